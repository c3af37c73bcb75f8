/**
 * Menu block data and its tabs' keyboard rules, framework-free (spec §4 "Menu block
 * tabs": one selected; left and right arrows cycle and wrap; Enter or Space select).
 * Arrows only move focus (APG tabs with manual activation); Home and End jump to the
 * first and last tab as APG adds.
 */

export interface MenuItemData {
  name: string;
  description: string;
  /** As the owner wrote it ("$12", "12", "market price"): shown unchanged, never reformatted. */
  price: string;
}

export interface MenuSectionData {
  /** May be blank: a section with no heading. */
  title: string;
  items: MenuItemData[];
}

export interface MenuData {
  title: string;
  sections: MenuSectionData[];
}

export interface MenuBlockData {
  menus: MenuData[];
}

/** The tab label of a menu whose title is blank: the spec shows none; a tab needs a name. */
export function untitledMenuTitle(index: number): string {
  return `Menu ${index + 1}`;
}

export function menuTitle(title: string, index: number): string {
  const trimmed = title.trim();
  return trimmed.length > 0 ? trimmed : untitledMenuTitle(index);
}

/** Tabs show only when there is a choice to make: two menus or more. */
export function showsTabs(menuCount: number): boolean {
  return menuCount > 1;
}

export type MenuTabKeyAction = { kind: 'focus'; index: number } | { kind: 'select'; index: number };

/**
 * What a key does on the tab at `focused` of `count` tabs: ArrowRight and ArrowLeft
 * move focus to the next and previous tab and wrap, Home and End to the first and
 * last; Enter and Space select the focused tab; other keys do nothing (null).
 */
export function menuTabKeyAction(key: string, focused: number, count: number): MenuTabKeyAction | null {
  if (count <= 0 || !Number.isInteger(focused) || focused < 0 || focused >= count) return null;
  switch (key) {
    case 'ArrowRight':
      return { kind: 'focus', index: (focused + 1) % count };
    case 'ArrowLeft':
      return { kind: 'focus', index: (focused - 1 + count) % count };
    case 'Home':
      return { kind: 'focus', index: 0 };
    case 'End':
      return { kind: 'focus', index: count - 1 };
    case 'Enter':
    case ' ':
    case 'Spacebar':
      return { kind: 'select', index: focused };
    default:
      return null;
  }
}

/** The selected tab kept in range when menus are removed: the last one, or 0. */
export function clampSelected(selected: number, count: number): number {
  if (count <= 0) return 0;
  return Math.min(Math.max(0, Math.trunc(selected)), count - 1);
}

function text(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return '';
}

function record(value: unknown, what: string): Record<string, unknown> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw new TypeError(`menu block: ${what} must be an object, got ${value === null ? 'null' : Array.isArray(value) ? 'a list' : typeof value}`);
  }
  return value as Record<string, unknown>;
}

function list(value: unknown, what: string): unknown[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) throw new TypeError(`menu block: ${what} must be a list`);
  return value.filter((entry) => entry !== null && entry !== undefined);
}

function readItem(raw: unknown, where: string): MenuItemData {
  if (typeof raw === 'string' || typeof raw === 'number') return { name: String(raw), description: '', price: '' };
  const item = record(raw, where);
  return { name: text(item.name), description: text(item.description), price: text(item.price) };
}

function readSection(raw: unknown, where: string): MenuSectionData {
  const section = record(raw, where);
  return { title: text(section.title), items: list(section.items, `${where}.items`).map((item, i) => readItem(item, `${where}.items[${i}]`)) };
}

function readMenu(raw: unknown, where: string): MenuData {
  const menu = record(raw, where);
  return { title: text(menu.title), sections: list(menu.sections, `${where}.sections`).map((s, i) => readSection(s, `${where}.sections[${i}]`)) };
}

/**
 * Reads the block's settings: `menus`, each {title, sections: [{title, items: [{name,
 * description, price}]}]}. Absent or null keys are empty; null entries are skipped;
 * numbers become text (a price of 12 stays "12"); a bare string item
 * is a name with no description or price. Anything else is refused with a
 * TypeError naming where it was found (`menus[1].sections[0]`).
 */
export function readMenuBlock(raw: unknown): MenuBlockData {
  const data = record(raw, 'settings');
  return { menus: list(data.menus, 'menus').map((m, i) => readMenu(m, `menus[${i}]`)) };
}
