import { describe, expect, it } from 'vitest';
import { memoryCookieJar } from './cookieJar';
import { clearTrackingCookies, consentState, createConsent } from './consent';

const DAY = 24 * 60 * 60 * 1000;
const tracking = { ss_cid: '1', ss_cpvisit: '2', ss_cvisit: '3', ss_cvr: 'a|1|1|1|1', ss_cvt: '1' };

describe('consent', () => {
  it('reads the consent cookie', () => {
    expect(consentState(null)).toBe('unknown');
    expect(consentState('')).toBe('unknown');
    expect(consentState('true')).toBe('accepted');
    expect(consentState('false')).toBe('declined');
    expect(consentState('maybe')).toBe('declined');
  });

  it('accept stores true for 30 days', () => {
    let t = 0;
    const jar = memoryCookieJar({}, () => t);
    const consent = createConsent(jar, { isCookieBannerEnabled: true });
    consent.accept();
    expect(jar.get('ss_cookieAllowed')).toBe('true');
    expect(consent.state()).toBe('accepted');
    t = 30 * DAY - 1;
    expect(consent.state()).toBe('accepted');
    t = 30 * DAY;
    expect(consent.state()).toBe('unknown');
  });

  it('decline stores false and clears the tracking cookies, keeping the rest', () => {
    const jar = memoryCookieJar({ ...tracking, crumb: 'c1' });
    const consent = createConsent(jar, {});
    consent.decline();
    expect(jar.snapshot()).toEqual({ crumb: 'c1', ss_cookieAllowed: 'false' });
    expect(consent.state()).toBe('declined');
    expect(consent.mayTrack()).toBe(false);
  });

  it('clearTrackingCookies removes exactly ss_cid, ss_cpvisit, ss_cvisit, ss_cvr and ss_cvt', () => {
    const jar = memoryCookieJar({ ...tracking, ss_cookieAllowed: 'true', other: 'x' });
    clearTrackingCookies(jar);
    expect(jar.snapshot()).toEqual({ ss_cookieAllowed: 'true', other: 'x' });
  });

  it('shows the banner until the cookie has a value, never in screenshot mode, always in a forced preview', () => {
    const jar = memoryCookieJar();
    const consent = createConsent(jar, { isCookieBannerEnabled: true });
    expect(consent.shouldShowBanner({ screenshotMode: false })).toBe(true);
    expect(consent.shouldShowBanner({ screenshotMode: true })).toBe(false);
    consent.decline();
    expect(consent.shouldShowBanner({ screenshotMode: false })).toBe(false);
    expect(consent.shouldShowBanner({ screenshotMode: false, forcedPreview: true })).toBe(true);
    expect(consent.shouldShowBanner({ screenshotMode: true, forcedPreview: true })).toBe(false);
    expect(createConsent(memoryCookieJar(), { isCookieBannerEnabled: false }).shouldShowBanner({ screenshotMode: false })).toBe(false);
  });

  it('may track by default, not after decline, and under a restrictive policy only after accept', () => {
    expect(createConsent(memoryCookieJar(), {}).mayTrack()).toBe(true);
    for (const policy of [{ isRestrictiveCookiePolicyEnabled: true }, { isRestrictiveCookiePolicyAbsolute: true }]) {
      const consent = createConsent(memoryCookieJar(), policy);
      expect(consent.mayTrack()).toBe(false);
      consent.accept();
      expect(consent.mayTrack()).toBe(true);
    }
    expect(createConsent(memoryCookieJar({ ss_cookieAllowed: 'true' }), { cloneable: true }).mayTrack()).toBe(false);
    expect(createConsent(memoryCookieJar({ ss_cookieAllowed: 'true' }), { isAnalyticsCookiesDisabled: true }).mayTrack()).toBe(false);
  });

  it('enforce clears the tracking cookies under a restrictive policy or on a cloneable site, and only then', () => {
    const restrictive = memoryCookieJar({ ...tracking });
    expect(createConsent(restrictive, { isRestrictiveCookiePolicyEnabled: true }).enforce()).toBe(true);
    expect(restrictive.snapshot()).toEqual({});

    const cloneable = memoryCookieJar({ ...tracking });
    expect(createConsent(cloneable, { cloneable: true }).enforce()).toBe(true);
    expect(cloneable.snapshot()).toEqual({});

    const open = memoryCookieJar({ ...tracking });
    expect(createConsent(open, {}).enforce()).toBe(false);
    expect(open.snapshot()).toEqual(tracking);
  });
});
