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
 * Null when the page shows `img` (it is in no noscript fallback and under no `pending` element, and its
 * nearest bound block is none a view stands in for); else the element in which every waiting image waits
 * like it (a noscript, an element still to read, a view with no bound block inside), or `img` itself. One
 * walk up to the nearest of those, a second above an unclaimed bound block only.
 */
function waitsWithin(img: Element, pending: string): Element | null {
  const noscriptOrPending = pending === '' ? 'noscript' : `noscript, ${pending}`;
  const nearest = img.closest(`${noscriptOrPending}, [${BOUND_ATTRIBUTE}]`);
  if (nearest === null || nearest.localName === 'noscript' || (pending !== '' && nearest.matches(pending))) return nearest;
  if (isAView(nearest)) return nearest.querySelector(`[${BOUND_ATTRIBUTE}]`) === null ? nearest : img;
  return nearest.parentElement?.closest(noscriptOrPending) ?? null;
}

/**
 * The index of the first image after `from` that is not inside `container`. The images are in document
 * order, so those inside one element follow one another: a binary search, a few `contains` calls for a
 * gallery of 10,000 thumbnails, none of its images touched one by one.
 */
function pastContainer(images: NodeListOf<Element>, from: number, container: Element): number {
  let inside = from;
  let outside = images.length;
  while (outside - inside > 1) {
    const middle = (inside + outside) >> 1;
    if (container.contains(images[middle]!)) inside = middle;
    else outside = middle;
  }
  return outside;
}

/**
 * Shows the waiting images no view stands in for; returns how many were given a source. `pending`
 * selects the elements a chunk is still to read (a view may stand in for them): their images wait too.
 */
export function showWaitingImages(root: ParentNode, pending = ''): number {
  let shown = 0;
  const images = root.querySelectorAll<HTMLImageElement>(WAITING);
  for (let i = 0; i < images.length;) {
    const img = images[i]!;
    const within = waitsWithin(img, pending);
    if (within === null) {
      if (!img.hasAttribute('loading')) img.setAttribute('loading', 'lazy');
      if (showPublishedImage(img, 'aspectRatio')) shown += 1;
    }
    // an image holds no other: `img` itself moves on by one
    i = within === null ? i + 1 : pastContainer(images, i, within);
  }
  return shown;
}
