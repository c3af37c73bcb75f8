import { describe, expect, it } from 'vitest';
import { configPanelUrl, decideEditorRedirect, isLocalHost, type EditorRedirectInput } from './editorRedirect.rules';
import { readSiteContext } from '../../platform/siteContext/readSiteContext';

const owner = readSiteContext({
  website: { id: 'w1', identifier: 'bakery', cloneable: false },
  websiteSettings: { useEscapeKeyToLogin: false },
  authenticatedAccount: { id: 'acc1' },
  websiteRoles: [1],
  accessPermissions: [1],
  appDomain: 'example-app.com',
});

const input = (over: Partial<EditorRedirectInput> = {}): EditorRedirectInput => ({
  context: owner,
  location: { hostname: 'bakery.example.org', pathname: '/menu', search: '?day=fri&x=a b' },
  topFrame: true,
  noRedirectQuery: false,
  noRedirectRemembered: false,
  ...over,
});

describe('the config panel address', () => {
  it('is /config/ on the website identifier under the app domain, with the path and query encoded as frameUrl', () => {
    expect(configPanelUrl(owner, { pathname: '/menu', search: '?day=fri&x=a b' })).toBe(
      'https://bakery.example-app.com/config/?frameUrl=%2Fmenu%3Fday%3Dfri%26x%3Da%20b',
    );
  });

  it('cannot be made without the identifier or the app domain', () => {
    expect(configPanelUrl({ website: { identifier: null }, appDomain: 'example-app.com' }, { pathname: '/', search: '' })).toBeNull();
  });
});

describe('the editor redirect', () => {
  it('sends a logged-in owner in the top frame to the config panel', () => {
    expect(decideEditorRedirect(input())).toEqual({ redirect: true, url: 'https://bakery.example-app.com/config/?frameUrl=%2Fmenu%3Fday%3Dfri%26x%3Da%20b' });
  });

  it('leaves visitors, accounts without site settings, developer mode, clone mode and viewers alone', () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ authenticatedAccount: null }, 'not-logged-in'],
      [{ accessPermissions: [] }, 'no-site-settings'],
      [{ website: { id: 'w1', identifier: 'bakery', developerMode: true } }, 'developer-mode'],
      [{ website: { id: 'w1', identifier: 'bakery', cloneable: true } }, 'clone-mode'],
      [{ websiteRoles: [4, 10] }, 'viewer-role'],
    ];
    for (const [change, reason] of cases) {
      const context = readSiteContext({
        website: { id: 'w1', identifier: 'bakery' },
        websiteSettings: {},
        authenticatedAccount: { id: 'acc1' },
        websiteRoles: [1],
        accessPermissions: [1],
        appDomain: 'example-app.com',
        ...change,
      });
      expect(decideEditorRedirect(input({ context }))).toEqual({ redirect: false, reason });
    }
  });

  it('does not redirect inside a frame', () => {
    expect(decideEditorRedirect(input({ topFrame: false }))).toEqual({ redirect: false, reason: 'in-frame' });
  });

  it('is turned off by noredirect, in the query or remembered for the session', () => {
    expect(decideEditorRedirect(input({ noRedirectQuery: true }))).toEqual({ redirect: false, reason: 'noredirect' });
    expect(decideEditorRedirect(input({ noRedirectRemembered: true }))).toEqual({ redirect: false, reason: 'noredirect' });
  });

  it('is turned off on a localhost host', () => {
    for (const hostname of ['localhost', 'LOCALHOST', 'shop.localhost', '127.0.0.1', '[::1]']) {
      expect(isLocalHost(hostname)).toBe(true);
      expect(decideEditorRedirect(input({ location: { hostname, pathname: '/', search: '' } }))).toEqual({ redirect: false, reason: 'localhost' });
    }
    expect(isLocalHost('localhost.example.com')).toBe(false);
  });
});
