/**
 * The box a mounted view keeps when it takes the place of a block's server markup, so the
 * swap moves nothing a visitor sees (no layout shift). Pure: the caller measures.
 *
 * A view shorter than the server's markup would pull everything under it up. While the
 * block is on screen its view holds the markup's height as its least height; once the
 * block is off screen (the visitor scrolled past it, or it was never in view) the hold
 * is let go: a change below the viewport moves nothing visible, and one above it is
 * absorbed by the browser's scroll anchoring.
 *
 * The markup's first and last elements' outer margins collapse through a content box
 * without padding or border on that side, so they lie outside the box the height measures:
 * the view's host takes them as its own margins (`marginThrough`), or the block moves up
 * by the first one at the swap (a heading's top margin, on the cart and member pages).
 */

/** A box in viewport coordinates, as `getBoundingClientRect` gives it. */
export interface ViewportBox {
  top: number;
  bottom: number;
}

/** The height of the content box inside a border box: the border box's height less padding and borders, never below 0. */
export function contentBoxHeight(borderBoxHeight: number, paddingAndBorders: number[]): number {
  const inner = paddingAndBorders.reduce((height, side) => height - (Number.isFinite(side) ? side : 0), borderBoxHeight);
  return Math.max(0, inner);
}

/** True when some of the box lies inside a viewport of that height (a box ending at its top edge does not). */
export function isOnScreen(box: ViewportBox, viewportHeight: number): boolean {
  return box.bottom > 0 && box.top < viewportHeight;
}

/**
 * The least height, px, the view holds at the swap: the server markup's height while the
 * block is on screen, none (null) when the block is off screen or the markup had no height.
 */
export function heightToHold(serverHeight: number, block: ViewportBox, viewportHeight: number): number | null {
  if (!(serverHeight > 0) || !isOnScreen(block, viewportHeight)) return null;
  return Math.round(serverHeight * 100) / 100;
}

/**
 * The margin, px, of the markup's first (or last) shown element that collapses through the
 * content's edge on that side: the element's margin when the content has neither padding
 * nor border there, else 0 (the margin then stays inside the measured box). Negative or
 * unreadable margins count as 0.
 */
export function marginThrough(childMargin: number, contentPaddingAndBorder: number[]): number {
  if (!(childMargin > 0)) return 0;
  const closed = contentPaddingAndBorder.some((side) => Number.isFinite(side) && side > 0);
  return closed ? 0 : Math.round(childMargin * 100) / 100;
}
