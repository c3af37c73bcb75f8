/**
 * A cart entry as the cart page shows it. The cart model keeps entries as the server sent
 * them (`unknown`, the spec does not give their shape); this reads one into what the page
 * needs. Absent or null keys take defaults; a key of the wrong kind is an error naming it
 * (`entries[1].quantity must be …`), and every problem of every entry is listed at once.
 *
 * The keys read (this project's choice, see README.md): `id` (required: calls name the
 * entry by it), `itemId`, `sku`, `title`, `image` ({ url, alt?, dimensions? "WxH" }),
 * `variantOptions` ([{ optionName, value }]), `unitPriceCents`, `quantity`,
 * `lineTotalCents` (default unit price × quantity), `stockLimit` (null: unlimited).
 */
import { createShapeReader, type ShapeReader } from '../../services/commerce/serverShape';
import { parseDimensions, type Dimensions } from '../../primitives/image/imageGeometry';

export interface CartEntryImage {
  readonly url: string;
  readonly alt: string;
  readonly dimensions: Dimensions | null;
}

export interface CartEntryOption {
  readonly name: string;
  readonly value: string;
}

export interface CartEntry {
  readonly id: string;
  /** The product's id (what adding it again names); null when the server sent none. */
  readonly itemId: string | null;
  readonly sku: string | null;
  readonly title: string;
  readonly image: CartEntryImage | null;
  readonly options: readonly CartEntryOption[];
  readonly unitPriceCents: number;
  readonly quantity: number;
  readonly lineTotalCents: number;
  /** The most this entry may hold (what is in stock); null when the stock is unlimited. */
  readonly stockLimit: number | null;
}

/** The title shown for an entry whose server title is blank and that has no SKU either. */
export const UNTITLED_ENTRY = 'Item';

/** The most an entry may hold when its stock is unlimited (the spec names no limit). */
export const MAX_ENTRY_QUANTITY = 999;

function readImage(read: ShapeReader, value: unknown, path: string, title: string): CartEntryImage | null {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string') return value.trim() === '' ? null : { url: value, alt: title, dimensions: null };
  const image = read.record(value, path);
  if (!image) return null;
  const url = read.string(image.url, `${path}.url`);
  const alt = read.optionalString(image.alt, `${path}.alt`);
  const dimensions = read.optionalString(image.dimensions, `${path}.dimensions`);
  if (url === undefined || url.trim() === '') return null;
  return { url, alt: alt ?? title, dimensions: parseDimensions(dimensions) };
}

function readOptions(read: ShapeReader, value: unknown, path: string): CartEntryOption[] {
  if (value === undefined || value === null) return [];
  const list = read.array(value, path) ?? [];
  const options: CartEntryOption[] = [];
  list.forEach((raw, i) => {
    const option = read.record(raw, `${path}[${i}]`);
    if (!option) return;
    const name = read.optionalString(option.optionName ?? option.name, `${path}[${i}].optionName`) ?? '';
    const shown = read.optionalString(option.value, `${path}[${i}].value`) ?? '';
    if (shown.trim() !== '') options.push({ name: name.trim(), value: shown.trim() });
  });
  return options;
}

function readEntryWith(read: ShapeReader, raw: unknown, path: string): CartEntry | undefined {
  const e = read.record(raw, path);
  if (!e) return undefined;
  const at = (key: string) => (path ? `${path}.${key}` : key);
  const id = read.string(e.id, at('id'));
  if (id !== undefined && id.trim() === '') read.issues.push({ path: at('id'), message: 'must not be blank' });
  const sku = read.optionalString(e.sku, at('sku'));
  const serverTitle = read.optionalString(e.title, at('title'))?.trim() ?? '';
  const title = serverTitle || sku?.trim() || UNTITLED_ENTRY;
  const quantity = read.optionalInteger(e.quantity, at('quantity'), 1) ?? 1;
  const unitPriceCents = read.optionalInteger(e.unitPriceCents, at('unitPriceCents'), 0) ?? 0;
  const lineTotalCents = read.optionalInteger(e.lineTotalCents, at('lineTotalCents'), 0) ?? unitPriceCents * quantity;
  const stockLimit = read.optionalInteger(e.stockLimit, at('stockLimit'), 0);
  return {
    id: id ?? '',
    itemId: read.optionalString(e.itemId, at('itemId')),
    sku,
    title,
    image: readImage(read, e.image, at('image'), title),
    options: readOptions(read, e.variantOptions, at('variantOptions')),
    unitPriceCents,
    quantity,
    lineTotalCents,
    stockLimit,
  };
}

/**
 * Reads one entry; throws `CommerceShapeError` listing every problem.
 * @internal kept for tests: one entry's reading, its problems named without the list's index
 */
export function readCartEntry(raw: unknown): CartEntry {
  const read = createShapeReader();
  const entry = readEntryWith(read, raw, '');
  read.done('cart entry');
  return entry!;
}

/** Reads the cart's entries; throws `CommerceShapeError` listing every problem of every entry (and repeated ids). */
export function readCartEntries(raw: readonly unknown[]): CartEntry[] {
  const read = createShapeReader();
  const entries = raw.map((entry, i) => readEntryWith(read, entry, `entries[${i}]`));
  const seen = new Set<string>();
  entries.forEach((entry, i) => {
    if (!entry || entry.id === '') return;
    if (seen.has(entry.id)) read.issues.push({ path: `entries[${i}].id`, message: `repeats the id ${JSON.stringify(entry.id)}` });
    seen.add(entry.id);
  });
  read.done('cart entries');
  return entries as CartEntry[];
}

/**
 * The most the stepper lets an entry hold: its stock limit, else `MAX_ENTRY_QUANTITY`; never
 * under 1 (an entry whose stock ran out can still be seen at 1 and removed; the server refuses more).
 */
export function maxQuantityOf(entry: Pick<CartEntry, 'stockLimit'>): number {
  return Math.max(1, entry.stockLimit === null ? MAX_ENTRY_QUANTITY : Math.min(entry.stockLimit, MAX_ENTRY_QUANTITY));
}

/** A wanted quantity within 1 and the entry's most (a whole number; anything else is refused). */
export function clampQuantity(entry: Pick<CartEntry, 'stockLimit'>, quantity: number): number {
  if (!Number.isFinite(quantity)) throw new RangeError(`A quantity must be a number, got ${String(quantity)}`);
  return Math.min(maxQuantityOf(entry), Math.max(1, Math.round(quantity)));
}

/** At this stock limit or under, the entry says how many are left ("Only 3 in stock"). */
export const LOW_STOCK_NOTE_AT = 10;

/** The stock left to mention by the entry, or null. */
export function lowStockOf(entry: Pick<CartEntry, 'stockLimit'>): number | null {
  return entry.stockLimit !== null && entry.stockLimit <= LOW_STOCK_NOTE_AT ? entry.stockLimit : null;
}
