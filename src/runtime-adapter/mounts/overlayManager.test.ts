// @vitest-environment happy-dom
/**
 * The overlay manager for a signed-in owner: who gets it (page rules), and the chunk on a
 * page with a popup overlay, an enabled cookie banner and an announcement bar.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { overlayManagerFor } from '../page/overlayManager.rules';
import { POPUP_OVERLAY_STORAGE_ENTRY } from '../services/popupOverlayStorage';
import { CONSENT_COOKIE } from '../../services/cookies/consent';
import { blockJson, mountJob, settle, testMountContext } from '../testing/mountJob.fixture';

const overlayJson = blockJson({ version: 2, style: 2, displayFrequency: 7, showUntilSignup: true, mobileEnabled: true });
const page = () => `
  <div class="sqs-announcement-bar" data-announcement-bar-json="{}"><p>Free delivery this week</p></div>
  <div class="sqs-popup-overlay" id="popup" hidden data-popup-overlay-json="${overlayJson}"><h2>Join us</h2></div>`;
const context = (isAuthenticated: boolean, isCookieBannerEnabled: boolean | null = true) =>
  ({ access: { isAuthenticated }, cookieSettings: { isCookieBannerEnabled }, pageType: 2 }) as unknown as Parameters<typeof overlayManagerFor>[0]['context'];

afterEach(() => {
  document.body.innerHTML = '';
  localStorage.clear();
  testMountContext.services.cookies.remove(CONSENT_COOKIE);
});

describe('overlayManagerFor', () => {
  it('a visitor gets no manager', () => {
    document.body.innerHTML = page();
    expect(overlayManagerFor({ context: context(false), document, screenshotMode: false })).toBeNull();
  });

  it('a signed-in owner gets one naming what the page has', () => {
    document.body.innerHTML = page();
    expect(overlayManagerFor({ context: context(true), document, screenshotMode: false })).toEqual({
      popupOverlay: { settings: { version: 2, style: 2, displayFrequency: 7, showUntilSignup: true, mobileEnabled: true } },
      cookieBannerEnabled: true,
      announcementBar: true,
      pageType: 2,
      screenshotMode: false,
    });
  });

  it('the platform’s announcement dropzone counts when the context shows a bar', () => {
    document.body.innerHTML = '<header><div class="sqs-announcement-bar-dropzone"></div></header>';
    const owner = (show: boolean) => ({ ...context(true, false), websiteSettings: { announcementBar: { show, text: '<p>Sale</p>', style: 1 } } });
    expect(overlayManagerFor({ context: owner(true), document, screenshotMode: false })).toMatchObject({ announcementBar: true });
    expect(overlayManagerFor({ context: owner(false), document, screenshotMode: false })).toBeNull();
  });

  it('a page with nothing to manage gets none, even for the owner', () => {
    document.body.innerHTML = '<main><p>Plain page</p></main>';
    expect(overlayManagerFor({ context: context(true, false), document, screenshotMode: false })).toBeNull();
  });
});

describe('overlay manager chunk', () => {
  async function mountManager() {
    document.body.innerHTML = `${page()}<div id="host"></div>`;
    const props = overlayManagerFor({ context: context(true), document, screenshotMode: false })!;
    const element = document.getElementById('host')!;
    const unmount = await mountJob({ kind: 'overlayManager', element, props, label: 'overlay manager' });
    (element.querySelector('button[aria-expanded]') as HTMLButtonElement).click();
    await settle();
    return { element, unmount };
  }

  it('lists this browser’s state of each overlay from its records', async () => {
    localStorage.setItem(POPUP_OVERLAY_STORAGE_ENTRY, JSON.stringify({ version: 2, submitted: true, 'date-closed': Date.now() }));
    testMountContext.services.cookies.set(CONSENT_COOKIE, 'false');
    const { element } = await mountManager();
    const rows = Array.from(element.querySelectorAll('[data-overlay]')).map((row) => [row.getAttribute('data-overlay'), row.querySelector('p')?.textContent]);
    expect(rows).toEqual([
      ['popupOverlay', 'Not shown again on this browser: it signed up through the overlay.'],
      ['cookieBanner', 'Answered on this browser: cookies declined.'],
      ['announcementBar', 'Shows at the top of every page.'],
    ]);
  });

  it('Show again on the popup forgets its record and reloads; Ask again forgets the consent answer', async () => {
    localStorage.setItem(POPUP_OVERLAY_STORAGE_ENTRY, JSON.stringify({ version: 2, submitted: false, 'date-closed': Date.now() }));
    testMountContext.services.cookies.set(CONSENT_COOKIE, 'true');
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => {});
    const { element } = await mountManager();
    const action = (id: string) => element.querySelector<HTMLButtonElement>(`[data-overlay="${id}"] button`)!;
    action('popupOverlay').click();
    expect(localStorage.getItem(POPUP_OVERLAY_STORAGE_ENTRY)).toBeNull();
    action('cookieBanner').click();
    expect(testMountContext.services.cookies.get(CONSENT_COOKIE)).toBeNull();
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('a dismissed announcement bar is put back, and its entry says so', async () => {
    const { element } = await mountManager();
    const bar = document.querySelector<HTMLElement>('.sqs-announcement-bar')!;
    bar.hidden = true;
    // the entries are read at render: reopen the panel to see the dismissal
    const toggle = element.querySelector<HTMLButtonElement>('button[aria-expanded]')!;
    toggle.click();
    await settle();
    toggle.click();
    await settle();
    const row = () => element.querySelector('[data-overlay="announcementBar"]')!;
    expect(row().querySelector('p')?.textContent).toBe('Dismissed on this page view: it is back on the next page.');
    row().querySelector<HTMLButtonElement>('button')!.click();
    await settle();
    expect(bar.hidden).toBe(false);
    expect(row().querySelector('p')?.textContent).toBe('Shows at the top of every page.');
  });
});
