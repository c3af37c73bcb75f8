/**
 * Reading the announcement bar's words from the owner's HTML in the site context, for start-up (its words laid out
 * unseen: `reservedAnnouncementBar.ts`) and for the bar's chunk (its text and link: `mounts/announcementBar.tsx`).
 * No React.
 */

/** The owner's HTML parsed inert (a template: nothing in it loads or runs), its scripts and styles taken out. */
export function announcementBarContent(html: string, doc: Document): DocumentFragment {
  const template = doc.createElement('template');
  template.innerHTML = html;
  template.content.querySelectorAll('script, style').forEach((el) => el.remove());
  return template.content;
}

/** Block elements end a line: a space after each, so their words do not run together. */
export function endBlockLines(content: DocumentFragment): void {
  content.querySelectorAll('p, div, br, li, h1, h2, h3, h4, h5, h6').forEach((el) => el.after(' '));
}

/** Text with its runs of white space as one space, trimmed ('' for none). */
export const collapseSpaces = (text: string | null | undefined): string => (text ?? '').replace(/\s+/g, ' ').trim();
