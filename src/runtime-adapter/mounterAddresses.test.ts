// @vitest-environment happy-dom
/**
 * The one address rule at the mounter: a link or image source from markup or JSON that the
 * rule refuses never reaches the view. The text stays (not as a link), one message names the
 * block, where the address was and its scheme.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMounter } from './mounter';
import { mountRegistry } from './registry';
import { scanPage } from './scan/scanPage';
import { blockJson, settle, testMountContext } from './testing/mountJob.fixture';
import { publishedAccordion } from './testing/publishedAccordion.fixture';
import { measureElementsAt600x400, publishedGalleryGrid } from './testing/publishedGalleryGrid.fixture';

afterEach(() => {
  document.body.innerHTML = '';
});

async function mountPage(options: Parameters<typeof scanPage>[1] = {}) {
  const log = vi.fn();
  const mounter = createMounter(mountRegistry, testMountContext, log);
  await mounter.mount(scanPage(document, options).jobs);
  await settle();
  return { log, mounter };
}

// the first mount loads its chunk's modules, slow on a busy machine
describe('refused addresses at the mounter', { timeout: 30_000 }, () => {
  it('a blog post whose address is vbscript: shows its title as text, and its javascript: image not at all', async () => {
    const posts = [
      {
        id: 'p1',
        title: 'Harbour walk',
        fullUrl: 'vbscript:msgbox(1)',
        publishOn: '2026-01-12T10:00:00Z',
        assetUrl: ' JaVa\tScRiPt:alert(1)',
        originalSize: '800x600',
      },
      { id: 'p2', title: 'Cardamom buns', fullUrl: '/journal/buns', publishOn: '2026-01-15T09:59:40Z' },
    ];
    document.body.innerHTML = `<section class="blog-list" id="posts" data-time-zone="UTC" data-posts-json="${blockJson(posts)}"><article>Harbour walk Cardamom buns</article></section>`;
    const { log, mounter } = await mountPage({ pageKind: 'blogList' });
    const view = document.querySelector('.runtime-blog-list')!;
    const first = view.querySelector('[data-post="p1"]')!;
    expect(first.textContent).toContain('Harbour walk');
    expect(first.querySelector('a[href]')).toBeNull();
    expect(first.querySelector('img')).toBeNull();
    expect(view.querySelector('[data-post="p2"] a[href="/journal/buns"]')?.textContent).toBe('Cardamom buns');
    expect(log.mock.calls.map(([message]) => message)).toEqual([
      'Block blog list (blogList): the link at posts[0].fullUrl was refused: its scheme "vbscript:" is not http, https, mailto, tel or a relative address',
      'Block blog list (blogList): the source at posts[0].assetUrl was refused: its scheme "javascript:" is not http, https or a relative address',
    ]);
    mounter.unmountAll();
  });

  it('an event whose address is data:text/html shows its title as text', async () => {
    const events = [{ id: 'e1', title: 'Roastery tour', url: 'data:text/html,<script>alert(1)</script>', startDate: '2030-01-08T18:00:00Z' }];
    document.body.innerHTML = `<section class="eventlist" id="events" data-time-zone="UTC" data-events-json="${blockJson(events)}"><ul><li>Roastery tour</li></ul></section>`;
    const { log, mounter } = await mountPage({ pageKind: 'eventsList' });
    const view = document.querySelector('[data-event="e1"]') ?? document.querySelector('.runtime-events-list');
    expect(view?.textContent).toContain('Roastery tour');
    expect(Array.from(document.querySelectorAll('a[href]')).filter((a) => a.textContent?.includes('Roastery tour'))).toEqual([]);
    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0]?.[0]).toContain('events list (eventsList): the link at events[0].url was refused: its scheme "data:"');
    mounter.unmountAll();
  });

  it('an address the rule keeps reaches the view unchanged, and nothing is logged', async () => {
    const events = [{ id: 'e1', title: 'Roastery tour', url: '/events/tour?day=1#top', startDate: '2030-01-08T18:00:00Z' }];
    document.body.innerHTML = `<section class="eventlist" id="events" data-time-zone="UTC" data-events-json="${blockJson(events)}"><ul><li>Roastery tour</li></ul></section>`;
    const { log, mounter } = await mountPage({ pageKind: 'eventsList' });
    expect(document.querySelector('a[href="/events/tour?day=1#top"]')?.textContent).toContain('Roastery tour');
    expect(log).not.toHaveBeenCalled();
    mounter.unmountAll();
  });
});

describe('refused addresses at the mounter: the cart indicator and the gallery', { timeout: 30_000 }, () => {
  it('a cart indicator whose link is javascript: shows its count, not as a link', async () => {
    document.body.innerHTML =
      '<div id="floatingCart" class="floating-cart hidden"><a href="javascript:alert(1)" class="sqs-custom-cart"><span class="Cart-inner"><span class="sqs-cart-quantity">3</span></span></a></div>';
    const { log, mounter } = await mountPage();
    const indicator = document.querySelector('[data-cart-indicator]')!;
    expect(indicator.textContent).toContain('3');
    expect(indicator.hasAttribute('href')).toBe(false);
    expect(log.mock.calls.map(([message]) => message)).toEqual([
      expect.stringMatching(/^Block .*\(cartIndicator\): the link at href was refused: its scheme "javascript:"/),
    ]);
    mounter.unmountAll();
  });
});

describe('refused addresses in server markup a view shows again', { timeout: 30_000 }, () => {
  it('an accordion description’s java-tab-script link is shown as text, its safe link kept', async () => {
    document.body.innerHTML = publishedAccordion('block-faq', [
      { title: 'Opening hours', description: '<p>See <a href="java\tscript:alert(1)">the hours</a> or <a href="/visit">the map</a></p>' },
    ]);
    const { mounter } = await mountPage();
    const view = document.querySelector('[data-runtime-view]')!;
    const links = Array.from(view.querySelectorAll('.accordion-item__description a'));
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['the hours', null],
      ['the map', '/visit'],
    ]);
    mounter.unmountAll();
  });
});

describe('refused addresses at the mounter: a gallery’s click-through', { timeout: 30_000 }, () => {
  it('a slide whose link is vbscript: keeps its place and caption, not as a link; the other slide’s link stays', async () => {
    const rect = measureElementsAt600x400();
    document.body.innerHTML = publishedGalleryGrid([
      { src: '/pier.jpg', dimensions: '300x200', alt: '', href: ' VBScript:msgbox(1)', caption: 'The pier at low tide' },
      { src: '/nets.jpg', dimensions: '300x300', alt: 'Nets', href: '/walks' },
    ]);
    const { log, mounter } = await mountPage();
    const view = document.querySelector('.runtime-gallery')!;
    expect(view.textContent).toContain('The pier at low tide');
    expect(Array.from(view.querySelectorAll('a[href]')).map((a) => a.getAttribute('href'))).toEqual(['/walks']);
    // both slides are there (their images load as they come into view)
    expect(view.querySelectorAll('li')).toHaveLength(2);
    expect(log.mock.calls.map(([message]) => message)).toEqual([expect.stringMatching(/\(gallery\): the link at .*was refused: its scheme "vbscript:"/)]);
    mounter.unmountAll();
    rect.mockRestore();
  });
});
