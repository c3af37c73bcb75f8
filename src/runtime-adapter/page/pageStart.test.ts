// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readSiteContext } from '../../platform/siteContext/readSiteContext';
import { fakeMountServices, fakePageServices } from '../testing/fakeServices.fixture';
import type { PageEnvironment } from './pageEnvironment';
import { readPageFlags } from './pageFlags.rules';
import { startPage, startWindowPage, type PageStart } from './pageStart';

const env = (isTopFrame = true): PageEnvironment => ({
  target: window,
  document,
  location: { hostname: 'bakery.example.org', pathname: '/menu', search: '' },
  isTopFrame,
});

const OWNER = {
  website: { id: 'w', identifier: 'bakery' },
  authenticatedAccount: { id: 'a' },
  websiteRoles: [1],
  accessPermissions: [1],
  appDomain: 'app.test',
};

let started: PageStart[] = [];
afterEach(() => {
  started.forEach((page) => page.dispose());
  started = [];
  document.body.innerHTML = '';
  document.cookie.split(';').forEach((c) => (document.cookie = `${c.split('=')[0]?.trim()}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`));
});

function start(raw: unknown, { search = '', isTopFrame = true, services = fakePageServices() } = {}) {
  const built = { services, mountServices: async () => fakeMountServices(), log: vi.fn(), traceProblem: vi.fn(), dispose: vi.fn() };
  const page = startPage({ env: env(isTopFrame), context: readSiteContext(raw), flags: readPageFlags(search), built });
  started.push(page);
  return { page, built, services };
}

describe("the page's own start", () => {
  it('a visitor on a plain page: no page-level view; the visitor cookies and the page view recorded', () => {
    const { page, services } = start({});
    expect(page.redirecting).toBe(false);
    expect(page.jobs).toEqual([]);
    expect(services.touchVisitorCookies).toHaveBeenCalledTimes(1);
    expect(services.recordPageView).toHaveBeenCalledTimes(1);
  });

  it('the consent banner (enabled, not answered) and the logout notice, the answer going to the services', () => {
    const { page, services } = start({ websiteSettings: { isCookieBannerEnabled: true } }, { search: '?logout=true' });
    expect(page.jobs.map((job) => job.kind)).toEqual(['cookieBanner', 'notice']);
    const banner = page.jobs[0];
    if (banner?.kind !== 'cookieBanner') throw new Error('no banner');
    banner.props.onAnswer('accept');
    expect(services.recordConsent).toHaveBeenCalledWith('accept');
  });

  it('an owner in a frame gets the overlay manager on a page with overlays; in the top frame the page goes to the editor and mounts nothing', () => {
    document.body.innerHTML = '<div class="sqs-announcement-bar" data-announcement-bar-json="{}"></div>';
    expect(start(OWNER, { isTopFrame: false }).page.jobs.map((job) => job.kind)).toEqual(['overlayManager']);
    const { page, services } = start(OWNER);
    expect(page.redirecting).toBe(true);
    expect(page.jobs).toEqual([]);
    expect(services.navigate).toHaveBeenCalledWith('https://bakery.app.test/config/?frameUrl=%2Fmenu');
  });

  it('hands errors and problems to the page services, and disposes them with its listeners', async () => {
    const { page, built, services } = start({});
    await page.listening;
    page.reportError('boom', { source: 'error', message: 'boom' });
    expect(services.reportError).toHaveBeenCalledWith('boom', { source: 'error', message: 'boom' });
    page.traceProblem('Block x could not be mounted');
    expect(built.traceProblem).toHaveBeenCalledWith('Block x could not be mounted');
    page.dispose();
    expect(built.dispose).toHaveBeenCalledTimes(1);
  });

  it("on a visitor's page: reads the whole context the page set and builds the services from the window", async () => {
    const page = startWindowPage(window, {
      rawContext: { websiteSettings: { isCookieBannerEnabled: true } },
      env: env(),
      flags: readPageFlags(''),
      mountOnPage: () => null,
    });
    started.push(page);
    expect(page.redirecting).toBe(false);
    expect(page.jobs.map((job) => job.kind)).toEqual(['cookieBanner']);
    await page.listening;
  });
});
