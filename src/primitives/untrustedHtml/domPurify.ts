/**
 * The fallback sanitiser for browsers without the HTML Sanitizer API: DOMPurify with the
 * same allow-lists as `sanitizeHtml.ts`. Loaded on first use only, in its own chunk.
 */
import DOMPurify from 'dompurify';
import { UNTRUSTED_HTML_ATTRIBUTES, UNTRUSTED_HTML_ELEMENTS } from './allowLists';

const CONFIG = { ALLOWED_TAGS: [...UNTRUSTED_HTML_ELEMENTS], ALLOWED_ATTR: [...UNTRUSTED_HTML_ATTRIBUTES], ALLOW_DATA_ATTR: true, ALLOW_ARIA_ATTR: false };

const purifiers = new WeakMap<Window, ReturnType<typeof DOMPurify>>();

/** `html` as DOMPurify leaves it under the allow-lists (addresses are checked by the caller). */
export function purifyHtml(html: string, win: Window & typeof globalThis): string {
  let purifier = purifiers.get(win);
  if (!purifier) {
    purifier = DOMPurify(win);
    purifiers.set(win, purifier);
  }
  return purifier.sanitize(html, CONFIG);
}
