// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { memoryCookieJar } from '../services/cookies/cookieJar';
import type { MountKind, MountModule, MountRegistry, Unmount } from './mountTypes';
import { encodeHtmlEntities } from '../platform/markup/htmlEntities';
import { fakePageServices } from './testing/fakeServices.fixture';
import { runtimeOptionsFor, type RuntimeTestPage } from './testing/runtimeOptions.fixture';
import { destroyRuntime, isRuntimeStarted, mountOnPage, NO_PAGE_SERVICES, refreshRuntime, startRuntime, type RuntimeOptions } from './runtime';
import { BOUND_ATTRIBUTE } from './scan/scanPage';
import { LEFT_ATTRIBUTE } from './scan/boundAttribute';
import { MOUNT_KINDS } from './kinds/mountKinds';
import { holdFarSlides } from './page/farSlides';
import { CHUNK_BLOCK_READERS, CHUNK_SCANNERS } from './scan/scanPage';

const KINDS = Object.keys(MOUNT_KINDS) as MountKind[];

const json = (value: unknown) => encodeHtmlEntities(JSON.stringify(value));

function fakeRegistry() {
  const mounted: { kind: MountKind; element: HTMLElement; props: unknown }[] = [];
  const unmounted: HTMLElement[] = [];
  const moduleFor = <K extends MountKind>(kind: K): MountModule<K> => ({
    mount: (element, props) => {
      mounted.push({ kind, element, props });
      element.setAttribute('data-mounted', kind);
      const unmount: Unmount = () => {
        unmounted.push(element);
        element.removeAttribute('data-mounted');
      };
      return unmount;
    },
    // the readers a real chunk brings with its mount (a kind whose chunk reads its blocks or the page)
    scanBlock: CHUNK_BLOCK_READERS[kind] as MountModule<K>['scanBlock'],
    scan: CHUNK_SCANNERS[kind],
  });
  // a stub per kind the descriptors list (kinds/mountKinds.ts): a new kind is stubbed with no edit here
  const registry = Object.fromEntries(KINDS.map((kind) => [kind, vi.fn(async () => moduleFor(kind))])) as {
    [K in MountKind]: Mock<() => Promise<MountModule<K>>>;
  } satisfies MountRegistry;
  return { registry, mounted, unmounted };
}

const fakeServices = fakePageServices;

function options({ farSlidesHeld, ...over }: Partial<RuntimeTestPage> & Pick<RuntimeOptions, 'farSlidesHeld'> = {}, search = '') {
  return { ...runtimeOptionsFor({ registry: fakeRegistry().registry, search, ...over }), farSlidesHeld };
}

const shapeBlock = (id: string, shape = 'star') =>
  `<div class="sqs-block shape-block" id="${id}" data-block-type="71" data-block-json="${json({ shape })}"><div class="sqs-block-content"></div></div>`;

beforeEach(() => {
  document.body.innerHTML = '';
});
afterEach(() => destroyRuntime());

describe('the runtime', () => {
  it('loads only the chunks of the kinds on the page', async () => {
    document.body.innerHTML = shapeBlock('block-s');
    const fake = fakeRegistry();
    await startRuntime(options({ registry: fake.registry }));
    expect(fake.registry.shape).toHaveBeenCalledTimes(1);
    for (const kind of ['gallery', 'highlight', 'marquee', 'maskedImage', 'cookieBanner', 'notice'] as const)
      expect(fake.registry[kind]).not.toHaveBeenCalled();
    expect(fake.mounted.map((m) => m.element.id)).toEqual(['block-s']);
  });

  it('gives a signed-in owner the overlay manager on a page with overlays, and a visitor none', async () => {
    document.body.innerHTML = `<div class="sqs-announcement-bar" data-announcement-bar-json="{}"></div>`;
    const visitor = fakeRegistry();
    await startRuntime(options({ registry: visitor.registry }));
    expect(visitor.registry.overlayManager).not.toHaveBeenCalled();
    destroyRuntime();
    const owner = fakeRegistry();
    await startRuntime(options({ registry: owner.registry, context: { authenticatedAccount: { id: 'acc-1' } } }));
    const mounted = owner.mounted.find((m) => m.element.getAttribute('data-runtime-host') === 'overlayManager');
    expect(mounted).toBeDefined();
    expect(mounted?.props).toMatchObject({ announcementBar: true, popupOverlay: null });
  });

  it('skips a block with bad JSON, logs its id, and mounts the rest', async () => {
    document.body.innerHTML = `<div class="sqs-block shape-block" id="block-bad" data-block-type="71" data-block-json="&#123;oops"></div>${shapeBlock('block-ok')}`;
    const fake = fakeRegistry();
    const opts = options({ registry: fake.registry });
    await startRuntime(opts);
    expect(fake.mounted.map((m) => m.element.id)).toEqual(['block-ok']);
    expect(opts.log).toHaveBeenCalledWith(expect.stringMatching(/^Block block-bad skipped: its data-block-json is not valid JSON/));
  });

  it('starts once: a second start is a no-op', async () => {
    document.body.innerHTML = shapeBlock('block-s');
    const fake = fakeRegistry();
    const services = fakeServices();
    await startRuntime(options({ registry: fake.registry, services }));
    await startRuntime(options({ registry: fake.registry, services }));
    expect(isRuntimeStarted()).toBe(true);
    expect(fake.mounted).toHaveLength(1);
    expect(services.touchVisitorCookies).toHaveBeenCalledTimes(1);
  });

  it('destroy unmounts everything, removes its marks and lets it start again', async () => {
    document.body.innerHTML = shapeBlock('block-a') + shapeBlock('block-b', 'heart');
    const fake = fakeRegistry();
    await startRuntime(options({ registry: fake.registry }));
    destroyRuntime();
    expect(isRuntimeStarted()).toBe(false);
    expect(fake.unmounted.map((e) => e.id)).toEqual(['block-a', 'block-b']);
    expect(document.querySelectorAll(`[${BOUND_ATTRIBUTE}], [data-mounted]`)).toHaveLength(0);
    await startRuntime(options({ registry: fake.registry }));
    expect(fake.mounted).toHaveLength(4);
  });

  it('refresh mounts new blocks, unmounts vanished ones, and is idempotent', async () => {
    document.body.innerHTML = shapeBlock('block-a') + shapeBlock('block-b');
    const fake = fakeRegistry();
    await startRuntime(options({ registry: fake.registry }));
    document.getElementById('block-a')?.remove();
    document.body.insertAdjacentHTML('beforeend', shapeBlock('block-c'));
    await refreshRuntime();
    await refreshRuntime();
    expect(fake.mounted.map((m) => m.element.id)).toEqual(['block-a', 'block-b', 'block-c']);
    expect(fake.unmounted.map((e) => e.id)).toEqual(['block-a']);
    expect(document.querySelectorAll('[data-mounted]')).toHaveLength(2);
  });

  it('does not mount a block whose chunk arrives after destroy', async () => {
    document.body.innerHTML = shapeBlock('block-s');
    const fake = fakeRegistry();
    const started = startRuntime(options({ registry: fake.registry }));
    destroyRuntime();
    await started;
    expect(fake.mounted).toHaveLength(0);
  });

  it('logs a chunk that fails to load and mounts the other kinds', async () => {
    document.body.innerHTML =
      shapeBlock('block-s') + `<div class="sqs-block marquee-block" id="block-m" data-block-type="70" data-block-json="${json({ text: 'Hi' })}"></div>`;
    const fake = fakeRegistry();
    fake.registry.shape.mockRejectedValueOnce(new Error('offline'));
    const opts = options({ registry: fake.registry });
    await startRuntime(opts);
    expect(fake.mounted.map((m) => m.element.id)).toEqual(['block-m']);
    expect(opts.log).toHaveBeenCalledWith('Block block-s (shape) could not be mounted', expect.any(Error));
  });

  it('mounts the consent banner when enabled and unanswered, and hands the answer to the services', async () => {
    const fake = fakeRegistry();
    const services = fakeServices();
    await startRuntime(options({ registry: fake.registry, services, context: { websiteSettings: { isCookieBannerEnabled: true } } }));
    expect(fake.registry.cookieBanner).toHaveBeenCalledTimes(1);
    const banner = fake.mounted.find((m) => m.kind === 'cookieBanner');
    expect(banner?.element.isConnected).toBe(true);
    (banner?.props as { onAnswer: (a: 'accept' | 'decline') => void }).onAnswer('decline');
    expect(services.recordConsent).toHaveBeenCalledWith('decline');
    destroyRuntime();
    expect(banner?.element.isConnected).toBe(false);
  });

  it('does not load the banner once the visitor answered', async () => {
    const fake = fakeRegistry();
    const services = fakeServices({ cookies: memoryCookieJar({ ss_cookieAllowed: 'true' }) });
    await startRuntime(options({ registry: fake.registry, services, context: { websiteSettings: { isCookieBannerEnabled: true } } }));
    expect(fake.registry.cookieBanner).not.toHaveBeenCalled();
  });

  it('shows the logout notice on logout=true', async () => {
    const fake = fakeRegistry();
    await startRuntime(options({ registry: fake.registry }, '?logout=true'));
    expect(fake.mounted.find((m) => m.kind === 'notice')?.props).toEqual({ title: 'Logout Successful', message: 'You have been successfully logged out.' });
  });

  it('mounts nothing while it redirects to the editor', async () => {
    document.body.innerHTML = shapeBlock('block-s');
    const fake = fakeRegistry();
    const services = fakeServices();
    const context = {
      website: { id: 'w', identifier: 'bakery' },
      websiteSettings: {},
      authenticatedAccount: { id: 'a' },
      websiteRoles: [1],
      accessPermissions: [1],
      appDomain: 'app.test',
    };
    await startRuntime(options({ registry: fake.registry, services, context }));
    expect(services.navigate).toHaveBeenCalledWith('https://bakery.app.test/config/?frameUrl=%2Fmenu');
    expect(fake.mounted).toHaveLength(0);
  });

  it('marks the root with the page flags at start, before the page services load, and takes the marks away on destroy', () => {
    void startRuntime(options({}, '?platform=mobile-app&nomotion=true'));
    expect(document.documentElement.getAttribute('data-platform')).toBe('mobile-app');
    expect(document.documentElement.hasAttribute('data-nomotion')).toBe(true);
    destroyRuntime();
    expect(document.documentElement.hasAttribute('data-platform')).toBe(false);
    expect(document.documentElement.hasAttribute('data-nomotion')).toBe(false);
  });

  it('reads the page query with the platform parser: a flag past the first 1000 keys is not read', () => {
    const filler = Array.from({ length: 1000 }, (_, i) => `k${i}=1`).join('&');
    void startRuntime(options({}, `?${filler}&nomotion=true`));
    expect(document.documentElement.hasAttribute('data-nomotion')).toBe(false);
    destroyRuntime();
    void startRuntime(options({}, `?nomotion=true&${filler}`));
    expect(document.documentElement.hasAttribute('data-nomotion')).toBe(true);
  });

  it('catches uncaught errors and unhandled rejections from start, hands them to the error report once the page services are there, and stops on destroy', async () => {
    const services = fakeServices();
    const started = startRuntime(options({ services }));
    const boom = new Error('boom');
    // before the page services have loaded
    window.dispatchEvent(new ErrorEvent('error', { error: boom, message: 'boom', filename: 'a.js', lineno: 3, colno: 7 }));
    expect(services.reportError).not.toHaveBeenCalled();
    await started;
    expect(services.reportError).toHaveBeenCalledWith(boom, { source: 'error', message: 'boom', filename: 'a.js', line: 3, column: 7 });
    const rejection = new Event('unhandledrejection') as Event & { reason: unknown };
    rejection.reason = 'nope';
    window.dispatchEvent(rejection);
    await vi.waitFor(() => expect(services.reportError).toHaveBeenCalledWith('nope', { source: 'unhandledrejection', message: 'nope' }));
    destroyRuntime();
    window.dispatchEvent(new ErrorEvent('error', { error: boom, message: 'boom' }));
    await Promise.resolve();
    expect(services.reportError).toHaveBeenCalledTimes(2);
  });

  it('a page whose own start does not load: logged, and its blocks stay as the server rendered them', async () => {
    document.body.innerHTML = shapeBlock('block-s');
    const fake = fakeRegistry();
    const opts = { ...options({ registry: fake.registry }), page: () => Promise.reject(new Error('chunk failed')) };
    await startRuntime(opts);
    expect(fake.mounted).toHaveLength(0);
    expect(opts.log).toHaveBeenCalledWith('Loading the page services failed', expect.objectContaining({ message: 'chunk failed' }));
    expect(opts.log).toHaveBeenCalledWith('Block block-s (shape) could not be mounted', expect.objectContaining({ message: NO_PAGE_SERVICES }));
    expect(document.getElementById('block-s')?.getAttribute(LEFT_ATTRIBUTE)).toBe('could not be mounted');
  });

  it('hands the problems it logged to the page trace once the page has started', async () => {
    document.body.innerHTML = `<div class="sqs-block shape-block" id="block-bad" data-block-type="71" data-block-json="&#123;oops"></div>`;
    const opts = options();
    const traceProblem = vi.fn();
    const page = opts.page;
    await startRuntime({ ...opts, page: () => page().then((started) => ({ ...started, traceProblem })) });
    expect(opts.log).toHaveBeenCalledWith(expect.stringMatching(/^Block block-bad skipped/));
    expect(traceProblem).toHaveBeenCalledWith(expect.stringMatching(/^Block block-bad skipped/), undefined);
  });

  it('destroyed before its page start arrives: disposes it when it does, and mounts nothing', async () => {
    document.body.innerHTML = shapeBlock('block-s');
    const fake = fakeRegistry();
    const opts = options({ registry: fake.registry });
    let dispose: Mock<() => void> = vi.fn();
    let arrive: () => void = () => {};
    const page = opts.page;
    const later = () => new Promise<void>((resolve) => (arrive = resolve)).then(() => page());
    const started = startRuntime({ ...opts, page: () => later().then((p) => ({ ...p, dispose: (dispose = vi.fn(p.dispose)) })) });
    await Promise.resolve();
    destroyRuntime();
    arrive();
    await started;
    expect(dispose).toHaveBeenCalledTimes(1);
    expect(fake.mounted).toHaveLength(0);
    expect(document.querySelector('[data-runtime-host]')).toBeNull();
  });

  it('mounts a page-level view on request (the system error overlay) and takes it away again', async () => {
    const fake = fakeRegistry();
    expect(mountOnPage('systemError', { cause: { kind: 'status', status: 500 }, errorKey: 'K', onReload: vi.fn(), onClear: vi.fn() }, 'overlay')).toBeNull();
    await startRuntime(options({ registry: fake.registry }));
    const remove = mountOnPage('systemError', { cause: { kind: 'status', status: 500 }, errorKey: 'K', onReload: vi.fn(), onClear: vi.fn() }, 'overlay');
    const overlay = await vi.waitFor(() => {
      const found = fake.mounted.find((m) => m.kind === 'systemError');
      if (!found) throw new Error('not mounted yet');
      return found;
    });
    expect(overlay?.element.getAttribute('data-runtime-host')).toBe('systemError');
    remove?.();
    expect(overlay?.element.isConnected).toBe(false);
    expect(fake.unmounted).toContain(overlay?.element);
  });

  it('handles commerce link clicks until destroyed', async () => {
    document.body.innerHTML = '<a class="sqs-checkout-button" href="/commerce/goto-checkout">Checkout</a>';
    const services = fakeServices();
    await startRuntime(options({ services }));
    const link = document.querySelector('a')!;
    link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
    expect(services.commerce.navigator.alert).toHaveBeenCalledTimes(1);
    destroyRuntime();
    link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
    expect(services.commerce.navigator.alert).toHaveBeenCalledTimes(1);
  });
});

describe('a big gallery’s far slides (page/farSlides.ts)', () => {
  const slide = (n: number) => `<div class="slide" data-type="image" id="slide-${n}"><img data-src="/s${n}.jpg" alt="Slide ${n}"></div>`;
  const gallery = (count: number) =>
    `<div class="sqs-block gallery-block" id="block-g" data-block-type="8" data-block-json="${json({ design: 'grid' })}"><div class="sqs-block-content">` +
    `<div class="sqs-gallery-container sqs-gallery-block-grid"><div class="sqs-gallery">${Array.from({ length: count }, (_, i) => slide(i + 1)).join('')}</div></div></div></div>`;
  const shown = (n: number) => getComputedStyle(document.getElementById(`slide-${n}`)!).display !== 'none';
  const rule = () => document.head.querySelector('style[data-runtime-far-slides]');

  /** A registry whose gallery chunk arrives when `arrive` is called. */
  function heldGallery() {
    const fake = fakeRegistry();
    let arrive: () => void = () => {};
    const chunk = fake.registry.gallery.getMockImplementation()!;
    fake.registry.gallery.mockImplementation(() => new Promise((resolve) => (arrive = () => resolve(chunk()))));
    return { fake, arrive: () => arrive() };
  }

  it('renders the first 100 slides at start-up, the others once the mount pass has settled', async () => {
    document.body.innerHTML = gallery(150);
    const { fake, arrive } = heldGallery();
    const ready = startRuntime(options({ registry: fake.registry }));
    await vi.waitFor(() => expect(fake.registry.gallery).toHaveBeenCalled());
    expect(rule()).not.toBeNull();
    expect([1, 100, 101, 150].map(shown)).toEqual([true, true, false, false]);
    arrive();
    await ready;
    expect(fake.mounted.map((m) => m.element.id)).toEqual(['block-g']);
    expect(rule()).toBeNull();
    expect([1, 100, 101, 150].map(shown)).toEqual([true, true, true, true]);
  });

  it('shows every slide of a gallery whose chunk fails, with its images, and takes the rule away on destroy', async () => {
    document.body.innerHTML = gallery(120);
    const failing = fakeRegistry();
    failing.registry.gallery.mockImplementation(() => Promise.reject(new Error('offline')));
    await startRuntime(options({ registry: failing.registry }));
    expect(rule()).toBeNull();
    expect(shown(120)).toBe(true);
    // left as the server rendered it: its images load as the page's
    expect(document.getElementById('block-g')!.getAttribute('data-runtime-left')).toBe('could not be mounted');
    expect(document.querySelector('#slide-120 img')!.getAttribute('src')).toBe('/s120.jpg');
    destroyRuntime();

    document.body.innerHTML = gallery(120);
    const { fake } = heldGallery();
    void startRuntime(options({ registry: fake.registry }));
    expect(shown(120)).toBe(false);
    destroyRuntime();
    expect(rule()).toBeNull();
    expect(shown(120)).toBe(true);
  });

  it('keeps a hold the caller took before the first style as its own: no second rule, released once the mount pass settles', async () => {
    document.body.innerHTML = gallery(150);
    const farSlidesHeld = vi.fn(holdFarSlides(document));
    const { fake, arrive } = heldGallery();
    const ready = startRuntime(options({ registry: fake.registry, farSlidesHeld }));
    expect(document.head.querySelectorAll('style[data-runtime-far-slides]')).toHaveLength(1);
    // a second start while started releases the hold it was given, not the first start's
    const secondHold = vi.fn();
    void startRuntime(options({ registry: fake.registry, farSlidesHeld: secondHold }));
    expect(secondHold).toHaveBeenCalledTimes(1);
    expect(farSlidesHeld).not.toHaveBeenCalled();
    expect(shown(101)).toBe(false);
    arrive();
    await ready;
    expect(farSlidesHeld).toHaveBeenCalled();
    expect(rule()).toBeNull();
    expect(shown(101)).toBe(true);
  });
});
