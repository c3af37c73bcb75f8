/**
 * What start-up knows of galleries, before the gallery's chunk loads: the 7.1 gallery sections'
 * selector (the kind's `elements`), and why a gallery block is skipped (its data-block-json cannot
 * be read, or it has no gallery container). The gallery's scanner is in its chunk
 * (`scanGalleries.ts`, loaded with the gallery's mount).
 */

/** The 7.1 gallery sections (not blocks): the gallery chunk's scanner reads them. */
export const GALLERY_SECTION_SELECTOR = '.gallery-grid[data-controller], .gallery-masonry[data-controller], .gallery-reel[data-controller]';

/**
 * A gallery block whose data-block-json cannot be read: the spec's console message first
 * ('Error decoding gallery block data.' when it does not parse, 'Error evaluating gallery
 * block data.' when it is not an object), then which block was skipped and why.
 */
export function galleryDataMessage(failure: { message: string; reason: 'syntax' | 'not-object' }): string {
  return `${failure.reason === 'syntax' ? 'Error decoding gallery block data.' : 'Error evaluating gallery block data.'} ${failure.message}`;
}

/** The spec's message for a gallery block without its container (001 §8). */
export const NO_GALLERY_CONTAINER = 'No gallery container found';

const GALLERY_CONTAINER = '.sqs-gallery-container, .sqs-gallery';

/**
 * A gallery block holds its slides in its gallery container (`.sqs-gallery-container` around
 * `.sqs-gallery` in every published gallery block we have). Without one there is nothing to
 * enhance: the block is skipped, left as the server rendered it, with the spec's message
 * first, then which block.
 */
export function galleryContainerMessage(block: Element, label: string): string | null {
  if (block.matches(GALLERY_CONTAINER) || block.querySelector(GALLERY_CONTAINER) !== null) return null;
  return `${NO_GALLERY_CONTAINER}. Block ${label} skipped: it has no .sqs-gallery-container or .sqs-gallery element`;
}
