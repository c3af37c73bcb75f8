// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { readSiteContext } from '../platform/siteContext/readSiteContext';
import { createPageServices, type BuiltPageServices } from './createPageServices';
import { startPageBehaviour } from './page/pageBehaviour';
import { browserEnvironment } from './page/pageEnvironment';
import { readPageFlags } from './page/pageFlags.rules';
import type { MountOnPage } from './services/systemErrorOverlay';

const clearCookies = () => {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; max-age=0; path=/`;
  }
};

let fetchSpy: MockInstance<typeof window.fetch>;
const built: BuiltPageServices[] = [];
const cleanups: (() => void)[] = [];
const mountOnPage = vi.fn<MountOnPage>(() => () => {});

/** Answers every call with `status` and `{}`; records the URLs. */
function answer(status = 200) {
  fetchSpy.mockImplementation(async () => new Response(status === 204 ? null : '{}', { status }));
}
const posted = (path: string) => fetchSpy.mock.calls.filter(([url]) => String(url).split('?')[0] === path);

beforeEach(() => {
  fetchSpy = vi.spyOn(window, 'fetch');
  answer(200);
  mountOnPage.mockClear();
  window.history.replaceState(null, '', '/menu');
});
afterEach(() => {
  cleanups.splice(0).forEach((c) => c());
  built.splice(0).forEach((b) => b.dispose());
  fetchSpy.mockRestore();
  clearCookies();
  document.body.innerHTML = '';
});

const build = (context: unknown = {}) => {
  const services = createPageServices(window, { context: readSiteContext(context), flags: readPageFlags(''), mountOnPage });
  built.push(services);
  return services;
};

/** The page's start-up effects with the real services, on the window's current address. */
function startPage(context: unknown = {}) {
  const services = build(context);
  const result = startPageBehaviour({
    env: browserEnvironment(window),
    context: readSiteContext(context),
    flags: readPageFlags(window.location.search),
    services: services.services,
    log: vi.fn(),
  });
  cleanups.push(result.cleanup);
  return services;
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the page services built from the window', () => {
  it('writes the visitor cookies for a new visitor, once the services after start-up have loaded', async () => {
    const { services } = build();
    services.touchVisitorCookies();
    expect(services.cookies.get('ss_cvt')).toBeNull();
    await vi.waitFor(() => expect(services.cookies.get('ss_cvt')).not.toBeNull());
    expect(services.cookies.get('ss_cvr')).toMatch(/^[^|]+\|\d+\|\d+\|\d+\|1$/);
    expect(services.cookies.get('ss_cvt')).toMatch(/^\d+$/);
  });

  it('stores the consent answer in ss_cookieAllowed', () => {
    const { services } = build({ websiteSettings: { isCookieBannerEnabled: true } });
    services.recordConsent('accept');
    expect(services.cookies.get('ss_cookieAllowed')).toBe('true');
    services.recordConsent('decline');
    expect(services.cookies.get('ss_cookieAllowed')).toBe('false');
  });

  it('sees an open modal dialog', () => {
    const { services } = build();
    expect(services.isDialogOpen()).toBe(false);
    document.body.innerHTML = '<div role="dialog" aria-modal="true"></div>';
    expect(services.isDialogOpen()).toBe(true);
  });

  it('logs out with a POST to /api/auth/Logout through the data call, and fails on a bad status', async () => {
    const { services } = build();
    await services.logout();
    const [url, init] = posted('/api/auth/Logout')[0] ?? [];
    expect(String(url)).toMatch(/^\/api\/auth\/Logout/);
    expect(init).toMatchObject({ method: 'POST', credentials: 'include' });
    answer(500);
    await expect(services.logout()).rejects.toThrow(/^Logout failed: 500 /);
  });
});

describe('the page view', () => {
  it('is sent once, as RecordHit pageView, on a tracked page', async () => {
    startPage({ website: { id: 'w1' } });
    await settle();
    const hits = posted('/api/census/RecordHit');
    expect(hits).toHaveLength(1);
    expect(String(hits[0]?.[1]?.body)).toContain('event=pageView');
  });

  it('is not sent on /search', async () => {
    window.history.replaceState(null, '', '/search?q=bread');
    startPage({ website: { id: 'w1' } });
    await settle();
    expect(posted('/api/census/RecordHit')).toHaveLength(0);
  });

  it('is not sent for a signed-in user', async () => {
    startPage({ website: { id: 'w1' }, authenticatedAccount: { id: 'a' }, websiteRoles: [1] });
    await settle();
    expect(posted('/api/census/RecordHit')).toHaveLength(0);
  });
});

describe('flushing and disposing', () => {
  const withBeacon = () => {
    const beacon = vi.fn((_url: string, _body: string | Blob) => true);
    Object.defineProperty(window.navigator, 'sendBeacon', { value: beacon, configurable: true, writable: true });
    return beacon;
  };

  it('sends the queued trace by beacon on pagehide, and when the page is hidden', async () => {
    const beacon = withBeacon();
    const mountServices = await build({ website: { id: 'w1' } }).mountServices();
    mountServices.tracking.trace.trace('opened', { a: 1 });
    window.dispatchEvent(new Event('pagehide'));
    await settle();
    expect(beacon.mock.calls.map(([url]) => url)).toContain('/api/events/Trace');

    beacon.mockClear();
    mountServices.tracking.trace.trace('again');
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    await settle();
    expect(beacon.mock.calls.map(([url]) => url)).toContain('/api/events/Trace');
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
  });

  it('a problem the runtime logs goes to the console and, as a runtime-problem trace, to /api/events/Trace when the page is left', async () => {
    const beacon = withBeacon();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { log } = build({ website: { id: 'w1' } });
    log('Block block-g (gallery) could not be mounted', new TypeError('slides is not iterable'));
    expect(error).toHaveBeenCalledWith('Block block-g (gallery) could not be mounted', expect.any(TypeError));
    await settle(); // the trace waits for the page services loaded after start-up
    window.dispatchEvent(new Event('pagehide'));
    await settle();
    const call = beacon.mock.calls.find(([url]) => url === '/api/events/Trace');
    const body = call?.[1];
    const text = typeof body === 'string' ? body : await (body as Blob).text();
    const entries = JSON.parse(new URLSearchParams(text).get('data') ?? '[]') as { type: string; data: unknown }[];
    expect(entries).toEqual([
      {
        pageUrl: expect.stringContaining('/menu'),
        type: 'runtime-problem',
        data: { message: 'Block block-g (gallery) could not be mounted', error: 'TypeError: slides is not iterable' },
      },
    ]);
    error.mockRestore();
  });

  it('dispose removes the pagehide and visibilitychange listeners', async () => {
    const beacon = withBeacon();
    const services = build({ website: { id: 'w1' } });
    (await services.mountServices()).tracking.trace.trace('opened');
    services.dispose();
    window.dispatchEvent(new Event('pagehide'));
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    await settle();
    expect(beacon).not.toHaveBeenCalled();
    expect(posted('/api/events/RecordJavascriptErrors')).toHaveLength(0);
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
  });
});

describe('the system error overlay', () => {
  it('is requested on a 500 reply, once while it is open, with a short error key', async () => {
    answer(500);
    const mountServices = await build().mountServices();
    const first = await mountServices.dataCall.get('/api/anything');
    expect(first.ok).toBe(false);
    expect(mountOnPage).toHaveBeenCalledTimes(1);
    const [kind, props] = mountOnPage.mock.calls[0] ?? [];
    expect(kind).toBe('systemError');
    expect(props).toMatchObject({ cause: { kind: 'status', status: 500 } });
    expect((props as { errorKey: string }).errorKey).toMatch(/^[0-9A-HJKMNP-TV-Z]{8}$/);
    await mountServices.dataCall.get('/api/anything');
    expect(mountOnPage).toHaveBeenCalledTimes(1);
  });

  it('Clear takes it away, and the next failure brings it up again', async () => {
    answer(503);
    const remove = vi.fn();
    mountOnPage.mockImplementation(() => remove);
    const mountServices = await build().mountServices();
    await mountServices.dataCall.get('/api/anything');
    const props = mountOnPage.mock.calls[0]?.[1] as { onClear: () => void };
    props.onClear();
    expect(remove).toHaveBeenCalledTimes(1);
    await mountServices.dataCall.get('/api/anything');
    expect(mountOnPage).toHaveBeenCalledTimes(2);
  });
});

describe('the mount services', () => {
  it('read the query and the crumb as they are now, and store a new crumb', async () => {
    const mountServices = await build().mountServices();
    window.history.replaceState(null, '', '/menu?day=fri');
    expect(mountServices.query).toBe('?day=fri');
    mountServices.storeCrumb('abc');
    expect(mountServices.crumb()).toBe('abc');
    expect(document.cookie).toContain('crumb=abc');
  });
});
