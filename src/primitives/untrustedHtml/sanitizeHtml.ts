/**
 * HTML that did not come from the site owner's hands — the platform's widget replies
 * (GetWidgetRendering: summary items, social gallery posts), whose titles, excerpts and
 * captions may be visitors' words (comments, reviews) — put into the page sanitised:
 *
 * - kept: the block's own markup — the text elements, headings, lists, tables, links,
 *   images (`picture`, `source`), `time[datetime]`; classes, `data-*` (the views read
 *   `data-src`, `data-image-dimensions`, `data-image-focal-point`…), `alt`, `title`, sizes,
 *   `target`, `rel`, ARIA names;
 * - gone: script, style, iframe, object, embed, form and its controls, svg and math, every
 *   event handler and `style` attribute, `id` and `name` (no clobbering of globals);
 * - every link (`href`) and source (`src`, `data-src`, `data-image`, `srcset`) passes the one
 *   address rule (`platform/links/usableAddress.rules`); a refused one is dropped, its text
 *   kept.
 *
 * The browser's HTML Sanitizer API (`Element.setHTML`) where present (no code to load); else
 * DOMPurify, fetched on first use (`domPurify.ts`). Either way the HTML is parsed into an
 * inert document (nothing in it loads or runs), its addresses checked, and only then moved
 * into the page.
 */
import { UNTRUSTED_HTML_ATTRIBUTES, UNTRUSTED_HTML_ELEMENTS } from './allowLists';
import { dropRefusedAddresses } from './serverHtmlAddresses';

type SanitizingElement = Element & { setHTML?(html: string, options?: { sanitizer?: unknown }): void };

const SANITIZER_CONFIG = { elements: [...UNTRUSTED_HTML_ELEMENTS], attributes: [...UNTRUSTED_HTML_ATTRIBUTES], dataAttributes: true, comments: false };

/** A `div` of an inert document: parsed there, nothing loads or runs. */
function inertHolder(doc: Document): HTMLElement {
  return doc.implementation.createHTMLDocument('').createElement('div');
}

/**
 * Puts `html` into `container`, sanitised. With the HTML Sanitizer API it is done when this
 * returns; otherwise once DOMPurify has loaded (the promise tells when, either way).
 */
export function setSanitizedHtml(container: Element, html: string): Promise<void> {
  const holder = inertHolder(container.ownerDocument) as SanitizingElement;
  const place = () => {
    dropRefusedAddresses(holder);
    container.replaceChildren(...Array.from(holder.childNodes));
  };
  if (typeof holder.setHTML === 'function') {
    holder.setHTML(html, { sanitizer: SANITIZER_CONFIG });
    place();
    return Promise.resolve();
  }
  return import('./domPurify').then(({ purifyHtml }) => {
    holder.innerHTML = purifyHtml(html, container.ownerDocument.defaultView ?? window);
    place();
  });
}
