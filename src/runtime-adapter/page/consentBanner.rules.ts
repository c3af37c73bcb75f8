/**
 * Whether the consent banner is mounted (spec 000 §4: shown unless the consent cookie
 * already has a value, when the site enables it; 002 §5: never in screenshot mode) and
 * what it is given. The decision itself is the cookie banner's own rule. Pure.
 */
import { CONSENT_COOKIE } from '../../platform/constants';
import { shouldShowCookieBanner, type RawCookieBannerSettings } from '../../blocks/cookieBanner/cookieBanner.rules';

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
  const enabled = isCookieBannerEnabled(cookieSettings, websiteSettings);
  if (!shouldShowCookieBanner({ enabled, consent, screenshotMode })) return null;
  return { settings: { ...(websiteSettings ?? {}), ...cookieSettings } as RawCookieBannerSettings, onAnswer };
}

export { CONSENT_COOKIE };
