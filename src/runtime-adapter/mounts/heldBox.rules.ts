/**
 * The box a mounted view keeps when it takes the place of a block's server markup, so the
 * swap moves nothing a visitor sees (no layout shift). Pure: the caller measures.
 *
 * A view shorter than the server's markup would pull everything under it up. While the
 * block is on screen its view holds the markup's height as its least height; once the
 * block is off screen (the visitor scrolled past it, or it was never in view) the hold
 * is let go: a change below the viewport moves nothing visible, and one above it is
 * absorbed by the browser's scroll anchoring.
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
