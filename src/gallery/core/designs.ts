/**
 * The eight gallery designs and the defaults each starts from (spec: "Gallery designs",
 * "Design defaults", "Gallery" constants). Pure data.
 */
export const GALLERY_DESIGNS = ['autocolumns', 'autogrid', 'autorows', 'grid', 'carousel', 'stacked', 'strip', 'slideshow'] as const;
export type GalleryDesign = (typeof GALLERY_DESIGNS)[number];

export function isGalleryDesign(name: unknown): name is GalleryDesign {
  return typeof name === 'string' && (GALLERY_DESIGNS as readonly string[]).includes(name);
}

/** The spec's error for a design the library does not have. */
export const UNKNOWN_DESIGN_MESSAGE = 'These are not the gallery designs you are looking for';

/** The second error: which designs are loaded. */
export function loadedDesignsMessage(loaded: readonly string[] = GALLERY_DESIGNS): string {
  return `Loaded gallery designs: ${loaded.join(', ')}`;
}

export type ColumnBehaviour = 'min' | 'max';
export type StripAlignment = 'start' | 'middle' | 'end';
export type Transition = 'fade' | 'slide' | 'none';
export type ClickBehaviour = 'next' | 'lightbox' | 'none';

export interface DesignDefaults {
  columnWidth: number;
  gutter: number;
  /** Gutter as a percentage of the container width rather than px. */
  gutterIsPercent: boolean;
  columnBehaviour: ColumnBehaviour;
  rowHeight: number;
  slidesPerRow: number;
  lightbox: boolean;
  padding: number;
  preload: number;
  clickBehaviour: ClickBehaviour;
  speed: number;
  transition: Transition;
  alignment: StripAlignment;
  /** Previous at the first slide goes to the last (and next at the last to the first). */
  loop: boolean;
}

const BASE: DesignDefaults = {
  columnWidth: 250,
  gutter: 0,
  gutterIsPercent: false,
  columnBehaviour: 'min',
  rowHeight: 250,
  slidesPerRow: 1,
  lightbox: false,
  padding: 20,
  preload: 1,
  clickBehaviour: 'none',
  speed: 1,
  transition: 'fade',
  alignment: 'middle',
  loop: false,
};

export const DESIGN_DEFAULTS: Record<GalleryDesign, DesignDefaults> = {
  autocolumns: { ...BASE, columnWidth: 250, gutter: 0, columnBehaviour: 'min' },
  autogrid: { ...BASE, columnWidth: 250, gutter: 0, columnBehaviour: 'min' },
  autorows: { ...BASE, rowHeight: 250, gutter: 20, lightbox: true },
  grid: { ...BASE, slidesPerRow: 4, lightbox: true, padding: 20 },
  carousel: { ...BASE, slidesPerRow: 3, gutter: 1, gutterIsPercent: true },
  stacked: { ...BASE, preload: 1, clickBehaviour: 'next', speed: 1, transition: 'fade' },
  strip: { ...BASE, speed: 0.5, preload: 1, alignment: 'middle' },
  slideshow: { ...BASE, transition: 'fade', loop: true },
};

/**
 * The spec's gallery constants that a view reads. The others live where they are used: the key
 * codes in `primitives/carousel/keyStep.rules.ts` (keyToStep), the swipe timings and thresholds in
 * `primitives/carousel/swipe.rules.ts`, the image queue's 16 / 1 in `primitives/image/loadQueue.ts`, the grid's
 * default padding in DESIGN_DEFAULTS. The visitor runtime's own default autoplay timeout
 * (1000 ms) applies only to a gallery built without a timeout, which a block never is (its
 * duration, else 5000 ms), so it has no constant here.
 */
export const GALLERY_CONSTANTS = {
  /** Autoplay timeout when the block gives no duration, ms. */
  autoplayDefaultTimeoutMs: 5000,
  resizeTimeoutMs: 100,
  swipeAnimationS: 0.28,
  thumbnailPaddingCap: 5,
  videoThumbnailFallbackRatio: 16 / 9,
} as const;
