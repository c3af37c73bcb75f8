import { describe, expect, it } from 'vitest';
import { readSiteContext } from '../../platform/siteContext/readSiteContext';
import { memoryCookieJar } from '../../services/cookies/cookieJar';
import { LOGOUT_NOTICE } from '../../services/session/accountLogout';
import { consentBannerFor } from './consentBanner.rules';
import { logoutNoticeFor, noticeParts } from './logoutNotice.rules';
import { readPageFlags } from './pageFlags.rules';

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
    expect(LOGOUT_NOTICE).toBe('Logout Successful: You have been successfully logged out.');
    expect(logoutNoticeFor(readPageFlags('?logout=true'))).toEqual({ title: 'Logout Successful', message: 'You have been successfully logged out.' });
    expect(logoutNoticeFor(readPageFlags('?logout=false'))).toBeNull();
  });

  it('keeps text without a title as the message', () => {
    expect(noticeParts('Logged out')).toEqual({ title: '', message: 'Logged out' });
  });
});

describe('the consent banner', () => {
  const onAnswer = () => {};
  const enabled = readSiteContext({ cookieSettings: { isCookieBannerEnabled: true }, websiteSettings: { cookieBannerText: '<p>Hi</p>' } });
  it('mounts when the site enables it and the visitor has not answered, with the settings of the context', () => {
    const props = consentBannerFor({ context: enabled, cookies: memoryCookieJar(), screenshotMode: false, onAnswer });
    expect(props?.settings).toMatchObject({ isCookieBannerEnabled: true, cookieBannerText: '<p>Hi</p>' });
  });

  it('does not mount once answered, when disabled, or in screenshot mode', () => {
    expect(consentBannerFor({ context: enabled, cookies: memoryCookieJar({ ss_cookieAllowed: 'false' }), screenshotMode: false, onAnswer })).toBeNull();
    expect(consentBannerFor({ context: readSiteContext({}), cookies: memoryCookieJar(), screenshotMode: false, onAnswer })).toBeNull();
    expect(consentBannerFor({ context: enabled, cookies: memoryCookieJar(), screenshotMode: true, onAnswer })).toBeNull();
  });
});
