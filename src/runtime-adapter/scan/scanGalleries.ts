/**
 * The gallery's scanner, in the gallery's mount chunk (loaded with its mount, not at start-up): the gallery block's slides and container classes
 * (7.0 markup, also inside 7.1 pages), the 7.1 gallery sections
 * (`div.gallery-grid|gallery-masonry|gallery-reel[data-controller]`, not blocks: their items are
 * `figure.gallery-*-item`, and the server's lightbox copy is passed over) and the instagram
 * block's server-rendered posts (`a[href] > img`). Plain values only; the readers run in the
 * gallery chunk.
 */
import type { BlockSettings } from '../parse/blockJson';
import { blockLabel } from '../parse/blockJson';
import { classList } from '../parse/blockKind';
import type { GalleryMarkup, SlideMarkup } from '../parse/galleryProps';
import type { BlockJob, MountJob } from '../mountTypes';
import { attributesOf, firstImage, noscriptImageSrc } from './readMarkup';
import { BOUND_ATTRIBUTE } from './boundAttribute';
import { visibleText } from './visibleText';
import { GALLERY_SECTION_SELECTOR } from './galleryFinds';
import type { PageViewScanner } from './scanPageViews';
import type { FoundBlock } from '../kinds/kindDescriptor';
import { mapInSlices } from './yieldToPage';

/** The first link around or inside a slide's image, with an address. */
function slideLink(slide: Element): string | null {
  const link = slide.closest('a[href]') ?? slide.querySelector('a[href]');
  const href = link?.getAttribute('href')?.trim() ?? '';
  return href === '' ? null : href;
}

/** One slide's markup: its element, its image, the noscript fallback, what it shows as text, its link. */
function slideMarkup(slide: HTMLElement, attributes: Record<string, string> = attributesOf(slide)): SlideMarkup {
  const image = firstImage(slide);
  const anchor = slide.querySelector('a.image-slide-anchor');
  // 7.0 lightbox openers carry the title and description on the anchor around the image
  for (const key of ['data-title', 'data-description'] as const) {
    const value = anchor?.getAttribute(key);
    if (!attributes[key] && value) attributes[key] = value;
  }
  return {
    slide: attributes,
    image: image ? attributesOf(image) : null,
    noscriptSrc: noscriptImageSrc(slide),
    caption: visibleText(slide),
    link: slideLink(slide),
  };
}

/** A gallery block's slide elements: those carrying `data-type` or `data-slide-id` (not images, not inside noscript), outermost only. */
function slideElements(content: Element): HTMLElement[] {
  const candidates = Array.from(content.querySelectorAll<HTMLElement>(SLIDE_SELECTOR)).filter((el) => el.tagName !== 'IMG' && el.closest('noscript') === null);
  // a slide nested in another slide's markup (a caption wrapper carrying data-type) is part of the outer one;
  // asked of each slide's ancestors, so ten thousand slides take ten thousand steps, not their square
  return candidates.filter((el) => !isInsideSlide(el, content));
}

/** A gallery block's slides (`slideElements`), each read. */
export function gallerySlides(content: Element): SlideMarkup[] {
  return slideElements(content).map((slide) => slideMarkup(slide));
}

const SLIDE_SELECTOR = '[data-slide-id], [data-type]';

/** Whether an element sits inside another slide of `content` (an image is never a slide, and holds none). */
function isInsideSlide(el: Element, content: Element): boolean {
  const outer = el.parentElement?.closest(SLIDE_SELECTOR) ?? null;
  return outer !== null && outer !== content && content.contains(outer);
}

/** The block's classes and those of its `sqs-gallery*` containers (design, thumbnails per row). */
export function galleryContainerClasses(block: Element): string[] {
  const classes = classList(block.getAttribute('class'));
  for (const el of Array.from(block.querySelectorAll('[class*="sqs-gallery"]'))) classes.push(...classList(el.getAttribute('class')));
  return classes;
}

/**
 * The instagram block's posts as the server rendered them: each `a[href]` holding an image in
 * `.sqs-gallery`, its address the click-through link. Empty when the server rendered none (the
 * block is then rendered by the widget call).
 */
export function instagramSlides(content: Element): SlideMarkup[] {
  const links = Array.from(content.querySelectorAll<HTMLAnchorElement>('.sqs-gallery a[href]')).filter((a) => firstImage(a) !== null);
  return links.map((link) => {
    const image = firstImage(link);
    return {
      slide: { 'data-type': 'image', 'data-click-through-url': link.getAttribute('href') ?? '' },
      image: image ? attributesOf(image) : null,
      noscriptSrc: noscriptImageSrc(link),
      caption: visibleText(link),
    };
  });
}

/**
 * The instagram block's settings in gallery terms: a carousel of its posts, as many a row as
 * `thumbnails-per-row` (4 when absent), no lightbox (each post links to its page).
 */
export function instagramGallerySettings(settings: BlockSettings): BlockSettings {
  const perRow = Number(settings['thumbnails-per-row'] ?? settings.itemsPerRow ?? 4);
  return { design: 'carousel', slidesPerRow: Number.isFinite(perRow) && perRow > 0 ? perRow : 4, lightbox: false, 'active-alignment': 'left' };
}

const ITEM_SELECTOR = 'figure.gallery-grid-item, figure.gallery-masonry-item, figure.gallery-reel-item';

/** A gallery section's name in messages: `gallery section <data-section-id>`. */
export function gallerySectionLabel(element: Element): string {
  const id = element.getAttribute('data-section-id') ?? element.closest('section[data-section-id]')?.getAttribute('data-section-id') ?? null;
  return `gallery section ${blockLabel(id)}`;
}

/** The block kind a 7.1 gallery section's job carries: its chunk's readers tell it from a gallery block by it. */
const GALLERY_SECTION_KIND = 'gallerySection';

/** A 7.1 gallery section's items: its `figure`s, not the server's lightbox copy. */
function sectionItems(element: HTMLElement): HTMLElement[] {
  return Array.from(element.querySelectorAll<HTMLElement>(ITEM_SELECTOR)).filter((item) => item.closest('.gallery-lightbox') === null);
}

/** A 7.1 gallery section's markup, its items read (at once or in slices) as `slides`. */
function sectionMarkup(element: HTMLElement, slides: SlideMarkup[]): GalleryMarkup {
  const copy = element.querySelector('.gallery-lightbox-outer-wrapper') ?? element.parentElement?.querySelector('.gallery-lightbox-outer-wrapper');
  const lightboxCopy = copy?.getAttribute('data-lightbox') ?? null;
  return {
    settings: {},
    containerClasses: [],
    slides,
    section: { controller: element.getAttribute('data-controller') ?? '', attributes: attributesOf(element), lightboxCopy },
  };
}

/**
 * One gallery job per 7.1 gallery section not bound yet, bound at once: a block job the mounter reads with the
 * chunk's reader (`scanGalleryBlock`, or `scanGalleryBlockInSlices`: a section of thousands is read in slices too).
 */
export function scanGallerySections(root: ParentNode, jobs: (MountJob | BlockJob)[]): void {
  for (const element of Array.from(root.querySelectorAll<HTMLElement>(GALLERY_SECTION_SELECTOR))) {
    if (element.hasAttribute(BOUND_ATTRIBUTE)) continue;
    element.setAttribute(BOUND_ATTRIBUTE, 'gallery');
    const label = gallerySectionLabel(element);
    jobs.push({ kind: 'gallery', element, label, block: { element, content: element, blockKind: GALLERY_SECTION_KIND, settings: {}, context: {} } });
  }
}

/** The 7.1 gallery sections on the page not bound yet: the gallery chunk's scanner (its `scan`). */
export const scanGalleryPage: PageViewScanner<MountJob | BlockJob> = (root) => {
  const jobs: (MountJob | BlockJob)[] = [];
  scanGallerySections(root, jobs);
  return { jobs, messages: [] };
};

/** The gallery chunk's reader of a gallery block, or of an instagram block whose posts the server rendered (its `scanBlock`). */
export function scanGalleryBlock({ element, content, blockKind, settings }: FoundBlock): GalleryMarkup | null {
  if (blockKind === GALLERY_SECTION_KIND)
    return sectionMarkup(
      element,
      sectionItems(element).map((item) => slideMarkup(item)),
    );
  if (blockKind === 'gallery') return { settings, containerClasses: galleryContainerClasses(element), slides: gallerySlides(content) };
  return instagramGallery(content, settings);
}

/**
 * The same reader as `scanGalleryBlock`, giving the page a turn between slices of a gallery block's
 * slides (`mapInSlices`), so a gallery of thousands is read in many short tasks, not one long one:
 * the runtime's mounter reads block jobs with it (its `scanBlockInSlices`).
 */
export async function scanGalleryBlockInSlices({ element, content, blockKind, settings }: FoundBlock): Promise<GalleryMarkup | null> {
  if (blockKind === GALLERY_SECTION_KIND) return sectionMarkup(element, await mapInSlices(sectionItems(element), (item) => slideMarkup(item)));
  if (blockKind !== 'gallery') return instagramGallery(content, settings);
  const elements = slideElements(content);
  const slides = await mapInSlices(elements, (slide) => slideMarkup(slide));
  return { settings, containerClasses: galleryContainerClasses(element), slides };
}

/** An instagram block as a gallery of the posts the server rendered; null without any. */
function instagramGallery(content: HTMLElement, settings: BlockSettings): GalleryMarkup | null {
  // an instagram block's posts the server rendered: a carousel over them, each keeping its link; none: the social gallery's
  const slides = instagramSlides(content);
  return slides.length > 0 ? { settings: instagramGallerySettings(settings), containerClasses: [], slides } : null;
}
