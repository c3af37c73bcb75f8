/**
 * The query-string parser: `parseQuery(search)` and `queryFromUrl(url, report)`. Pure.
 *
 * - At most `QUERY_KEY_LIMIT` (1000) distinct keys: a pair whose key would be the 1001st
 *   is ignored; further values of keys already taken are still kept.
 * - Repeated keys keep every value in order; `get` gives the first, like URLSearchParams.
 * - `+` is a space; a part whose percent-encoding is bad is kept as written (with `+`
 *   still read as a space), never dropped.
 */
import { QUERY_KEY_LIMIT } from '../constants';

export interface ParsedQuery {
  /** Number of distinct keys. */
  readonly size: number;
  has(name: string): boolean;
  /** The first value of the key, or null. */
  get(name: string): string | null;
  /** Every value of the key, in order. */
  getAll(name: string): string[];
  /** Distinct keys in the order they first appear. */
  keys(): string[];
  /** Every pair, in order. */
  entries(): [string, string][];
}

function decodePart(text: string): string {
  const spaced = text.replace(/\+/g, ' ');
  try {
    return decodeURIComponent(spaced);
  } catch {
    return spaced;
  }
}

function queryOf(values: Map<string, string[]>, pairs: [string, string][]): ParsedQuery {
  return {
    size: values.size,
    has: (name) => values.has(name),
    get: (name) => values.get(name)?.[0] ?? null,
    getAll: (name) => [...(values.get(name) ?? [])],
    keys: () => [...values.keys()],
    entries: () => pairs.map(([k, v]): [string, string] => [k, v]),
  };
}

/** Parses a query string, with or without its leading `?`. */
export function parseQuery(search: string, keyLimit: number = QUERY_KEY_LIMIT): ParsedQuery {
  const values = new Map<string, string[]>();
  const pairs: [string, string][] = [];
  const text = search.startsWith('?') ? search.slice(1) : search;
  for (const part of text.split('&')) {
    if (part === '') continue;
    const eq = part.indexOf('=');
    const key = decodePart(eq < 0 ? part : part.slice(0, eq));
    const value = eq < 0 ? '' : decodePart(part.slice(eq + 1));
    const existing = values.get(key);
    if (existing) existing.push(value);
    else if (values.size < keyLimit) values.set(key, [value]);
    else continue;
    pairs.push([key, value]);
  }
  return queryOf(values, pairs);
}

export const EMPTY_QUERY: ParsedQuery = queryOf(new Map(), []);

/**
 * The query of a URL. An invalid URL is reported through `report` (to error reporting)
 * and treated as having an empty query. `base` resolves relative URLs.
 */
export function queryFromUrl(url: string, report: (error: Error) => void, base?: string): ParsedQuery {
  let parsed: URL;
  try {
    parsed = new URL(url, base);
  } catch (cause) {
    report(new Error(`Invalid URL for the query-string parser: ${url}`, { cause }));
    return EMPTY_QUERY;
  }
  return parseQuery(parsed.search);
}
