/**
 * The search block's and search page's pure rules: the query as it is sent, the address
 * of the search page, the search call's parameters, the block's settings, and the words
 * the views show. No React, no DOM.
 */
import { DICTIONARY_MESSAGES } from '../../platform/dictionaryMessages';
import { SEARCH_PATH } from '../../platform/routes';

/** Queries are cut to this many characters (a pasted paragraph is not a query). */
export const MAX_QUERY_LENGTH = 200;

/** The search call (the spec names none; our choice, see README). */
export const SEARCH_ENDPOINT = '/api/search/GeneralSearch';

/** The search page's query parameters: the query, and the collections the search is limited to. */
export const QUERY_PARAM = 'q';
export const COLLECTIONS_PARAM = 'collections';

/** The spec's dictionary message for a search that could not be answered (002 §8). */
export const UNABLE_TO_LOAD_RESULTS = 'Unable to load results';
/** The spec's dictionary message, added under it when the call got no answer at all (002 §8). */
export const NETWORK_ERROR = DICTIONARY_MESSAGES.networkError;

/** The visible words of the views (where the spec is silent; see README). */
export const SEARCH_TEXT = {
  label: 'Search',
  placeholder: 'Search',
  submit: 'Search',
  retry: 'Try again',
  searching: 'Searching…',
  emptyHint: 'Check the spelling, or try fewer or other words.',
  moreResults: 'More results',
} as const;

/**
 * The query as it is sent: surrounding white space gone, inner runs of white space
 * (tabs, new lines, non-breaking spaces) as one space, at most `MAX_QUERY_LENGTH`
 * characters (never splitting a surrogate pair).
 */
export function normaliseQuery(raw: string): string {
  const collapsed = raw.replace(/[\s\u00a0\u200b]+/g, ' ').trim();
  const characters = Array.from(collapsed);
  return characters.length <= MAX_QUERY_LENGTH ? collapsed : characters.slice(0, MAX_QUERY_LENGTH).join('').trimEnd();
}

/** Collection ids as given (list or comma-separated text): trimmed, non-empty, each once, in order. */
export function normaliseCollectionIds(ids: readonly string[] | string | null | undefined): string[] {
  const list = typeof ids === 'string' ? ids.split(',') : (ids ?? []);
  return [...new Set(list.map((id) => id.trim()).filter((id) => id !== ''))];
}

/** The search page's address for a query (and the collections it is limited to). */
export function searchPageUrl(query: string, collectionIds: readonly string[] = [], path: string = SEARCH_PATH): string {
  const params = new URLSearchParams();
  params.set(QUERY_PARAM, normaliseQuery(query));
  const ids = normaliseCollectionIds(collectionIds);
  if (ids.length > 0) params.set(COLLECTIONS_PARAM, ids.join(','));
  return `${path}?${params.toString()}`;
}

/** What the search page reads from its own query string (`?q=…&collections=a,b`). */
export function readSearchPageQuery(search: string): { query: string; collectionIds: string[] } {
  const params = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  return { query: normaliseQuery(params.get(QUERY_PARAM) ?? ''), collectionIds: normaliseCollectionIds(params.get(COLLECTIONS_PARAM)) };
}

/** One search call: which query, which page of results (from 1), which collections. */
export interface SearchRequest {
  query: string;
  page: number;
  collectionIds: readonly string[];
}

/** The query fields of the search call: `q`, `page`, and `collectionIds` (comma-separated) when limited. */
export function searchQueryFields(request: SearchRequest): Record<string, string> {
  const page = Number.isInteger(request.page) && request.page >= 1 ? request.page : 1;
  const fields: Record<string, string> = { q: normaliseQuery(request.query), page: String(page) };
  const ids = normaliseCollectionIds(request.collectionIds);
  if (ids.length > 0) fields.collectionIds = ids.join(',');
  return fields;
}

/** The polite announcement of a finished search: how many results, for what. */
export function resultCountText(total: number, query: string): string {
  return `${total} ${total === 1 ? 'result' : 'results'} for “${query}”`;
}

/** The empty state's words. */
export function noResultsText(query: string): string {
  return `No results for “${query}”`;
}

/** The search block's settings (its `data-block-json`), with the defaults applied. */
export interface SearchBlockSettings {
  /** The field's placeholder text. */
  placeholder: string;
  /** The collections searched; empty: the whole site. */
  collectionIds: string[];
}

/**
 * Reads the search block's settings: `placeholder` (text), `collectionIds` (a list of
 * ids, or comma-separated text; `collectionId` alone is taken too). Absent or null keys
 * take the defaults; a key of the wrong kind throws, naming it.
 */
export function readSearchBlock(settings: Readonly<Record<string, unknown>>): SearchBlockSettings {
  const { placeholder, collectionIds, collectionId } = settings;
  if (placeholder != null && typeof placeholder !== 'string') throw new TypeError('search block: placeholder must be text');
  let ids: string[] = [];
  if (collectionIds != null) {
    const valid = typeof collectionIds === 'string' || (Array.isArray(collectionIds) && collectionIds.every((id) => typeof id === 'string'));
    if (!valid) throw new TypeError('search block: collectionIds must be a list of collection ids');
    ids = normaliseCollectionIds(collectionIds as string | string[]);
  } else if (collectionId != null) {
    if (typeof collectionId !== 'string') throw new TypeError('search block: collectionId must be text');
    ids = normaliseCollectionIds([collectionId]);
  }
  return { placeholder: placeholder?.trim() || SEARCH_TEXT.placeholder, collectionIds: ids };
}
