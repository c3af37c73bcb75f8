// @vitest-environment happy-dom
/**
 * A gallery block of a thousand slides, mounted as the runtime mounts it (start-up's finds, the
 * mounter, the real registry): its slides are read in slices, so a task the page queued before
 * the mount runs before the mount is done; and at every moment each slide's caption is on the
 * page, in the view or in the server's markup still shown. A 7.1 gallery section of a thousand
 * items (the gallery chunk's page scan) is read in slices the same way.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { findOnPage } from '../scan/findOnPage';
import { createMounter } from '../mounter';
import { mountRegistry } from '../registry';
import { blockJson, testMountContext } from '../testing/mountJob.fixture';
import { measureElementsAt600x400, publishedGalleryGrid } from '../testing/publishedGalleryGrid.fixture';

const COUNT = 1000;

beforeEach(() => {
  document.body.innerHTML = '';
  // the positioned designs lay slides out at the measured width (happy-dom lays nothing out)
  measureElementsAt600x400();
});

afterEach(() => {
  vi.restoreAllMocks();
});

const caption = (n: number) => `Harbour${n}`;

/** A 7.0 grid slide showing its title under the thumbnail. */
const slide = (n: number) => `<div class="slide" data-type="image"><div class="margin-wrapper">
  <a class="image-slide-anchor content-fit" data-title="${caption(n)}"><noscript><img src="/h${n}.jpg" alt="h${n}.jpg" /></noscript><img class="thumb-image" data-src="/h${n}.jpg" data-image="/h${n}.jpg" data-image-dimensions="400x300" alt="h${n}.jpg" data-load="false" data-type="image" /></a>
  <div class="meta"><div class="meta-title">${caption(n)}</div></div></div></div>`;

const galleryBlock = (count: number) => `<div class="sqs-block gallery-block sqs-block-gallery" id="block-harbour" data-block-type="8"
  data-block-json="${blockJson({ design: 'grid', 'thumbnails-per-row': 4, 'meta-position': 'bottom', lightbox: true, padding: 8 })}">
  <div class="sqs-block-content"><div class="sqs-gallery-container sqs-gallery-block-grid sqs-gallery-block-show-meta"><div class="sqs-gallery">
  ${Array.from({ length: count }, (_, i) => slide(i + 1)).join('\n')}
  </div></div></div></div>`;

/** Slides whose caption is nowhere a visitor can find it: not in the view, and the server's markup hidden. */
function captionsLost(): number[] {
  const container = document.querySelector<HTMLElement>('.sqs-gallery-container');
  if (container && !container.hidden) return [];
  const shown = document.querySelector('.runtime-gallery')?.textContent ?? '';
  const inView = new Set(shown.match(/Harbour\d+/g) ?? []);
  return Array.from({ length: COUNT }, (_, i) => i + 1).filter((n) => !inView.has(caption(n)));
}

describe('a gallery of a thousand slides mounted by the runtime', () => {
  it('reads its slides in slices, the page getting turns meanwhile, and never loses a caption', async () => {
    document.body.innerHTML = galleryBlock(COUNT);
    const block = document.getElementById('block-harbour')!;
    const { jobs } = findOnPage(document);
    expect(jobs.map((job) => job.element)).toEqual([block]);
    // the chunk and the address rule already here, as after the page's first gallery: no load gives the page a turn
    await Promise.all([mountRegistry.gallery(), import('../parse/mountAddresses.rules')]);
    const log = vi.fn();
    const mounter = createMounter(mountRegistry, testMountContext, log);

    const order: string[] = [];
    const lost: number[][] = [];
    // whenever the server's markup is hidden or shown, every caption must be somewhere a visitor finds it
    const watch = new MutationObserver(() => lost.push(captionsLost()));
    watch.observe(block, { subtree: true, attributes: true, attributeFilter: ['hidden'] });
    setTimeout(() => {
      order.push('a task the page queued');
      lost.push(captionsLost());
    }, 0);
    await mounter.mount(jobs);
    order.push('mounted');

    expect(log).not.toHaveBeenCalled();
    expect(order).toEqual(['a task the page queued', 'mounted']);
    expect(block.getAttribute('data-runtime-bound')).toBe('gallery');
    expect(document.querySelector('.runtime-gallery')).not.toBeNull();
    // every caption comes into the view (the slides far from the viewport as light cells), then the view stands in
    await vi.waitFor(() => expect(document.querySelector<HTMLElement>('.sqs-gallery-container')?.hidden).toBe(true), { timeout: 60_000, interval: 20 });
    await new Promise((resolve) => setTimeout(resolve, 0));
    watch.disconnect();
    lost.push(captionsLost());
    expect(lost.length).toBeGreaterThan(2);
    expect(lost.filter((missing) => missing.length > 0)).toEqual([]);
    expect(block.hasAttribute('data-runtime-left')).toBe(false);
    mounter.unmountAll();
    expect(document.querySelector<HTMLElement>('.sqs-gallery-container')?.hidden).toBe(false);
  }, 180_000);
});

describe('a gallery section of a thousand items mounted by the runtime', () => {
  it('reads its items in slices, the page getting turns meanwhile', async () => {
    document.body.innerHTML = publishedGalleryGrid(
      Array.from({ length: COUNT }, (_, i) => ({ src: `/pier${i + 1}.jpg`, dimensions: '300x200', alt: '', caption: `Pier${i + 1}` })),
    );
    await Promise.all([mountRegistry.gallery(), import('../parse/mountAddresses.rules')]);
    const log = vi.fn();
    const mounter = createMounter(mountRegistry, testMountContext, log);
    const order: string[] = [];
    setTimeout(() => order.push('a task the page queued'), 0);
    await mounter.scan(['gallery'], document, { pageType: null, currency: 'USD', authenticatedAccountId: null });
    order.push('mounted');

    expect(log).not.toHaveBeenCalled();
    expect(order).toEqual(['a task the page queued', 'mounted']);
    expect(document.querySelector('.gallery-grid')?.getAttribute('data-runtime-bound')).toBe('gallery');
    await vi.waitFor(() => expect(document.querySelector<HTMLElement>('.gallery-grid-wrapper')?.hidden).toBe(true), { timeout: 60_000, interval: 20 });
    const captions = new Set(document.querySelector('.runtime-gallery')?.textContent?.match(/Pier\d+/g) ?? []);
    expect(captions.size).toBe(COUNT);
    mounter.unmountAll();
    expect(document.querySelector<HTMLElement>('.gallery-grid-wrapper')?.hidden).toBe(false);
  }, 180_000);
});
