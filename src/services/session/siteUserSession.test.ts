import { describe, expect, it } from 'vitest';
import { memoryCookieJar } from '../cookies/cookieJar';
import { createDataCall } from '../http/dataCall';
import { recordingFetch, type Responder, type ScriptedAnswer } from '../http/recordingFetch';
import { afterLogoutUrl, LOGOUT_NOTICE, logoutAccount } from './accountLogout';
import { createSiteUserSession } from './siteUserSession';
import { createSiteUserToken } from './siteUserToken';
import { storageAccess, STORAGE_ACCESS_MESSAGE, type StorageLike } from '../../platform/storage/storageAccess';

const silent = { warn: () => undefined };

function setup(script: Responder | readonly ScriptedAnswer[], storage?: StorageLike) {
  const fetch = recordingFetch(script);
  const cookies = memoryCookieJar({ crumb: 'c1' });
  const token = createSiteUserToken(storage ? storageAccess(storage, silent) : undefined);
  const call = createDataCall({ fetch, cookies, defaultHeaders: token.headers });
  return { fetch, cookies, token, call, session: createSiteUserSession({ call, token }) };
}

function memoryStorage(): StorageLike & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (k) => items.get(k) ?? null,
    setItem: (k, v) => void items.set(k, v),
    removeItem: (k) => void items.delete(k),
  };
}

describe('site-user session', () => {
  it('logs in with email, password and rememberMe, then sends the xsrfToken on later calls', async () => {
    const { fetch, session, call } = setup([
      { status: 200, body: { xsrfToken: 'tok-1' } },
      { status: 200, body: {} },
    ]);
    const result = await session.login({ email: 'ada@example.com', password: 'p&ss w=rd', rememberMe: true });
    expect(result.ok).toBe(true);
    expect(session.isLoggedIn()).toBe(true);
    expect(fetch.requests[0]).toMatchObject({ method: 'POST', url: '/api/site-users/account/session?crumb=c1' });
    expect(JSON.parse(fetch.requests[0]!.body!)).toEqual({ email: 'ada@example.com', password: 'p&ss w=rd', rememberMe: true });
    expect(fetch.requests[0]?.headers['X-SiteUser-XSRF-Token']).toBeUndefined();
    await call.get('/api/commerce/cart');
    expect(fetch.requests[1]?.headers['X-SiteUser-XSRF-Token']).toBe('tok-1');
  });

  it('a failed login keeps no token and returns the server message', async () => {
    const { session } = setup([{ status: 400, body: { error: 'Incorrect email or password.' } }]);
    const result = await session.login({ email: 'a@b.co', password: 'x', rememberMe: false });
    expect(!result.ok && result.error.message).toBe('Incorrect email or password.');
    expect(session.isLoggedIn()).toBe(false);
  });

  it('logs out with cloneCart in the query and forgets the token', async () => {
    const { fetch, session } = setup([{ status: 200, body: { xsrfToken: 'tok-1' } }, { status: 204 }]);
    await session.login({ email: 'a@b.co', password: 'x', rememberMe: false });
    const result = await session.logout({ cloneCart: true });
    expect(result.ok).toBe(true);
    expect(fetch.requests[1]).toMatchObject({ method: 'DELETE', url: '/api/site-users/account/session?cloneCart=true&crumb=c1', body: undefined });
    expect(fetch.requests[1]?.headers['X-SiteUser-XSRF-Token']).toBe('tok-1');
    expect(session.isLoggedIn()).toBe(false);
  });

  it('retries a logout answered with crumbFail once, with the new crumb', async () => {
    const crumbFail = { status: 200, body: { error: 'bad crumb', crumbFail: true, crumb: 'c2' } };
    const { fetch, session } = setup([{ status: 200, body: { xsrfToken: 't' } }, crumbFail, { status: 204 }]);
    await session.login({ email: 'a@b.co', password: 'x', rememberMe: false });
    expect((await session.logout({ cloneCart: false })).ok).toBe(true);
    expect(fetch.requests.slice(1).map((r) => r.url)).toEqual([
      '/api/site-users/account/session?cloneCart=false&crumb=c1',
      '/api/site-users/account/session?cloneCart=false&crumb=c2',
    ]);

    const twice = setup([{ status: 200, body: { xsrfToken: 't' } }, crumbFail]);
    await twice.session.login({ email: 'a@b.co', password: 'x', rememberMe: false });
    const result = await twice.session.logout({ cloneCart: false });
    expect(result.ok).toBe(false);
    expect(twice.fetch.requests).toHaveLength(3);
    expect(twice.session.isLoggedIn()).toBe(true);
  });

  it('keeps the token in the storage it is given, and survives storage that throws, logging the spec message', async () => {
    const storage = memoryStorage();
    const first = setup([{ status: 200, body: { xsrfToken: 'tok-9' } }], storage);
    await first.session.login({ email: 'a@b.co', password: 'x', rememberMe: true });
    expect(storage.items.get('siteUserXsrfToken')).toBe('tok-9');
    expect(createSiteUserToken(storageAccess(storage, silent)).get()).toBe('tok-9');

    const warnings: string[] = [];
    const denied = () => {
      throw new Error('denied');
    };
    const broken: StorageLike = { getItem: denied, setItem: denied, removeItem: denied };
    const token = createSiteUserToken(storageAccess(broken, { warn: (message) => warnings.push(message) }));
    token.set('t2');
    expect(token.headers()).toEqual({ 'X-SiteUser-XSRF-Token': 't2' });
    token.clear();
    expect(token.headers()).toEqual({});
    expect(warnings).toEqual([STORAGE_ACCESS_MESSAGE, STORAGE_ACCESS_MESSAGE, STORAGE_ACCESS_MESSAGE]);
  });

  it('refuses login details that are not text', async () => {
    const { session, fetch } = setup([{ status: 200, body: {} }]);
    await expect(session.login({ email: undefined as unknown as string, password: 'x', rememberMe: false })).rejects.toThrow(TypeError);
    expect(fetch.requests).toHaveLength(0);
  });
});

describe('account logout', () => {
  it('POSTs /api/auth/Logout with no payload', async () => {
    const { fetch, call } = setup([{ status: 200, body: {} }]);
    expect((await logoutAccount(call)).ok).toBe(true);
    expect(fetch.requests).toEqual([expect.objectContaining({ method: 'POST', url: '/api/auth/Logout?crumb=c1', body: undefined })]);
  });

  it('reloads with logout=true (the notice reads it with the page flags)', () => {
    expect(afterLogoutUrl('https://site.test/shop?a=1&logout=false#top')).toBe('https://site.test/shop?a=1&logout=true#top');
    expect(afterLogoutUrl('/blog')).toBe('/blog?logout=true');
    expect(LOGOUT_NOTICE).toBe('Logout Successful: You have been successfully logged out.');
  });
});
