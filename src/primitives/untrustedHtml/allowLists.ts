/** What untrusted HTML may keep, the same for the HTML Sanitizer API and for DOMPurify. */

/** The elements a reply may hold: text, structure, links and images. */
export const UNTRUSTED_HTML_ELEMENTS = [
  'a', 'abbr', 'article', 'aside', 'b', 'blockquote', 'br', 'caption', 'cite', 'code', 'dd', 'del', 'details', 'div', 'dl', 'dt',
  'em', 'figcaption', 'figure', 'footer', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'header', 'hr', 'i', 'img', 'ins', 'kbd', 'li', 'mark',
  'nav', 'ol', 'p', 'picture', 'pre', 'q', 's', 'section', 'small', 'source', 'span', 'strong', 'sub', 'summary', 'sup', 'table',
  'tbody', 'td', 'tfoot', 'th', 'thead', 'time', 'tr', 'u', 'ul',
] as const;

/**
 * The attributes it may carry besides `data-*`. `tabindex` stays: the server takes its
 * duplicate thumbnail links out of the tab order (`aria-hidden` with `tabindex="-1"`), and
 * without it they would be hidden from assistive technology yet focusable.
 */
export const UNTRUSTED_HTML_ATTRIBUTES = [
  'class', 'href', 'target', 'rel', 'src', 'srcset', 'sizes', 'alt', 'title', 'width', 'height', 'datetime', 'loading', 'decoding',
  'lang', 'dir', 'role', 'tabindex', 'aria-label', 'aria-hidden', 'aria-describedby', 'colspan', 'rowspan', 'media', 'type',
] as const;
