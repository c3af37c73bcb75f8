/**
 * The accordion's items, layout and item content → paragraphs. Pure, no React.
 *
 * Content is plain text with paragraphs, not HTML: a blank line starts a new paragraph
 * and a single line break stays a line break. Text cannot carry markup or scripts, so
 * the view needs no sanitiser and cannot be made to run anything, and screen readers
 * still get real paragraphs. On published pages the runtime adapter gives each item the
 * server's own rich text as its body instead.
 */

export interface AccordionItemData {
  title: string;
  /** Plain text; blank lines part paragraphs. */
  content: string;
}

/** Where a title, a description or the open/close icon sits across the item. */
export type AccordionAlignment = 'left' | 'center' | 'right';

/**
 * How the accordion is drawn (the published block's own settings): dividers between the
 * items and above the first / below the last, the alignment of titles and descriptions,
 * where the description's box sits, and on which side of the title the icon goes.
 */
export interface AccordionLayout {
  /** A divider line between items. */
  dividers: boolean;
  /** A divider above the first item (only with `dividers`). */
  firstDivider: boolean;
  /** A divider below the last item (only with `dividers`). */
  lastDivider: boolean;
  titleAlignment: AccordionAlignment;
  descriptionAlignment: AccordionAlignment;
  /** Where the description's box sits across the item. */
  descriptionPlacement: AccordionAlignment;
  /** The icon's side of the title. */
  iconPlacement: 'left' | 'right';
}

/** The layout when nothing says otherwise: dividers all round, text on the left, the icon on the right. */
export const DEFAULT_ACCORDION_LAYOUT: AccordionLayout = {
  dividers: true,
  firstDivider: true,
  lastDivider: true,
  titleAlignment: 'left',
  descriptionAlignment: 'left',
  descriptionPlacement: 'left',
  iconPlacement: 'right',
};

/**
 * The button text of an item whose title is blank. The spec shows none; a header needs
 * a name to be operable by screen reader users, so the item's position stands in.
 */
export function untitledItemTitle(index: number): string {
  return `Item ${index + 1}`;
}

/** The title shown for item `index`: its own, trimmed, or the untitled stand-in. */
export function itemTitle(title: string, index: number): string {
  const trimmed = title.trim();
  return trimmed.length > 0 ? trimmed : untitledItemTitle(index);
}

/**
 * The paragraphs of an item's content, each a list of lines: blank lines (spaces
 * allowed) part paragraphs, other line breaks part lines; leading and trailing blank
 * lines and the spaces at the ends of each line are dropped; nothing else is.
 */
export function contentParagraphs(content: string): string[][] {
  return content
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((paragraph) =>
      paragraph
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => line.length > 0),
    )
    .filter((lines) => lines.length > 0);
}

/**
 * The header that takes focus on a key press while header `current` has it (APG
 * accordion, optional keys): ArrowDown and ArrowUp move to the next and previous
 * header and wrap, Home and End jump to the first and last; other keys give null.
 */
export function headerFocusTarget(key: string, current: number, count: number): number | null {
  if (count <= 0) return null;
  switch (key) {
    case 'ArrowDown':
      return (current + 1) % count;
    case 'ArrowUp':
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

/**
 * APG: with more than six panels, landmark regions would crowd the page's landmarks;
 * panels are then plain groups labelled by their headers.
 */
export const MAX_PANEL_REGIONS = 6;
