/**
 * A widget block's rendering in the page (the DOM side of the summary and social gallery views): the HTML put
 * into its container as markup once sanitised (it comes from the platform's server, but its titles and excerpts may
 * be visitors' words: `sanitizeHtml` takes out anything that could run and any address the one rule refuses), the
 * items found and their list marked for the layout.
 */
import { showPublishedImages } from '../image/publishedImages';
import { setSanitizedHtml } from '../untrustedHtml/sanitizeHtml';

/** Set on the element that holds the items (their parent): the layout styles it. */
export const LIST_ATTRIBUTE = 'data-summary-list';

/**
 * Puts the HTML, sanitised, in the container; resolves with its items (outermost matches),
 * their parents marked as lists (at once where the browser sanitises, else once the
 * fallback sanitiser has loaded).
 */
export async function insertRendering(container: HTMLElement, html: string, itemSelector: string): Promise<HTMLElement[]> {
  await setSanitizedHtml(container, html);
  showPublishedImages(container);
  const found = Array.from(container.querySelectorAll<HTMLElement>(itemSelector));
  const items = found.filter((item) => !found.some((other) => other !== item && other.contains(item)));
  for (const item of items) item.parentElement?.setAttribute(LIST_ATTRIBUTE, '');
  return items;
}
