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

/** How the content element lays out its children, as its computed style says. */
export interface ContentLayout {
  display: string;
  overflowX: string;
  overflowY: string;
  float: string;
  position: string;
}

const BLOCK_LAYOUT: ContentLayout = { display: 'block', overflowX: 'visible', overflowY: 'visible', float: 'none', position: 'static' };

/**
 * True when its children's margins can collapse through the content's edges: a plain block
 * box in the flow. A flex or grid container, a flow root, a float, an absolutely placed box
 * or one that clips with a scroll box starts a context of its own: the margins stay inside it.
 * A value left empty (not computed) counts as the property's initial one.
 */
export function letsMarginsThrough(content: ContentLayout): boolean {
  if (content.display !== 'block' && content.display !== 'list-item') return false;
  if ((content.float !== 'none' && content.float !== '') || content.position === 'absolute' || content.position === 'fixed') return false;
  return [content.overflowX, content.overflowY].every((overflow) => overflow === 'visible' || overflow === 'clip' || overflow === '');
}

/**
 * The margin, px, of the markup's first (or last) shown element that collapses through the
 * content's edge on that side: the element's margin when the content lets margins through
 * (`letsMarginsThrough`) and has neither padding nor border there, else 0 (the margin then
 * stays inside the measured box). Negative or unreadable margins count as 0.
 */
export function marginThrough(childMargin: number, contentPaddingAndBorder: number[], content: ContentLayout = BLOCK_LAYOUT): number {
  if (!(childMargin > 0) || !letsMarginsThrough(content)) return 0;
  const closed = contentPaddingAndBorder.some((side) => Number.isFinite(side) && side > 0);
  return closed ? 0 : Math.round(childMargin * 100) / 100;
}
