/**
 * The summary block's settings (its `data-block-json`, the block data the widget call
 * sends as `value`): which of the four variants it is (spec 002 §3: block variant ids
 * 1005 to 1008, summary wall, carousel, list, grid), which collection it summarises,
 * whether that is an events collection (000 §7: those calls also send `collectionId`),
 * and the sizes the loading state reserves space with. Keys may be absent or null: the
 * defaults apply. Pure.
 */
import { BlockVariantType } from '../../platform/enums/blockTypes';

export const SUMMARY_VARIANTS = ['wall', 'carousel', 'list', 'grid'] as const;
export type SummaryVariant = (typeof SUMMARY_VARIANTS)[number];

export const SUMMARY_VARIANT_IDS: Readonly<Record<SummaryVariant, number>> = {
  wall: BlockVariantType.SUMMARY_WALL,
  carousel: BlockVariantType.SUMMARY_CAROUSEL,
  list: BlockVariantType.SUMMARY_LIST,
  grid: BlockVariantType.SUMMARY_GRID,
};

/** Our default where the settings name no variant (the spec names none): the grid. */
export const DEFAULT_SUMMARY_VARIANT: SummaryVariant = 'grid';

/**
 * Design names a block may carry instead of a variant id: the variants' own names and
 * the platform's older design names (autocolumns is the wall, autogrid the grid).
 */
const DESIGN_NAMES: Readonly<Record<string, SummaryVariant>> = {
  wall: 'wall',
  autocolumns: 'wall',
  carousel: 'carousel',
  list: 'list',
  grid: 'grid',
  autogrid: 'grid',
};

/** Our defaults (the spec shows none): six items, three to a row, thumbnails 3:2. */
export const SUMMARY_DEFAULTS = { pageSize: 6, itemsPerRow: 3, imageAspectRatio: 1.5 } as const;
/** At most this many items to a row. */
export const MAX_ITEMS_PER_ROW = 6;

export interface SummarySettings {
  variant: SummaryVariant;
  /** The collection summarised; null when the block names none. */
  collectionId: string | null;
  /** An events collection: the widget call also sends `collectionId`. */
  eventCollection: boolean;
  /** How many items the server is asked for (`pageSize`). */
  pageSize: number;
  /** Items to a row in the wall, carousel and grid (`itemsPerRow`), before narrow containers show fewer. */
  itemsPerRow: number;
  /** Thumbnail width over height in the carousel, list and grid (`imageAspectRatio`); the wall keeps each image's own. */
  imageAspectRatio: number;
  /** The block's heading (`headerText`), null when it has none. */
  headerText: string | null;
}

type Settings = Readonly<Record<string, unknown>>;

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

function wholeNumber(value: unknown): number | null {
  const n = typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) ? n : null;
}

/** The variant of a block variant id (1005 to 1008), else null. */
export function summaryVariantFromId(id: unknown): SummaryVariant | null {
  const n = wholeNumber(id);
  return SUMMARY_VARIANTS.find((variant) => SUMMARY_VARIANT_IDS[variant] === n) ?? null;
}

const DESIGN_CLASS = 'summary-block-setting-design-';

/** The variant a published wrapper's `summary-block-setting-design-<name>` classes name (the first known name), else null. */
export function summaryVariantFromClasses(classes: readonly string[]): SummaryVariant | null {
  for (const name of classes) {
    if (!name.startsWith(DESIGN_CLASS)) continue;
    const variant = DESIGN_NAMES[name.slice(DESIGN_CLASS.length).toLowerCase()];
    if (variant) return variant;
  }
  return null;
}

/**
 * The variant: `blockVariantId`, else `variantId` (1005–1008), else the `design` name, else
 * the design the published wrapper's classes name, else the default.
 */
export function summaryVariantOf(settings: Settings, classes: readonly string[] = []): SummaryVariant {
  const fromId = summaryVariantFromId(settings.blockVariantId) ?? summaryVariantFromId(settings.variantId);
  if (fromId) return fromId;
  const design = text(settings.design)?.toLowerCase();
  return (design !== undefined && DESIGN_NAMES[design]) || summaryVariantFromClasses(classes) || DEFAULT_SUMMARY_VARIANT;
}

/** Names an events collection takes in the settings: its `collectionType`, or the item type of its items (`itemType`, 000 §3 `event-item`). */
const EVENT_COLLECTION_NAMES: ReadonlySet<string> = new Set(['events', 'event', 'event-item']);

/** The block summarises an events collection (`collectionType` events, or `itemType` event-item). */
export function isEventCollection(settings: Settings): boolean {
  return [settings.collectionType, settings.itemType].some((value) => {
    const name = text(value)?.toLowerCase();
    return name !== undefined && EVENT_COLLECTION_NAMES.has(name);
  });
}

/** A positive ratio from a number, its digits, or `W:H` / `W/H`; null otherwise. */
export function aspectRatioOf(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) && value > 0 ? value : null;
  if (typeof value !== 'string') return null;
  const pair = /^\s*(\d+(?:\.\d+)?)\s*[:/]\s*(\d+(?:\.\d+)?)\s*$/.exec(value);
  if (pair) {
    const ratio = Number(pair[1]) / Number(pair[2]);
    return Number.isFinite(ratio) && ratio > 0 ? ratio : null;
  }
  return /^\s*\d+(?:\.\d+)?\s*$/.test(value) && Number(value) > 0 ? Number(value) : null;
}

/** The settings from the block data; `classes` are the published wrapper's (`summary-block-setting-*`), read where the data says nothing. */
export function readSummarySettings(settings: Settings, classes: readonly string[] = []): SummarySettings {
  const pageSize = wholeNumber(settings.pageSize);
  const perRow = wholeNumber(settings.itemsPerRow) ?? wholeNumber(settings.slidesPerRow);
  return {
    variant: summaryVariantOf(settings, classes),
    collectionId: text(settings.collectionId),
    eventCollection: isEventCollection(settings),
    pageSize: pageSize !== null && pageSize > 0 ? pageSize : SUMMARY_DEFAULTS.pageSize,
    itemsPerRow: perRow !== null && perRow > 0 ? Math.min(perRow, MAX_ITEMS_PER_ROW) : SUMMARY_DEFAULTS.itemsPerRow,
    imageAspectRatio: aspectRatioOf(settings.imageAspectRatio) ?? SUMMARY_DEFAULTS.imageAspectRatio,
    headerText: text(settings.headerText),
  };
}

/**
 * What the server already rendered in the block (published summaries usually hold their
 * items): the content's HTML, how many `.summary-item`s it holds, whether it shows
 * anything at all (text or an image), and the published wrapper's classes.
 */
export interface SummaryServerRendering {
  html: string;
  itemCount: number;
  hasContent: boolean;
  wrapperClasses: readonly string[];
}

/**
 * How the block gets what it shows: the server's own items (no call), or the widget call
 * (000 §7 renders a block that holds no items), with the server's content kept on show
 * while it loads and in place when it fails (`keepServer`); Retry only when nothing was sent.
 */
export type SummarySource = { from: 'server' } | { from: 'call'; keepServer: boolean };

export function summarySourceOf(server: SummaryServerRendering | null | undefined): SummarySource {
  if (server && server.itemCount > 0) return { from: 'server' };
  return { from: 'call', keepServer: server?.hasContent === true };
}
