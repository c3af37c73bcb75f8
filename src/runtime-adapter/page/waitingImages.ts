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

/** True when a view stands in for the bound element's block (it is neither skipped nor left as rendered). */
function isAView(bound: Element): boolean {
  return bound.getAttribute(BOUND_ATTRIBUTE) !== SKIPPED && !bound.hasAttribute(LEFT_ATTRIBUTE);
}

/**
 * Whether the page shows `img`: it is in no noscript fallback and under no `pending` element, and
 * its nearest bound block is none a view stands in for. One walk up to the nearest of those
 * (a gallery of 10,000 slides asks this of every thumbnail at start-up), a second above an
 * unclaimed bound block only.
 */
function isThePagesImage(img: Element, pending: string): boolean {
  const noscriptOrPending = pending === '' ? 'noscript' : `noscript, ${pending}`;
  const nearest = img.closest(`${noscriptOrPending}, [${BOUND_ATTRIBUTE}]`);
  if (nearest === null) return true;
  if (nearest.localName === 'noscript' || (pending !== '' && nearest.matches(pending)) || isAView(nearest)) return false;
  return nearest.parentElement?.closest(noscriptOrPending) == null;
}

/**
 * The waiting images of the blocks a view stands in for, found from those blocks down (a gallery's
 * 10,000 thumbnails in one native query, not one walk each); null when a bound element sits inside
 * such a block, where the nearest one decides and each image is asked (`isThePagesImage`).
 */
function viewsImages(root: ParentNode): Set<Element> | null {
  const views = Array.from(root.querySelectorAll(`[${BOUND_ATTRIBUTE}]`)).filter(isAView);
  if (views.some((view) => view.querySelector(`[${BOUND_ATTRIBUTE}]`) !== null)) return null;
  const images = new Set<Element>();
  for (const view of views) for (const img of Array.from(view.querySelectorAll(WAITING))) images.add(img);
  return images;
}

/**
 * Shows the waiting images no view stands in for; returns how many were given a source. `pending`
 * selects the elements a chunk is still to read (a view may stand in for them): their images wait too.
 */
export function showWaitingImages(root: ParentNode, pending = ''): number {
  let shown = 0;
  const ofViews = viewsImages(root);
  for (const img of Array.from(root.querySelectorAll<HTMLImageElement>(WAITING))) {
    if (ofViews?.has(img) || !isThePagesImage(img, pending)) continue;
    if (!img.hasAttribute('loading')) img.setAttribute('loading', 'lazy');
    if (showPublishedImage(img, 'aspectRatio')) shown += 1;
  }
  return shown;
}
