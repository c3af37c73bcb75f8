/**
 * What every side-by-side bench page shows (see ../gallery-mount.mjs): the 250 slides of the
 * grid's bench story (`Gallery/Grid › Two Hundred Fifty Slides`: the same sample photos,
 * sizes and titles), the grid design's settings (4 per row, 20 px apart, square cells), and
 * the box they sit in (the stories' 560 px content column); and how a page offers its mount
 * or its lightbox to the bench.
 */
import { parseGalleryBlockData } from '../../../src/gallery/core/galleryBlockData';
import type { Slide } from '../../../src/gallery/core/slideAttributes';
import { sampleSlides } from '../../../stories/gallery/sampleSlides';

export const SLIDE_COUNT = 250;
export const SLIDES: Slide[] = sampleSlides(SLIDE_COUNT);

const parsed = parseGalleryBlockData({ design: 'grid' });
if (!parsed.ok) throw new Error(parsed.error.join('; '));
export const SETTINGS = parsed.value;
export const COLUMNS = SETTINGS.slidesPerRow;
export const GAP = SETTINGS.padding;
/** Width ÷ height of a cell. */
export const CELL_ASPECT = SETTINGS.aspectRatio === 'auto' ? 1 : SETTINGS.aspectRatio;
/** The gallery's width: the stories' content column. */
export const WIDTH = 560;

/** The element the page mounts into, `WIDTH` wide. */
export function benchHost(): HTMLElement {
  const host = document.getElementById('host');
  if (!host) throw new Error('the bench page has no #host');
  host.style.width = `${WIDTH}px`;
  return host;
}

/** A slide's picture as a plain element, for the libraries that take markup: same file, size and name as ours. */
export function slideImage(slide: Slide): HTMLImageElement {
  const img = document.createElement('img');
  img.src = slide.src ?? '';
  img.alt = slide.title ?? '';
  if (slide.dimensions) {
    img.width = slide.dimensions.width;
    img.height = slide.dimensions.height;
  }
  img.loading = 'lazy';
  img.decoding = 'async';
  img.style.cssText = 'display:block;width:100%;height:100%;object-fit:cover';
  return img;
}

/** A mounted gallery: its slide elements, how many it renders (all unless it renders only those near the viewport), and how to take it down. */
export interface Mounted {
  slides: ArrayLike<Element>;
  rendered?: number;
  unmount: () => void;
}

/** One timed mount (ms from the call): until the first slides had their boxes, and until all it renders had; and how many it rendered. */
export interface MountTimes {
  shown: number;
  all: number;
  rendered: number;
}

declare global {
  interface Window {
    /** A mount page's entry for the bench: mounts and resolves with the times taken, or takes it down. */
    mountBench?: { mount: () => Promise<MountTimes>; unmount: () => void };
  }
}

/**
 * Offers `mount` to the bench, timed from the call until the slides have their boxes
 * (script, style and layout done, forced synchronously): `shown` once the call returns
 * (a gallery that renders a big slide list in batches shows those near the viewport first),
 * `all` once all it renders are there (all 250 for the libraries; ours renders only the slides
 * near the viewport of a list this big, so its `all` is its `shown`).
 */
export function offerMount(mount: (host: HTMLElement) => Mounted): void {
  const host = benchHost();
  let current: Mounted | null = null;
  const laidOut = (slide: Element | undefined) => (slide?.getBoundingClientRect().width ?? 0) > 0;
  window.mountBench = {
    mount: () =>
      new Promise<MountTimes>((resolve, reject) => {
        const start = performance.now();
        const mounted = (current = mount(host));
        if (!laidOut(mounted.slides[0])) throw new Error('the first slide has no box');
        const shown = performance.now() - start;
        let timer: number | undefined;
        const count = mounted.rendered ?? SLIDE_COUNT;
        const finished = () => {
          if (mounted.slides.length < count) return false;
          clearTimeout(timer);
          if (!laidOut(mounted.slides[count - 1])) reject(new Error(`slide ${count} has no box`));
          resolve({ shown, all: performance.now() - start, rendered: count });
          return true;
        };
        if (finished()) return;
        const observer = new MutationObserver(() => finished() && observer.disconnect());
        observer.observe(host, { childList: true, subtree: true });
        timer = window.setTimeout(() => {
          observer.disconnect();
          reject(new Error(`${mounted.slides.length} of ${count} slides after 30 s`));
        }, 30_000);
      }),
    unmount() {
      current?.unmount();
      current = null;
      host.replaceChildren();
    },
  };
}
