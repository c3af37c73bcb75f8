/**
 * Block data → accordion props, and item content → paragraphs. Pure, no React.
 *
 * Content is plain text with paragraphs, not HTML: a blank line starts a new paragraph
 * and a single line break stays a line break. Text cannot carry markup or scripts, so
 * the view needs no sanitiser and cannot be made to run anything, and screen readers
 * still get real paragraphs. The runtime adapter turns the block's rich text into this
 * form (one paragraph per block element).
 */

export interface AccordionItemData {
  title: string;
  /** Plain text; blank lines part paragraphs. */
  content: string;
}

export interface AccordionBlockData {
  items: AccordionItemData[];
  /** Several items may be open at once (default false: one opens alone). */
  allowMultiple: boolean;
  /** The first item starts expanded (default false). */
  firstExpanded: boolean;
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

function text(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return '';
}

function flag(value: unknown, key: string): boolean {
  if (value === undefined || value === null) return false;
  if (typeof value === 'boolean') return value;
  throw new TypeError(`accordion block: ${key} must be true or false, got ${JSON.stringify(value)}`);
}

function readItem(raw: unknown): AccordionItemData | null {
  if (raw === null || raw === undefined) return null;
  if (typeof raw === 'string' || typeof raw === 'number') return { title: String(raw), content: '' };
  if (typeof raw !== 'object' || Array.isArray(raw)) return null;
  const item = raw as Record<string, unknown>;
  return { title: text(item.title), content: text(item.content) };
}

/**
 * Reads the block's settings: `items` ({title, content}), `allowMultiple`, `firstExpanded`.
 * Absent or null keys take the defaults (no items, single mode, all closed); null
 * entries in `items` are skipped; a bare string item is a title with no content.
 * Anything that is not block data (not an object, `items` not a list, a flag that is
 * not a boolean) is refused with a TypeError naming the key.
 */
export function readAccordionBlock(raw: unknown): AccordionBlockData {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) {
    throw new TypeError(`accordion block: settings must be an object, got ${raw === null ? 'null' : Array.isArray(raw) ? 'a list' : typeof raw}`);
  }
  const data = raw as Record<string, unknown>;
  if (data.items !== undefined && data.items !== null && !Array.isArray(data.items)) {
    throw new TypeError('accordion block: items must be a list');
  }
  const items = ((data.items as unknown[] | null | undefined) ?? []).map(readItem).filter((i): i is AccordionItemData => i !== null);
  return { items, allowMultiple: flag(data.allowMultiple, 'allowMultiple'), firstExpanded: flag(data.firstExpanded, 'firstExpanded') };
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
