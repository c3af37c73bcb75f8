/**
 * The summary's rendering in the page (the DOM side of the summary view; the HTML is put in by the widget
 * primitive's `insertRendering`): dates shown as relative time, the carousel's name and its slides named and shown.
 */
import { slideLabel, summaryDateText } from './summaryLayout.rules';

/** What a summary item is in the server's HTML. */
export const SUMMARY_ITEM_SELECTOR = '.summary-item';
/** The server's own text of a `<time>` shown as relative time (kept for dates to come, and as its title). */
export const SERVER_TEXT_ATTRIBUTE = 'data-server-text';

/** The rendering's first heading (or the published header's `.summary-header-text`), as the carousel's name. */
export function headingText(container: ParentNode): string | null {
  return container.querySelector('h1, h2, h3, h4, h5, h6, .summary-header-text')?.textContent?.trim() || null;
}

/** Every `time[datetime]` in the rendering that is past reads as relative time, its server text as its title; others keep the server text. */
export function showRelativeDates(container: ParentNode, now: number, locale?: string): void {
  for (const time of Array.from(container.querySelectorAll<HTMLElement>('time[datetime]'))) {
    if (!time.hasAttribute(SERVER_TEXT_ATTRIBUTE)) time.setAttribute(SERVER_TEXT_ATTRIBUTE, time.textContent ?? '');
    const server = time.getAttribute(SERVER_TEXT_ATTRIBUTE) ?? '';
    const relative = summaryDateText(time.getAttribute('datetime'), now, locale);
    const shown = relative ?? server;
    if (time.textContent !== shown) time.textContent = shown;
    if (relative !== null && server.trim() !== '') time.setAttribute('title', server.trim());
    else time.removeAttribute('title');
  }
}

/**
 * The carousel's slides (APG): each item a group named "n of N"; those outside the
 * shown group inert and hidden from assistive technology; their list announces changes
 * politely (the carousel does not rotate on its own).
 */
export function markSlides(items: readonly HTMLElement[], shown: ReadonlySet<number>): void {
  items.forEach((item, index) => {
    item.setAttribute('role', 'group');
    item.setAttribute('aria-roledescription', 'slide');
    item.setAttribute('aria-label', slideLabel(index, items.length));
    const hidden = !shown.has(index);
    item.toggleAttribute('inert', hidden);
    if (hidden) item.setAttribute('aria-hidden', 'true');
    else item.removeAttribute('aria-hidden');
  });
  for (const list of new Set(items.map((item) => item.parentElement))) list?.setAttribute('aria-live', 'polite');
}
