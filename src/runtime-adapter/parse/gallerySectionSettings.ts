/**
 * A 7.1 gallery section (`div.gallery-grid|gallery-masonry|gallery-reel[data-controller]`,
 * not a block) to gallery block settings: the single-quoted raw JSON `data-props` first,
 * the flat `data-*` duplicates (`data-columns`, `data-gutter`, `data-aspect-ratio`,
 * `data-lightbox`, `data-show-captions`) for what it leaves out. Also the 7.0 gallery
 * block's named keys (`aspect-ratio`, grid `thumbnails-per-row`) in the gallery's own
 * terms. Pure.
 */
import type { BlockSettings } from './blockJson';

/** The gallery section layouts the platform renders and we mount (the corpus has grid, masonry and reel). */
export type GallerySectionLayout = 'grid' | 'masonry' | 'reel';

/** What the scanner passes for a gallery section: its controller, raw `data-props` and its attributes. */
export interface GallerySectionMarkup {
  /** `data-controller`: GalleryGrid, GalleryMasonry or GalleryReel. */
  controller: string;
  /** The element's attributes (`data-props`, `data-columns`, `data-gutter`, `data-aspect-ratio`, `data-lightbox`, `data-show-captions`, …). */
  attributes: Record<string, string>;
  /** `data-lightbox` of the server's lightbox copy (`.gallery-lightbox-outer-wrapper`), when there is one. */
  lightboxCopy: string | null;
}

export interface GallerySectionSettings {
  layout: GallerySectionLayout;
  /** The settings in gallery block terms (read by `parseGalleryBlockData`). */
  settings: BlockSettings;
  /** A reel's height as a share of the viewport height (0.8 for 80 vh), else null. */
  viewportHeight: number | null;
}

const LAYOUT_OF_CONTROLLER: Record<string, GallerySectionLayout> = { GalleryGrid: 'grid', GalleryMasonry: 'masonry', GalleryReel: 'reel' };

const NUMBER_WORDS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, sixteen: 16 };

/**
 * A named aspect ratio as width ÷ height: `square` 1, `standard` 4:3, `widescreen` 16:9, or
 * `<width>-<height>` in words (`four-three`, `sixteen-nine`, `two-three`); `original`, `auto` or
 * anything else: null (each image keeps its own).
 */
export function namedAspectRatio(name: unknown): number | null {
  if (typeof name !== 'string') return null;
  const key = name.trim().toLowerCase();
  if (key === 'square') return 1;
  if (key === 'standard') return 4 / 3;
  if (key === 'widescreen') return 16 / 9;
  const [w, h, ...rest] = key.split('-');
  const width = NUMBER_WORDS[w ?? ''];
  const height = NUMBER_WORDS[h ?? ''];
  return width && height && rest.length === 0 ? width / height : null;
}

const numberOf = (value: unknown): number | undefined => {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : undefined;
};

/** A flat `data-*` flag: "true" is on; "", "false" or absent is off (the platform writes "" for off). */
const flag = (value: string | null | undefined): boolean => value?.trim().toLowerCase() === 'true';

function propsJson(raw: string | undefined): Record<string, unknown> {
  if (!raw || raw.trim() === '') return {};
  try {
    const value: unknown = JSON.parse(raw);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    // the flat data-* duplicates carry the same settings
    return {};
  }
}

/** The section's layout and settings, or null when its controller is not one of grid, masonry, reel. */
export function gallerySectionSettings({ controller, attributes, lightboxCopy }: GallerySectionMarkup): GallerySectionSettings | null {
  const layout = LAYOUT_OF_CONTROLLER[controller.trim()];
  if (!layout) return null;
  const props = propsJson(attributes['data-props']);
  const columns = numberOf(props.numColumns) ?? numberOf(attributes['data-columns']);
  const gutter = numberOf(props.gutter) ?? numberOf(attributes['data-gutter']);
  const lightbox = typeof props.lightboxEnabled === 'boolean' ? props.lightboxEnabled : flag(attributes['data-lightbox']) || flag(lightboxCopy);
  const captions = flag(attributes['data-show-captions']);
  const settings: BlockSettings = { lightbox };
  if (captions) settings['meta-position'] = 'bottom';
  if (layout === 'grid') {
    settings.design = 'grid';
    if (columns !== undefined) settings.slidesPerRow = columns;
    if (gutter !== undefined) settings.padding = gutter;
    const ratio = namedAspectRatio(props.aspectRatio ?? attributes['data-aspect-ratio']);
    if (ratio !== null) settings.imageAspectRatio = ratio;
  } else if (layout === 'masonry') {
    settings.design = 'autocolumns';
    if (columns !== undefined) settings.slidesPerRow = columns;
    if (gutter !== undefined) settings.gutter = gutter;
  } else {
    settings.design = 'strip';
    settings['active-alignment'] = 'center';
  }
  const vh = numberOf(props.viewportHeight);
  return { layout, settings, viewportHeight: layout === 'reel' && vh !== undefined && vh > 0 ? vh / 100 : null };
}

/**
 * The 7.0 gallery block's named keys in gallery terms, where the JSON leaves the gallery's
 * own keys out: `aspect-ratio` (a name, with `auto-crop` on) as `imageAspectRatio`, and a
 * grid's `thumbnails-per-row` (its columns) as `slidesPerRow`.
 */
export function galleryBlockNamedKeys(settings: BlockSettings): BlockSettings {
  const found: BlockSettings = {};
  const ratio = namedAspectRatio(settings['aspect-ratio']);
  if ((settings.imageAspectRatio === undefined || settings.imageAspectRatio === null) && ratio !== null && settings['auto-crop'] !== false) {
    found.imageAspectRatio = ratio;
  }
  const design = typeof settings.design === 'string' ? settings.design.trim().toLowerCase() : null;
  const perRow = numberOf(settings['thumbnails-per-row']);
  if (design === 'grid' && (settings.slidesPerRow === undefined || settings.slidesPerRow === null) && perRow !== undefined) found.slidesPerRow = perRow;
  return found;
}
