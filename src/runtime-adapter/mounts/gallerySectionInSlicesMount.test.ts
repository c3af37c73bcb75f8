// @vitest-environment happy-dom
/**
 * A 7.1 gallery section of a thousand items, mounted as the runtime mounts it (the gallery chunk's
 * page scan, the mounter, the real registry): its items are read in slices as a gallery block's
 * slides are, so a task the page queued before the mount runs before the mount is done, and the
 * view holds every item's caption.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMounter } from '../mounter';
import { mountRegistry } from '../registry';
import { testMountContext } from '../testing/mountJob.fixture';
import { measureElementsAt600x400, publishedGalleryGrid } from '../testing/publishedGalleryGrid.fixture';

const COUNT = 1000;

beforeEach(() => {
  document.body.innerHTML = '';
  measureElementsAt600x400();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('a gallery section of a thousand items mounted by the runtime', () => {
  it('reads its items in slices, the page getting turns meanwhile', async () => {
    document.body.innerHTML = publishedGalleryGrid(
      Array.from({ length: COUNT }, (_, i) => ({ src: `/pier${i + 1}.jpg`, dimensions: '300x200', alt: '', caption: `Pier${i + 1}` })),
    );
    // the chunk and the address rule already here, as after the page's first gallery: no load gives the page a turn
    await Promise.all([mountRegistry.gallery(), import('../parse/mountAddresses.rules')]);
    const log = vi.fn();
    const mounter = createMounter(mountRegistry, testMountContext, log);
    const order: string[] = [];
    setTimeout(() => order.push('a task the page queued'), 0);
    await mounter.scan(['gallery'], document, { pageType: null, currency: 'USD', authenticatedAccountId: null });
    order.push('mounted');

    expect(log).not.toHaveBeenCalled();
    expect(order).toEqual(['a task the page queued', 'mounted']);
    const section = document.querySelector('.gallery-grid')!;
    expect(section.getAttribute('data-runtime-bound')).toBe('gallery');
    await vi.waitFor(() => expect(document.querySelector<HTMLElement>('.gallery-grid-wrapper')?.hidden).toBe(true), { timeout: 60_000, interval: 20 });
    const captions = new Set(document.querySelector('.runtime-gallery')?.textContent?.match(/Pier\d+/g) ?? []);
    expect(captions.size).toBe(COUNT);
    mounter.unmountAll();
    expect(document.querySelector<HTMLElement>('.gallery-grid-wrapper')?.hidden).toBe(false);
  }, 180_000);
});
