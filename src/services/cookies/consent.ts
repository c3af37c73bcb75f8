import { CONSENT_COOKIE, TRACKING_COOKIES } from '../../platform/constants';
import type { CookieJar } from './cookieJar';

/**
 * Cookie consent (spec 000 §4 "Cookie banner", §9; 002 §5, §9): the `ss_cookieAllowed`
 * cookie (30 days) holds 'true' after accept and 'false' after decline; the tracking
 * cookies are cleared on decline, under a restrictive policy without acceptance, and
 * on a cloneable site. Pure apart from the jar it is given.
 */
export { CONSENT_COOKIE, TRACKING_COOKIES };
export const CONSENT_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

export type ConsentState = 'unknown' | 'accepted' | 'declined';

/** The parts of the cookie banner settings and site context consent depends on (null or absent is off). */
export interface ConsentSettings {
  isCookieBannerEnabled?: boolean | null;
  isRestrictiveCookiePolicyEnabled?: boolean | null;
  isRestrictiveCookiePolicyAbsolute?: boolean | null;
  isAnalyticsCookiesDisabled?: boolean | null;
  /** `website.cloneable`: a cloneable site never keeps tracking cookies. */
  cloneable?: boolean | null;
}

export interface Consent {
  state(): ConsentState;
  /** Stores 'true'. */
  accept(): void;
  /** Stores 'false' and clears the tracking cookies. */
  decline(): void;
  shouldShowBanner(mode: { screenshotMode: boolean; forcedPreview?: boolean }): boolean;
  /** Whether visitor tracking cookies may be written. */
  mayTrack(): boolean;
  /** Clears the tracking cookies when tracking is not allowed; true when it cleared them. Run once at page start. */
  enforce(): boolean;
}

/** 'true' is accepted, 'false' declined, no value unknown; any other value counts as declined (nothing is tracked). */
export function consentState(value: string | null): ConsentState {
  if (value === null || value === '') return 'unknown';
  return value === 'true' ? 'accepted' : 'declined';
}

export function clearTrackingCookies(jar: CookieJar): void {
  for (const name of TRACKING_COOKIES) jar.remove(name, { path: '/' });
}

/**
 * Tracking is allowed unless the site is cloneable, analytics cookies are disabled,
 * the visitor declined, or a restrictive policy (enabled or absolute) applies and the
 * visitor has not accepted.
 */
export function trackingAllowed(state: ConsentState, settings: ConsentSettings): boolean {
  if (settings.cloneable || settings.isAnalyticsCookiesDisabled) return false;
  if (state === 'declined') return false;
  const restrictive = Boolean(settings.isRestrictiveCookiePolicyEnabled || settings.isRestrictiveCookiePolicyAbsolute);
  return !restrictive || state === 'accepted';
}

export function createConsent(jar: CookieJar, settings: ConsentSettings): Consent {
  const state = () => consentState(jar.get(CONSENT_COOKIE));
  const store = (value: 'true' | 'false') => jar.set(CONSENT_COOKIE, value, { maxAgeSeconds: CONSENT_MAX_AGE_SECONDS, path: '/' });
  const mayTrack = () => trackingAllowed(state(), settings);
  return {
    state,
    accept: () => store('true'),
    decline: () => {
      store('false');
      clearTrackingCookies(jar);
    },
    // Never in screenshot mode; always in a forced preview; otherwise when enabled and the cookie has no value.
    shouldShowBanner: ({ screenshotMode, forcedPreview = false }) => {
      if (screenshotMode) return false;
      if (forcedPreview) return true;
      return Boolean(settings.isCookieBannerEnabled) && state() === 'unknown';
    },
    mayTrack,
    enforce: () => {
      if (mayTrack()) return false;
      clearTrackingCookies(jar);
      return true;
    },
  };
}
