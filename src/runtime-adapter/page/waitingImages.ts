/**
 * The platform's image loader, for the images the runtime leaves to the page: a published
 * `img` waits with `data-src` and no `src` (7.0 pages have no `src` at all, only a noscript
 * twin a visitor with scripts never sees). Images inside a block a view stands in for are the
 * view's; every other waiting image (in markup no block claims, in a block left as rendered or
 * skipped) gets its source, lazily loaded, its box kept as an aspect ratio.
 */
import { showPublishedImage } from '../../primitives/image/publishedImages';
import { BOUND_ATTRIBUTE, LEFT_ATTRIBUTE, SKIPPED } from '../scan/boundAttribute';

const WAITING = 'img[data-src]:not([src]), img[data-image]:not([src])';

/** True when a view stands in for the image's block, so the view shows its own image. */
function isAViewsImage(img: Element): boolean {
  const owner = img.closest(`[${BOUND_ATTRIBUTE}]`);
  return owner !== null && owner.getAttribute(BOUND_ATTRIBUTE) !== SKIPPED && !owner.hasAttribute(LEFT_ATTRIBUTE);
}

/**
 * Shows the waiting images no view stands in for; returns how many were given a source. `pending`
 * selects the elements a chunk is still to read (a view may stand in for them): their images wait too.
 */
export function showWaitingImages(root: ParentNode, pending = ''): number {
  let shown = 0;
  for (const img of Array.from(root.querySelectorAll<HTMLImageElement>(WAITING))) {
    if (img.closest('noscript') || isAViewsImage(img) || (pending !== '' && img.closest(pending))) continue;
    if (!img.hasAttribute('loading')) img.setAttribute('loading', 'lazy');
    if (showPublishedImage(img, 'aspectRatio')) shown += 1;
  }
  return shown;
}
