/**
 * Gallery block markup to the gallery views' props: the block settings (JSON first,
 * container classes for what it leaves out) and the slides (slide element attributes,
 * then its image's, then the noscript image's src). Pure: takes attribute records.
 */
import type { Result } from '../../platform/result/result';
import { parseGalleryBlockData, type GallerySettings } from '../../gallery/core/galleryBlockData';
import { parseSlide, type Slide, type SlideAttributes } from '../../gallery/core/slideAttributes';
import type { BlockSettings } from './blockJson';
import { blockLabel } from './blockJson';
import { galleryBlockNamedKeys, gallerySectionSettings, type GallerySectionLayout, type GallerySectionMarkup } from './gallerySectionSettings';

export interface GalleryProps {
  settings: GallerySettings;
  slides: Slide[];
  /** A 7.1 gallery section's layout (and a reel's height as a share of the viewport); null for a gallery block. */
  section: { layout: GallerySectionLayout; viewportHeight: number | null } | null;
}

/** The gallery's props, or every problem found, one message each (the platform's `Result`). */
export type GalleryPropsResult = Result<GalleryProps, string[]>;

/** Settings carried as container classes: sqs-gallery-block-<design>, sqs-gallery-thumbnails-per-row-<N>. */
export function settingsFromContainerClasses(classes: readonly string[]): BlockSettings {
  const found: BlockSettings = {};
  for (const c of classes) {
    const perRow = /^sqs-gallery-thumbnails-per-row-(\d+)$/.exec(c);
    if (perRow) {
      found['thumbnails-per-row'] = Number(perRow[1]);
      continue;
    }
    const design = /^sqs-gallery-block-([a-z]+)$/.exec(c);
    if (design) found.design = design[1];
  }
  return found;
}

/** The attributes of one slide's markup: the slide element, its first img, the noscript img's src and alt. */
export interface SlideMarkup {
  slide: SlideAttributes;
  image?: SlideAttributes | null;
  noscriptSrc?: string | null;
  /** The text the server shows with the slide (a caption, a title under a thumbnail), else null. */
  caption?: string | null;
  /** The slide's link (`a[href]` around its image), when the slide element names no click-through url. */
  link?: string | null;
}

const IMAGE_KEYS = ['data-src', 'data-image', 'data-image-dimensions', 'data-image-focal-point'] as const;
const present = (value: string | null | undefined): value is string => typeof value === 'string' && value.trim() !== '';

/** One record of slide attributes: the slide element wins, then its image, then the noscript fallback. */
export function slideRecord({ slide, image = null, noscriptSrc = null, caption = null, link = null }: SlideMarkup): SlideAttributes {
  const record: SlideAttributes = { ...slide };
  for (const key of IMAGE_KEYS) {
    if (!present(record[key]) && present(image?.[key])) record[key] = image[key];
  }
  if (!present(record['data-src'])) {
    record['data-src'] = present(record['data-image']) ? record['data-image'] : present(noscriptSrc) ? noscriptSrc : record['data-src'];
  }
  // the text the server shows is the title the view shows; else the image's alt names it
  if (present(caption) && !present(record['data-title']) && !present(record['data-description'])) record['data-title'] = caption.trim();
  if (!present(record['data-title']) && present(image?.alt)) record['data-title'] = image.alt;
  if (!present(record['data-click-through-url']) && present(link)) record['data-click-through-url'] = link.trim();
  // a 7.0 slide names its gallery item only on its image (`data-image-id`): the slide's id, its deep link
  if (!present(record['data-slide-id']) && present(image?.['data-image-id'])) record['data-slide-id'] = image['data-image-id'];
  return record;
}

/**
 * What the scanner passes for a gallery block: its settings, the container classes and each
 * slide's attributes; for a 7.1 gallery section (`section`), its controller and attributes
 * (the settings are then empty).
 */
export interface GalleryMarkup {
  settings: BlockSettings;
  containerClasses: string[];
  slides: SlideMarkup[];
  section?: GallerySectionMarkup | null;
}

/**
 * The gallery's props. The JSON wins over container classes; an unknown design or a bad
 * column width gives the gallery's own messages, prefixed with the block.
 */
export function parseGalleryProps(
  settings: BlockSettings,
  containerClasses: readonly string[],
  slides: readonly SlideMarkup[],
  elementId: string | null,
  sectionMarkup: GallerySectionMarkup | null = null,
): GalleryPropsResult {
  const section = sectionMarkup ? gallerySectionSettings(sectionMarkup) : null;
  if (sectionMarkup && !section) {
    return {
      ok: false,
      error: [
        `Gallery section ${blockLabel(elementId)} left as rendered: its data-controller ${JSON.stringify(sectionMarkup.controller)} is not GalleryGrid, GalleryMasonry or GalleryReel`,
      ],
    };
  }
  const fromClasses = settingsFromContainerClasses(containerClasses);
  const merged: BlockSettings = { ...fromClasses, ...(section?.settings ?? {}) };
  for (const [key, value] of Object.entries(settings)) if (value !== null && value !== undefined) merged[key] = value;
  Object.assign(merged, galleryBlockNamedKeys(merged));
  // a slide's visible text is shown over it, where the settings name no place for it
  if (!merged['meta-position'] && slides.some((s) => present(s.caption))) merged['meta-position'] = 'bottom';
  const data = parseGalleryBlockData(merged);
  if (!data.ok) return { ok: false, error: data.error.map((e) => `Block ${blockLabel(elementId)}: ${e}`) };
  return {
    ok: true,
    value: {
      settings: data.value,
      slides: slides.map((s) => parseSlide(slideRecord(s))),
      section: section ? { layout: section.layout, viewportHeight: section.viewportHeight } : null,
    },
  };
}
