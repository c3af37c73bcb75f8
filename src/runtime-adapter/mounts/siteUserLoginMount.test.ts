// @vitest-environment happy-dom
/**
 * The site user's login on a page, with the real page services over the window: a login the
 * page opens (a data call's loginRequired reply, here) mounts the dialog; logging in stores the
 * reply's xsrfToken, which every later data call sends as X-SiteUser-XSRF-Token; logging out
 * sends it, ends the session and forgets it.
 */
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { readSiteContext } from '../../platform/siteContext/readSiteContext';
import { createPageServices, type BuiltPageServices } from '../createPageServices';
import { startPageBehaviour } from '../page/pageBehaviour';
import { browserEnvironment } from '../page/pageEnvironment';
import { readPageFlags } from '../page/pageFlags.rules';
import type { MountContext, SiteUserLoginMountProps } from '../mountTypes';
import type { MountOnPage } from '../services/systemErrorOverlay';
import { mount } from './siteUserLogin';

let fetchSpy: MockInstance<typeof window.fetch>;
let page: BuiltPageServices;
let cleanup: () => void;
let unmount: (() => void) | null = null;
const reload = vi.fn();
const mountOnPage = vi.fn<MountOnPage>();

/** The site's replies: the login gives a token, a bad email is refused with the dictionary's message. */
function site() {
  fetchSpy.mockImplementation(async (url, init) => {
    const path = String(url).split('?')[0];
    if (path === '/api/site-users/account/session' && init?.method === 'POST') {
      const { email } = JSON.parse(String(init.body)) as { email: string };
      return email.includes('@')
        ? new Response(JSON.stringify({ xsrfToken: 'tok-1' }), { status: 200 })
        : new Response(JSON.stringify({ error: 'Please enter a valid email' }), { status: 400 });
    }
    if (path === '/api/needs-login') return new Response(JSON.stringify({ error: 'Login required', loginRequired: true }), { status: 200 });
    return new Response('{}', { status: 200 });
  });
}
const sent = (path: string) => fetchSpy.mock.calls.filter(([url]) => String(url).split('?')[0] === path);
const headerOf = (call: Parameters<typeof window.fetch> | undefined) => new Headers(call?.[1]?.headers).get('X-SiteUser-XSRF-Token');
const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));

/** Mounts what the page asked for with the real chunk, as the runtime's mountOnPage does. */
async function mountWhatWasAsked(): Promise<HTMLElement> {
  const [kind, props] = mountOnPage.mock.calls.at(-1) ?? [];
  expect(kind).toBe('siteUserLogin');
  const host = document.body.appendChild(document.createElement('div'));
  const context: MountContext = { noMotion: true, mobileApp: false, services: await page.mountServices() };
  act(() => {
    unmount = mount(host, props as SiteUserLoginMountProps, context);
  });
  return host;
}
const dialog = () => document.querySelector<HTMLElement>('[role="dialog"][aria-modal="true"]');
const input = (name: string) => dialog()!.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
const button = (name: string) => [...dialog()!.querySelectorAll('button')].find((b) => b.textContent === name)!;

beforeEach(() => {
  fetchSpy = vi.spyOn(window, 'fetch');
  site();
  window.sessionStorage.clear();
  vi.spyOn(window.location, 'reload').mockImplementation(reload);
  mountOnPage.mockReset();
  mountOnPage.mockImplementation(() => () => act(() => unmount?.()));
  const context = readSiteContext({});
  page = createPageServices(window, { context, flags: readPageFlags(''), mountOnPage });
  cleanup = startPageBehaviour({ env: browserEnvironment(window), context, flags: readPageFlags(''), services: page.services, log: vi.fn() }).cleanup;
});
afterEach(() => {
  cleanup();
  page.dispose();
  unmount = null;
  vi.restoreAllMocks();
  reload.mockReset();
  document.body.innerHTML = '';
});

describe('the site user’s login on a page', () => {
  it('a loginRequired reply opens the login dialog, once while it is open', async () => {
    await (await page.mountServices()).dataCall.get('/api/needs-login');
    expect(mountOnPage).toHaveBeenCalledTimes(1);
    expect(mountOnPage.mock.calls[0]?.[0]).toBe('siteUserLogin');
    await (await page.mountServices()).dataCall.get('/api/needs-login');
    expect(mountOnPage).toHaveBeenCalledTimes(1);
  });

  it('logging in stores the xsrfToken, reloads, and later calls send it as X-SiteUser-XSRF-Token', async () => {
    await (await page.mountServices()).dataCall.get('/api/needs-login');
    await mountWhatWasAsked();
    expect(document.activeElement).toBe(input('email'));
    await (await page.mountServices()).dataCall.get('/api/before');
    expect(headerOf(sent('/api/before')[0])).toBeNull();

    input('email').value = 'ada@example.com';
    input('password').value = 'secret';
    input('rememberMe').click();
    await act(async () => button('Log In').click());
    await settle();
    const login = sent('/api/site-users/account/session')[0];
    expect(login?.[1]?.method).toBe('POST');
    expect(JSON.parse(String(login?.[1]?.body))).toEqual({ email: 'ada@example.com', password: 'secret', rememberMe: true });
    expect(reload).toHaveBeenCalledTimes(1);
    expect(window.sessionStorage.getItem('siteUserXsrfToken')).toBe('tok-1');

    await (await page.mountServices()).dataCall.get('/api/commerce/cart');
    expect(headerOf(sent('/api/commerce/cart')[0])).toBe('tok-1');
    // the next page (services built anew) still sends it
    const next = createPageServices(window, { context: readSiteContext({}), flags: readPageFlags(''), mountOnPage });
    await (await next.mountServices()).dataCall.get('/api/next-page');
    expect(headerOf(sent('/api/next-page')[0])).toBe('tok-1');
    next.dispose();
  });

  it('a refused login shows the server’s message and keeps the dialog for another try', async () => {
    page.services.openLogin({ disableAccountCreation: true });
    await mountWhatWasAsked();
    input('email').value = 'not-an-email';
    input('password').value = 'x';
    await act(async () => button('Log In').click());
    await settle();
    expect(dialog()?.querySelector('[role="alert"]')?.textContent).toBe('Please enter a valid email');
    expect(reload).not.toHaveBeenCalled();
    expect(window.sessionStorage.getItem('siteUserXsrfToken')).toBeNull();
  });

  it('a logged-in site user gets Log Out: it DELETEs the session with the token and cloneCart, then forgets the token', async () => {
    window.sessionStorage.setItem('siteUserXsrfToken', 'tok-7');
    page.dispose();
    page = createPageServices(window, { context: readSiteContext({}), flags: readPageFlags(''), mountOnPage });
    page.services.openLogin({ disableAccountCreation: true });
    await mountWhatWasAsked();
    expect(dialog()?.textContent).toContain('You are logged in.');
    await act(async () => button('Log Out').click());
    await settle();
    const logout = sent('/api/site-users/account/session')[0];
    expect(logout?.[1]?.method).toBe('DELETE');
    expect(String(logout?.[0])).toContain('cloneCart=false');
    expect(headerOf(logout)).toBe('tok-7');
    expect(reload).toHaveBeenCalledTimes(1);
    expect(window.sessionStorage.getItem('siteUserXsrfToken')).toBeNull();
  });

  it('Cancel takes the dialog away, and the page may open it again', async () => {
    page.services.openLogin({ disableAccountCreation: true });
    await mountWhatWasAsked();
    act(() => button('Cancel').click());
    await settle();
    await vi.waitFor(() => expect(dialog()).toBeNull());
    expect(page.services.openLogin({ disableAccountCreation: true })).toBe(true);
    expect(mountOnPage).toHaveBeenCalledTimes(2);
  });
});
