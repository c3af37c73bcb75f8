/**
 * Whether the consent banner is mounted and what it is given. The decision is the
 * consent service's `shouldShowBanner` (spec 000 §4: when the site enables it and the
 * consent cookie has no value; 002 §5: never in screenshot mode); this module only
 * builds the mount's props. The banner's module is not imported here (only its settings
 * type), so its sanitizer and settings reader stay in the banner's chunk rather than in
 * every page's start-up code. Pure apart from the cookie jar it is given.
 */
import type { RawCookieBannerSettings } from '../../blocks/cookieBanner/cookieBanner.rules';
import type { SiteContext } from '../../platform/siteContext/siteContext.types';
import type { CookieJar } from '../../services/cookies/cookieJar';
import { createConsent } from '../../services/cookies/consent';

export type ConsentAnswer = 'accept' | 'decline';

export interface CookieBannerMountProps {
  /** The cookie banner settings as the site context carries them; the banner reads them with its defaults. */
  settings: RawCookieBannerSettings;
  /** The visitor answered: the runtime hands the answer to the consent service, which stores it. */
  onAnswer: (answer: ConsentAnswer) => void;
}

export interface ConsentBannerInput {
  context: Pick<SiteContext, 'cookieSettings' | 'website'>;
  cookies: CookieJar;
  screenshotMode: boolean;
  onAnswer: (answer: ConsentAnswer) => void;
}

/** The banner's props when it should show, else null. */
export function consentBannerFor({ context, cookies, screenshotMode, onAnswer }: ConsentBannerInput): CookieBannerMountProps | null {
  const consent = createConsent(cookies, { ...context.cookieSettings, cloneable: context.website.cloneable });
  return consent.shouldShowBanner({ screenshotMode }) ? { settings: context.cookieSettings, onAnswer } : null;
}
