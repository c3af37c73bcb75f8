// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startPageBehaviour } from './pageBehaviour';
import { readPageFlags } from './pageFlags.rules';
import type { PageServices, StorageLike } from './pageServices';
import { readSiteContext } from '../../platform/siteContext/readSiteContext';
import { fakePageServices } from '../testing/fakeServices.fixture';

function memoryStorage(): StorageLike & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v), removeItem: (k) => void data.delete(k) };
}

function services(over: Partial<PageServices> = {}): PageServices {
  return fakePageServices({ sessionStorage: memoryStorage(), ...over });
}

const ownerContext = {
  website: { id: 'w', identifier: 'bakery' },
  websiteSettings: {},
  authenticatedAccount: { id: 'a' },
  websiteRoles: [1],
  accessPermissions: [1],
  appDomain: 'app.test',
};

let cleanups: (() => void)[] = [];
function start({
  context = {},
  search = '',
  pathname = '/menu',
  svc = services(),
  isTopFrame = true,
}: {
  context?: unknown;
  search?: string;
  pathname?: string;
  svc?: PageServices;
  isTopFrame?: boolean;
}) {
  const log = vi.fn();
  const result = startPageBehaviour({
    env: { target: window, document, location: { hostname: 'bakery.example.org', pathname, search }, isTopFrame },
    context: readSiteContext(context),
    flags: readPageFlags(search),
    services: svc,
    log,
  });
  cleanups.push(result.cleanup);
  return { ...result, svc, log };
}
/** Starts the page behaviour and waits for the visitor's listeners (loaded after start-up). */
async function started(options: Parameters<typeof start>[0]) {
  const result = start(options);
  await result.listening;
  return result;
}
afterEach(() => {
  cleanups.forEach((c) => c());
  cleanups = [];
});

const escape = (init: KeyboardEventInit = {}) =>
  window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', keyCode: 27, ...init } as KeyboardEventInit));

describe('page behaviour', () => {
  it('touches the visitor cookies and records the page view', () => {
    const { svc } = start({});
    expect(svc.touchVisitorCookies).toHaveBeenCalledTimes(1);
    expect(svc.recordPageView).toHaveBeenCalledTimes(1);
  });

  it('records no page view on /search', () => {
    const { svc } = start({ pathname: '/search', search: '?q=bread' });
    expect(svc.recordPageView).not.toHaveBeenCalled();
    expect(svc.touchVisitorCookies).toHaveBeenCalledTimes(1);
  });

  it('redirects a logged-in owner to the config panel and installs nothing else', () => {
    const { svc, redirecting } = start({ context: ownerContext, search: '?a=1' });
    expect(redirecting).toBe(true);
    expect(svc.navigate).toHaveBeenCalledWith('https://bakery.app.test/config/?frameUrl=%2Fmenu%3Fa%3D1');
    expect(svc.touchVisitorCookies).not.toHaveBeenCalled();
  });

  it('remembers noredirect for the session, so later pages are not redirected either', () => {
    const storage = memoryStorage();
    const first = start({ context: ownerContext, search: '?noredirect', svc: services({ sessionStorage: storage }) });
    expect(first.redirecting).toBe(false);
    expect(storage.data.get('noredirect')).toBe('true');
    const later = start({ context: ownerContext, search: '', svc: services({ sessionStorage: storage }) });
    expect(later.redirecting).toBe(false);
    expect(later.svc.navigate).not.toHaveBeenCalled();
  });

  it('Escape, logged in (not redirected: in a frame), goes to the config panel; Shift+Escape logs out', async () => {
    const { svc } = await started({ context: ownerContext, isTopFrame: false });
    escape();
    expect(svc.navigate).toHaveBeenCalledWith('https://bakery.app.test/config/?frameUrl=%2Fmenu');
    escape({ shiftKey: true });
    expect(svc.logout).toHaveBeenCalledTimes(1);
    await Promise.resolve();
    await Promise.resolve();
    expect(svc.navigate).toHaveBeenLastCalledWith('/menu?logout=true');
  });

  it('Escape with a dialog open does nothing', async () => {
    const { svc } = await started({ context: ownerContext, isTopFrame: false, svc: services({ isDialogOpen: () => true }) });
    escape();
    expect(svc.navigate).not.toHaveBeenCalled();
  });

  it('Escape in admin backend mode toggles the preview or closes the open guide', async () => {
    const admin = { isGuideOpen: vi.fn(() => false), closeGuide: vi.fn(), toggleFullscreenPreview: vi.fn() };
    const { svc } = await started({ context: ownerContext, isTopFrame: false, svc: services({ adminBackend: admin }) });
    escape();
    expect(admin.toggleFullscreenPreview).toHaveBeenCalledTimes(1);
    admin.isGuideOpen.mockReturnValue(true);
    escape();
    expect(admin.closeGuide).toHaveBeenCalledTimes(1);
    expect(svc.navigate).not.toHaveBeenCalled();
  });

  it('Escape with useEscapeKeyToLogin opens login without account creation, or goes to the config panel when it cannot', async () => {
    const openLogin = vi.fn(() => true);
    const context = { website: { identifier: 'bakery' }, appDomain: 'app.test', websiteSettings: { useEscapeKeyToLogin: true } };
    const first = await started({ context, svc: services({ openLogin }) });
    escape();
    expect(openLogin).toHaveBeenCalledWith({ disableAccountCreation: true });
    expect(first.svc.navigate).not.toHaveBeenCalled();
    first.cleanup();
    const second = await started({ context });
    escape();
    expect(second.svc.navigate).toHaveBeenCalledWith('https://bakery.app.test/config/?frameUrl=%2Fmenu');
  });

  it('keeps the query when landing after a Shift+Escape logout', async () => {
    const { svc } = await started({ context: ownerContext, isTopFrame: false, pathname: '/shop', search: '?page=2&logout=false' });
    escape({ shiftKey: true });
    await Promise.resolve();
    await Promise.resolve();
    expect(svc.navigate).toHaveBeenLastCalledWith('/shop?page=2&logout=true');
  });

  it('records no page view for a signed-in user, but does for a viewer outside the config area', () => {
    const signedIn = start({ context: { ...ownerContext, accessPermissions: [] }, isTopFrame: false });
    expect(signedIn.svc.recordPageView).not.toHaveBeenCalled();
    const viewer = start({ context: { authenticatedAccount: { id: 'v' }, websiteRoles: [10] } });
    expect(viewer.svc.recordPageView).toHaveBeenCalledTimes(1);
  });

  it('a login-required reply (site:login-required on the window) opens login with account creation allowed, or goes to the config panel', async () => {
    const openLogin = vi.fn(() => true);
    const context = { website: { identifier: 'bakery' }, appDomain: 'app.test' };
    const first = await started({ context, svc: services({ openLogin }) });
    window.dispatchEvent(new Event('site:login-required'));
    expect(openLogin).toHaveBeenCalledWith({ disableAccountCreation: false });
    expect(first.svc.navigate).not.toHaveBeenCalled();
    first.cleanup();
    window.dispatchEvent(new Event('site:login-required'));
    expect(openLogin).toHaveBeenCalledTimes(1);
    const second = await started({ context });
    window.dispatchEvent(new Event('site:login-required'));
    expect(second.svc.navigate).toHaveBeenCalledWith('https://bakery.app.test/config/?frameUrl=%2Fmenu');
  });

  it('installs none of the listeners when cleaned up before they have loaded', async () => {
    const openLogin = vi.fn(() => true);
    const result = start({ context: { website: { identifier: 'bakery' }, appDomain: 'app.test' }, svc: services({ openLogin }) });
    result.cleanup();
    await result.listening;
    window.dispatchEvent(new Event('site:login-required'));
    expect(openLogin).not.toHaveBeenCalled();
    expect(result.svc.navigate).not.toHaveBeenCalled();
  });

  it("blocked session storage is logged as a warning with the spec's message, and read as no noredirect flag", () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const blocked = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    const { redirecting } = start({ context: ownerContext, search: '?noredirect', svc: services({ sessionStorage: blocked }) });
    expect(redirecting).toBe(false);
    expect(warn.mock.calls.map((call) => call[0])).toEqual(['Unable access local/session storage.', 'Unable access local/session storage.']);
    warn.mockRestore();
  });

  it('records each button block at start (7.1 data attributes, 7.0 classes) and a click on one', async () => {
    document.body.innerHTML = `
      <div class="sqs-block button-block sqs-block-button" data-block-type="53" id="block-b71"><div class="sqs-block-content">
        <div class="sqs-block-button-container sqs-block-button-container--right" data-alignment="right" data-button-size="large" data-button-type="primary">
          <a href="https://tickets.example.org/spring" target="_blank" class="sqs-block-button-element--large sqs-button-element--primary sqs-block-button-element">
            Book   a seat
          </a>
        </div></div></div>
      <div class="sqs-block button-block sqs-block-button" data-block-type="53" id="block-b70"><div class="sqs-block-content">
        <div class="sqs-block-button-container--left" data-animation-role="button">
          <a href="/menu" class="sqs-block-button-element--small sqs-block-button-element">Our menu</a>
        </div></div></div>`;
    const { svc } = await started({});
    expect(svc.recordButton).toHaveBeenCalledTimes(2);
    expect(svc.recordButton).toHaveBeenCalledWith('render', {
      id: 'b71',
      buttonText: 'Book a seat',
      clickthroughUrl: 'https://tickets.example.org/spring',
      alignment: 'right',
      size: 'large',
      newWindow: true,
      context: 'button-block',
    });
    expect(svc.recordButton).toHaveBeenCalledWith('render', {
      id: 'b70',
      buttonText: 'Our menu',
      clickthroughUrl: '/menu',
      alignment: 'left',
      size: 'small',
      newWindow: false,
      context: 'button-block',
    });
    const link = document.querySelector<HTMLAnchorElement>('#block-b70 a')!;
    link.addEventListener('click', (event) => event.preventDefault());
    link.click();
    expect(svc.recordButton).toHaveBeenLastCalledWith('click', expect.objectContaining({ id: 'b70', clickthroughUrl: '/menu' }));
    document.body.innerHTML = '';
  });
});
