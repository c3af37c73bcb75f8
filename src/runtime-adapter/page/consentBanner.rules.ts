/**
 * Whether the consent banner is mounted (spec 000 §4: shown unless the consent cookie
 * already has a value, when the site enables it; 002 §5: never in screenshot mode) and
 * what it is given. The consent cookie is read by the consent service's own rule; the
 * banner's module is not imported here (only its settings type), so its sanitizer and
 * settings reader stay in the banner's chunk rather than in every page's start-up code.
 * Pure.
 */
import { CONSENT_COOKIE } from '../../platform/constants';
import { consentState } from '../../services/cookies/consent';
import type { RawCookieBannerSettings } from '../../blocks/cookieBanner/cookieBanner.rules';

export type ConsentAnswer = 'accept' | 'decline';

export interface CookieBannerMountProps {
  /** The cookie banner settings as stored (website settings and cookie settings merged); the banner reads them with its defaults. */
  settings: RawCookieBannerSettings;
  /** The visitor answered: the runtime hands the answer to the consent service, which stores it. */
  onAnswer: (answer: ConsentAnswer) => void;
}

export function isCookieBannerEnabled(cookieSettings: Record<string, unknown>, websiteSettings: Record<string, unknown> | null): boolean {
  return cookieSettings.isCookieBannerEnabled === true || websiteSettings?.isCookieBannerEnabled === true;
}

export interface ConsentBannerInput {
  cookieSettings: Record<string, unknown>;
  websiteSettings: Record<string, unknown> | null;
  /** The consent cookie's value, null when it has none. */
  consent: string | null;
  screenshotMode: boolean;
  onAnswer: (answer: ConsentAnswer) => void;
}

/** The banner's props when it should show, else null. */
export function consentBannerFor({ cookieSettings, websiteSettings, consent, screenshotMode, onAnswer }: ConsentBannerInput): CookieBannerMountProps | null {
  if (screenshotMode || !isCookieBannerEnabled(cookieSettings, websiteSettings)) return null;
  if (consentState(consent) !== 'unknown') return null;
  return { settings: { ...(websiteSettings ?? {}), ...cookieSettings } as RawCookieBannerSettings, onAnswer };
}

export { CONSENT_COOKIE };
