import { describe, expect, it } from 'vitest';
import { consentBannerFor } from './consentBanner.rules';
import { LOGOUT_NOTICE_TEXT, logoutNoticeFor } from './logoutNotice.rules';
import { readPageFlags } from './pageFlags.rules';
import { shouldRecordPageView } from './pageView.rules';
import { readSiteContext, roleNumbers } from './siteContext';

describe('page flags', () => {
  it('reads platform=mobile-app, nomotion=true, noredirect, logout=true and screenshot mode from the query', () => {
    expect(readPageFlags('?platform=mobile-app&nomotion=true&noredirect&logout=true&screenshot')).toEqual({
      mobileApp: true,
      noMotion: true,
      noRedirect: true,
      logout: true,
      screenshotMode: true,
    });
    expect(readPageFlags('?platform=web&nomotion=1&noredirect=false&logout=1')).toEqual({
      mobileApp: false,
      noMotion: false,
      noRedirect: false,
      logout: false,
      screenshotMode: false,
    });
  });
});

describe('the logout notice', () => {
  it('shows the spec wording on logout=true only', () => {
    expect(LOGOUT_NOTICE_TEXT).toBe('Logout Successful: You have been successfully logged out.');
    expect(logoutNoticeFor(readPageFlags('?logout=true'))).toEqual({ title: 'Logout Successful', message: 'You have been successfully logged out.' });
    expect(logoutNoticeFor(readPageFlags('?logout=false'))).toBeNull();
  });
});

describe('the consent banner', () => {
  const onAnswer = () => {};
  it('mounts when the site enables it and the visitor has not answered', () => {
    const props = consentBannerFor({ cookieSettings: { isCookieBannerEnabled: true }, websiteSettings: { cookieBannerText: '<p>Hi</p>' }, consent: null, screenshotMode: false, onAnswer });
    expect(props?.settings).toEqual({ isCookieBannerEnabled: true, cookieBannerText: '<p>Hi</p>' });
  });

  it('does not mount once answered, when disabled, or in screenshot mode', () => {
    expect(consentBannerFor({ cookieSettings: { isCookieBannerEnabled: true }, websiteSettings: {}, consent: 'false', screenshotMode: false, onAnswer })).toBeNull();
    expect(consentBannerFor({ cookieSettings: {}, websiteSettings: {}, consent: null, screenshotMode: false, onAnswer })).toBeNull();
    expect(consentBannerFor({ cookieSettings: { isCookieBannerEnabled: true }, websiteSettings: {}, consent: null, screenshotMode: true, onAnswer })).toBeNull();
  });
});

describe('the page view', () => {
  const visitor = { pageType: 2, loggedIn: false, websiteRoles: [] };
  it('is recorded for visitors, but not on /search', () => {
    expect(shouldRecordPageView({ ...visitor, pathname: '/menu' })).toBe(true);
    expect(shouldRecordPageView({ ...visitor, pathname: '/search' })).toBe(false);
    expect(shouldRecordPageView({ ...visitor, pathname: '/search/' })).toBe(false);
  });

  it('is not recorded on not-found, lock screen and member-area-denied pages', () => {
    for (const pageType of [100, 103, 106]) expect(shouldRecordPageView({ ...visitor, pageType, pathname: '/x' })).toBe(false);
  });

  it('is not recorded for signed-in users, except viewers outside the config area', () => {
    expect(shouldRecordPageView({ pathname: '/menu', pageType: 2, loggedIn: true, websiteRoles: [1] })).toBe(false);
    expect(shouldRecordPageView({ pathname: '/menu', pageType: 2, loggedIn: true, websiteRoles: [10] })).toBe(true);
    expect(shouldRecordPageView({ pathname: '/config/pages', pageType: 2, loggedIn: true, websiteRoles: [10] })).toBe(false);
  });
});

describe('the site context', () => {
  it('reads an anonymous visitor from a missing or malformed context', () => {
    expect(readSiteContext(undefined)).toMatchObject({ authenticatedAccountId: null, websiteRoles: [], websiteSettings: null, pageType: null });
    expect(readSiteContext('nonsense').cloneable).toBe(false);
  });

  it('reads roles as a list, a number or keyed by website id', () => {
    expect(roleNumbers([1, '4'])).toEqual([1, 4]);
    expect(roleNumbers(10)).toEqual([10]);
    expect(roleNumbers({ w1: [10], w2: [1] }, 'w1')).toEqual([10]);
  });

  it('merges the cookie settings of the website settings and the context', () => {
    const context = readSiteContext({ websiteSettings: { cookieSettings: { isCookieBannerEnabled: false } }, cookieSettings: { isCookieBannerEnabled: true } });
    expect(context.cookieSettings).toEqual({ isCookieBannerEnabled: true });
  });
});
