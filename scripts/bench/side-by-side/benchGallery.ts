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
if (!parsed.ok) throw new Error(parsed.errors.join('; '));
export const SETTINGS = parsed.settings;
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

/** A mounted gallery: its slide elements, and how to take it down. */
export interface Mounted {
  slides: ArrayLike<Element>;
  unmount: () => void;
}

declare global {
  interface Window {
    /** A mount page's entry for the bench: mounts and returns the time taken (ms), or takes it down. */
    mountBench?: { mount: () => number; unmount: () => void };
  }
}

/**
 * Offers `mount` to the bench: timed from the call until the last slide has its box
 * (script, style and layout done, forced synchronously), checked to have all 250 slides.
 */
export function offerMount(mount: (host: HTMLElement) => Mounted): void {
  const host = benchHost();
  let current: Mounted | null = null;
  window.mountBench = {
    mount() {
      const start = performance.now();
      current = mount(host);
      const last = current.slides[current.slides.length - 1];
      const width = last?.getBoundingClientRect().width ?? 0;
      const ms = performance.now() - start;
      if (current.slides.length !== SLIDE_COUNT || !(width > 0)) throw new Error(`expected ${SLIDE_COUNT} laid-out slides, found ${current.slides.length} (last ${width} px wide)`);
      return ms;
    },
    unmount() {
      current?.unmount();
      current = null;
      host.replaceChildren();
    },
  };
}
