/**
 * The area a capture takes, as the DevTools protocol's Page.captureScreenshot wants it.
 * Pure.
 *
 * The farm calls the protocol itself (one round trip instead of Playwright's five or
 * six), so it must ask for exactly the pixels Playwright's page.screenshot took when
 * the baselines were written: the story root's box rounded outwards to whole pixels
 * and trimmed to the document (`fullPage`), captured beyond the viewport only when the
 * document does not fit in it; an overlay story takes the viewport at its scroll offset.
 */

/**
 * @typedef {{ x: number, y: number, width: number, height: number }} Rect
 * @typedef {{ box: Rect, page: { width: number, height: number }, scroll: { x: number, y: number } }} Settled
 *   what the page driver's settle() returns: the root's box in page coordinates, the
 *   document's size (as Playwright measures it for a full-page capture) and the scroll offset
 * @typedef {{ clip: Rect & { scale: 1 }, captureBeyondViewport: boolean }} ScreenshotArea
 */

/** The root's box rounded outwards to whole pixels. @param {Rect} box @returns {Rect} */
export function pixelClip(box) {
  const x = Math.floor(box.x);
  const y = Math.floor(box.y);
  return { x, y, width: Math.ceil(box.x + box.width) - x, height: Math.ceil(box.y + box.height) - y };
}

/** The part of `clip` inside (0, 0, width, height); throws when nothing is left. @returns {Rect} */
export function trimClip(clip, size) {
  const within = (value, max) => Math.max(0, Math.min(value, max));
  const x = within(clip.x, size.width);
  const y = within(clip.y, size.height);
  const width = within(clip.x + clip.width, size.width) - x;
  const height = within(clip.y + clip.height, size.height) - y;
  if (width <= 0 || height <= 0) throw new Error('The story root lies outside the page: nothing to capture');
  return { x, y, width, height };
}

/**
 * What to capture of a settled story.
 * @param {Settled} settled
 * @param {{ width: number, height: number }} viewport
 * @param {boolean} wholeViewport the story asked for the viewport (an overlay)
 * @returns {ScreenshotArea}
 */
export function screenshotArea(settled, viewport, wholeViewport) {
  if (wholeViewport) {
    return { clip: { x: settled.scroll.x, y: settled.scroll.y, width: viewport.width, height: viewport.height, scale: 1 }, captureBeyondViewport: false };
  }
  const fits = settled.page.width <= viewport.width && settled.page.height <= viewport.height;
  return { clip: { ...trimClip(pixelClip(settled.box), settled.page), scale: 1 }, captureBeyondViewport: !fits };
}
