/**
 * A gallery's far slides left unrendered while the runtime reads them. The platform publishes
 * every thumbnail of a gallery as an `img` with alt text and no `src` (its loader gives the source
 * later), and Chromium styles each such image as fallback content: for a gallery of 10,000 slides
 * that is seconds of styling before the first frame, for slides a visitor cannot see yet and a view
 * will stand in for. When the runtime's script runs (it blocks rendering, so this comes before the
 * page's first style: the entry takes the hold then, the start follows in the first frame) one rule
 * takes every gallery's slides from the 101st on out of the rendering
 * (`display: none`: no style for their contents, no boxes to lay out), in 7.0 gallery blocks and
 * 7.1 gallery sections. A gallery of 100 slides or fewer is not touched. The rule is taken away once
 * the start's mount pass has settled: a mounted gallery's markup is hidden by then (its slides come
 * back inside markup whose rendering is skipped), and one left as rendered shows every slide again.
 * No React, one element in the head.
 */

/** The first slide, counted from 1 in its list, whose rendering waits. */
export const FIRST_FAR_SLIDE = 101;

/** The lists of slides: a 7.0 gallery block's `.sqs-gallery`, a 7.1 gallery section's grid, masonry and reel. */
const SLIDE_LISTS = ['.sqs-gallery > .slide', '.gallery-grid-wrapper > figure', '.gallery-masonry-wrapper > figure', '.gallery-reel-list > figure'];

/** The rule: far slides are not rendered. */
export const FAR_SLIDES_RULE = `${SLIDE_LISTS.map((list) => `${list}:nth-child(n+${FIRST_FAR_SLIDE})`).join(',\n')} {
  display: none;
}`;

/** Marks the style element, so a test or a person can tell it apart. */
export const FAR_SLIDES_ATTRIBUTE = 'data-runtime-far-slides';

/** Adds the rule to the document's head; returns how to take it away (once is enough, a second call does nothing). */
export function holdFarSlides(document: Document): () => void {
  const style = document.createElement('style');
  style.setAttribute(FAR_SLIDES_ATTRIBUTE, '');
  style.textContent = FAR_SLIDES_RULE;
  (document.head ?? document.documentElement).append(style);
  return () => style.remove();
}
