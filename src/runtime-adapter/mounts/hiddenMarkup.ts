/**
 * How a mount hides one element of the server's markup while a view stands in for it, and
 * shows it again. An element gets the `hidden` attribute and an inline `display: none
 * !important`, which takes its boxes away: the attribute alone loses to any site stylesheet
 * rule that sets the element's display (`.eventlist-event { display: flex }`), and the
 * server's markup would show under the view. Markup of thousands of elements (a gallery of 10,000 slides: about 60,000)
 * keeps its boxes instead: Chromium spends about 0.4-0.9 s tearing such a layout tree down
 * and tens of seconds styling it again when it is shown, where skipping its rendering
 * (`content-visibility: hidden` on the element, which then takes no room) costs tens of ms
 * both ways. Either way the element has `hidden` (what the readers of shown markup ask).
 */

/** From this many elements inside, an element's rendering is skipped rather than its boxes taken away. */
export const LARGE_MARKUP_ELEMENTS = 2000;

/** Displays whose element can skip its contents' rendering (size containment applies). */
const CONTAINABLE_DISPLAYS = new Set(['block', 'flow-root', 'flex', 'grid', 'list-item']);

/**
 * Written over the element's own style while it is hidden: its display as computed (the
 * `hidden` attribute would take its boxes away), its contents' rendering skipped, no room,
 * nothing of its own painted.
 */
function skippedStyle(display: string): string {
  return [
    `display:${display}`,
    'content-visibility:hidden',
    'contain-intrinsic-size:none',
    'height:0',
    'min-height:0',
    'max-height:0',
    'margin:0',
    'padding:0',
    'border:0',
    'outline:0',
    'box-shadow:none',
  ]
    .map((declaration) => `${declaration} !important`)
    .join(';');
}

/** Hides `element` (the `hidden` attribute); returns how to show it again as it was. */
export function hideMarkupElement(element: HTMLElement): () => void {
  const large = element.getElementsByTagName('*').length >= LARGE_MARKUP_ELEMENTS;
  const display = large ? (element.ownerDocument.defaultView?.getComputedStyle(element).display ?? '') : '';
  const style = element.getAttribute('style');
  if (CONTAINABLE_DISPLAYS.has(display)) element.setAttribute('style', `${style ?? ''};${skippedStyle(display)}`);
  else element.style.setProperty('display', 'none', 'important');
  element.hidden = true;
  return () => {
    element.hidden = false;
    if (style === null) element.removeAttribute('style');
    else element.setAttribute('style', style);
  };
}
