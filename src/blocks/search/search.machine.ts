/**
 * The search page's state: idle → searching → results | empty | failed. Every search
 * gets a new ticket; an answer carrying an older ticket (the visitor searched again
 * meanwhile) is ignored, so a slow stale reply never overwrites a newer one. "More
 * results" searches the next page and keeps the results shown. Pure.
 */
import type { MachineReducer } from '../../primitives/machine/machineRunner';
import type { SearchOutcome } from './search.request';
import type { SearchResult } from './search.reply';
import { normaliseQuery } from './search.rules';

interface Base {
  /** The ticket of the latest search started (0 before the first). */
  ticket: number;
}

export type SearchState =
  | (Base & { status: 'idle' })
  | (Base & { status: 'searching'; query: string; page: number; shown: SearchResult[] })
  | (Base & { status: 'results'; query: string; page: number; results: SearchResult[]; total: number; hasMore: boolean })
  | (Base & { status: 'empty'; query: string })
  | (Base & { status: 'failed'; query: string; page: number; shown: SearchResult[]; reason: 'network' | 'server' });

export type SearchEvent =
  { type: 'search'; query: string } | { type: 'more' } | { type: 'retry' } | { type: 'answered'; ticket: number; outcome: SearchOutcome } | { type: 'clear' };

/** The call a searching state wants: its ticket's page of its query. */
export interface SearchCall {
  ticket: number;
  query: string;
  page: number;
}

export const initialSearchState: SearchState = { status: 'idle', ticket: 0 };

/** The state to start in: searching at once when the page opened with a query. */
export function startSearchState(query: string): SearchState {
  return searchReducer(initialSearchState, { type: 'search', query });
}

function searching(state: SearchState, query: string, page: number, shown: SearchResult[]): SearchState {
  return { status: 'searching', ticket: state.ticket + 1, query, page, shown };
}

export function searchReducer(state: SearchState, event: SearchEvent): SearchState {
  switch (event.type) {
    case 'search': {
      const query = normaliseQuery(event.query);
      return query === '' ? { status: 'idle', ticket: state.ticket } : searching(state, query, 1, []);
    }
    case 'more':
      return state.status === 'results' && state.hasMore ? searching(state, state.query, state.page + 1, state.results) : state;
    case 'retry':
      return state.status === 'failed' ? searching(state, state.query, state.page, state.shown) : state;
    case 'clear':
      return state.status === 'idle' ? state : { status: 'idle', ticket: state.ticket };
    case 'answered': {
      if (state.status !== 'searching' || event.ticket !== state.ticket) return state;
      const { outcome } = event;
      if (outcome.kind === 'aborted') return state;
      if (outcome.kind === 'failed') {
        return { status: 'failed', ticket: state.ticket, query: state.query, page: state.page, shown: state.shown, reason: outcome.reason };
      }
      const results = [...state.shown, ...outcome.page.results.filter((r) => !state.shown.some((s) => s.id === r.id))];
      if (results.length === 0) return { status: 'empty', ticket: state.ticket, query: state.query };
      const total = Math.max(outcome.page.total, results.length);
      return { status: 'results', ticket: state.ticket, query: state.query, page: state.page, results, total, hasMore: outcome.page.hasMore };
    }
  }
}

/** The call a state wants: the search of its ticket while searching, none otherwise. */
export function searchCalls(state: SearchState): SearchCall[] {
  return state.status === 'searching' ? [{ ticket: state.ticket, query: state.query, page: state.page }] : [];
}

/** Whether a state still wants a call under way: a newer search, or a field cleared, supersedes it. */
export const wantsSearchCall = (state: SearchState, call: SearchCall): boolean => state.status === 'searching' && state.ticket === call.ticket;

/** The machine's step for the runner: each new search (a new ticket) asks for its call. */
export const searchStep: MachineReducer<SearchState, SearchEvent, SearchCall> = (state, event) => {
  const next = searchReducer(state, event);
  return next.ticket === state.ticket ? { state: next } : { state: next, effects: searchCalls(next) };
};

/** The results to show in a state (kept while the next page loads or failed to load). */
export function shownResults(state: SearchState): readonly SearchResult[] {
  if (state.status === 'results') return state.results;
  if (state.status === 'searching' || state.status === 'failed') return state.shown;
  return [];
}
