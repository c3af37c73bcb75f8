/**
 * Reads the search call's reply (the shape is ours, see README):
 *
 *   { "items": [{ "id", "title", "url", "excerpt"?, "type"?, "image"?: { "url", "width"?, "height"? } }],
 *     "totalCount": 12, "page": 1, "pageSize": 10 }
 *
 * A reply of the wrong shape is refused with a message naming what is wrong; an item that
 * cannot be shown (no title, a link that is neither a site path nor http(s)) is left out
 * and named in `skipped`, so one bad item does not hide the others. Pure.
 */
import type { Result } from '../../platform/result/result';

export interface SearchResultImage {
  src: string;
  /** Known size, to reserve the space; null when the reply gives none. */
  width: number | null;
  height: number | null;
}

export interface SearchResult {
  id: string;
  title: string;
  /** Plain text; empty when the reply gives none. */
  excerpt: string;
  url: string;
  /** What kind of thing it is ("Page", "Product", "Journal"…), as the server names it; null when absent. */
  type: string | null;
  image: SearchResultImage | null;
}

export interface SearchResultsPage {
  results: SearchResult[];
  /** Results in all pages (never fewer than those shown). */
  total: number;
  page: number;
  /** Another page of results follows. */
  hasMore: boolean;
  /** Items left out, each with why. */
  skipped: string[];
}

export type SearchReplyReading = Result<SearchResultsPage>;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const count = (value: unknown): number | null => (typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : null);
const size = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : null);

/** A link a result may carry: a path on the site (not `//host`) or an http(s) address. */
export function isResultLink(url: string): boolean {
  if (url.startsWith('/')) return !url.startsWith('//') && !url.startsWith('/\\');
  return /^https?:\/\/[^/\s]/i.test(url);
}

function readImage(value: unknown): SearchResultImage | null {
  if (!isRecord(value)) return null;
  const src = text(value.url);
  if (!src || !isResultLink(src)) return null;
  const width = size(value.width);
  const height = size(value.height);
  return width !== null && height !== null ? { src, width, height } : { src, width: null, height: null };
}

function readItem(value: unknown, index: number): SearchResult | string {
  const label = `item ${index + 1}`;
  if (!isRecord(value)) return `${label} is not an object`;
  const title = text(value.title);
  if (!title) return `${label} has no title`;
  const url = text(value.url);
  if (!isResultLink(url)) return `${label} (${title}) has no link to a site path or http(s) address`;
  return {
    id: text(value.id) || url,
    title,
    excerpt: text(value.excerpt),
    url,
    type: text(value.type) || null,
    image: readImage(value.image),
  };
}

export function readSearchReply(data: unknown): SearchReplyReading {
  if (!isRecord(data)) return { ok: false, error: 'Search reply: expected an object with items' };
  if (!Array.isArray(data.items)) return { ok: false, error: 'Search reply: items must be a list' };
  const results: SearchResult[] = [];
  const skipped: string[] = [];
  data.items.forEach((item, index) => {
    const read = readItem(item, index);
    if (typeof read === 'string') skipped.push(read);
    else results.push(read);
  });
  const page = count(data.page) || 1;
  const pageSize = count(data.pageSize) || data.items.length;
  const shownBefore = (page - 1) * pageSize;
  const total = Math.max(count(data.totalCount) ?? shownBefore + data.items.length, shownBefore + results.length);
  return { ok: true, value: { results, total, page, hasMore: shownBefore + data.items.length < total, skipped } };
}
