import { describe, expect, it } from 'vitest';
import {
  initialSearchState,
  searchCalls,
  searchReducer,
  searchStep,
  shownResults,
  startSearchState,
  wantsSearchCall,
  type SearchEvent,
  type SearchState,
} from './search.machine';
import type { SearchOutcome } from './search.request';
import type { SearchResult } from './search.reply';

const result = (id: string): SearchResult => ({ id, title: id, excerpt: '', url: `/${id}`, type: null, image: null });
const found = (ids: string[], total = ids.length, hasMore = false): SearchOutcome => ({
  kind: 'results',
  page: { results: ids.map(result), total, page: 1, hasMore, skipped: [] },
});
const run = (state: SearchState, ...events: SearchEvent[]) => events.reduce(searchReducer, state);
const answer = (state: SearchState, outcome: SearchOutcome): SearchEvent => ({ type: 'answered', ticket: state.ticket, outcome });

describe('search machine', () => {
  it('starts idle without a query, and searching with one', () => {
    expect(startSearchState('  ')).toEqual(initialSearchState);
    expect(startSearchState(' lake ')).toEqual({ status: 'searching', ticket: 1, query: 'lake', page: 1, shown: [] });
  });

  it('goes to results, or to empty when nothing matched', () => {
    const s = startSearchState('lake');
    expect(searchReducer(s, answer(s, found(['a', 'b'])))).toMatchObject({ status: 'results', query: 'lake', total: 2, hasMore: false });
    expect(searchReducer(s, answer(s, found([])))).toEqual({ status: 'empty', ticket: 1, query: 'lake' });
  });

  it('ignores the answer to an older search once the query changed', () => {
    const first = startSearchState('lake');
    const second = searchReducer(first, { type: 'search', query: 'harbour' });
    const stale = searchReducer(second, answer(first, found(['old'])));
    expect(stale).toBe(second);
    const fresh = searchReducer(stale, answer(second, found(['new'])));
    expect(shownResults(fresh).map((r) => r.id)).toEqual(['new']);
    // and a late answer to the first search after that changes nothing
    expect(searchReducer(fresh, answer(first, found(['old'])))).toBe(fresh);
  });

  it('fails with the reason, and retry searches the same query again with a new ticket', () => {
    const s = startSearchState('lake');
    const failed = searchReducer(s, answer(s, { kind: 'failed', reason: 'network', detail: 'x' }));
    expect(failed).toMatchObject({ status: 'failed', query: 'lake', reason: 'network' });
    const again = searchReducer(failed, { type: 'retry' });
    expect(again).toMatchObject({ status: 'searching', query: 'lake', ticket: 2 });
    expect(searchReducer(again, answer(again, found(['a'])))).toMatchObject({ status: 'results' });
  });

  it('an aborted call leaves the search waiting for its replacement', () => {
    const s = startSearchState('lake');
    expect(searchReducer(s, answer(s, { kind: 'aborted' }))).toBe(s);
  });

  it('loads more results after those shown, and keeps them when that fails', () => {
    const s = startSearchState('lake');
    const first = searchReducer(s, answer(s, found(['a', 'b'], 3, true)));
    const more = searchReducer(first, { type: 'more' });
    expect(more).toMatchObject({ status: 'searching', page: 2 });
    expect(shownResults(more).map((r) => r.id)).toEqual(['a', 'b']);
    const failed = searchReducer(more, answer(more, { kind: 'failed', reason: 'server', detail: 'x' }));
    expect(shownResults(failed).map((r) => r.id)).toEqual(['a', 'b']);
    const retried = searchReducer(failed, { type: 'retry' });
    const done = searchReducer(retried, answer(retried, found(['b', 'c'], 3, false)));
    expect(done).toMatchObject({ status: 'results', page: 2, total: 3, hasMore: false });
    expect(shownResults(done).map((r) => r.id)).toEqual(['a', 'b', 'c']);
  });

  it('takes more and retry only where they mean something', () => {
    const s = startSearchState('lake');
    expect(searchReducer(s, { type: 'more' })).toBe(s);
    expect(searchReducer(s, { type: 'retry' })).toBe(s);
    const done = searchReducer(s, answer(s, found(['a'])));
    expect(searchReducer(done, { type: 'more' })).toBe(done);
  });

  it('an empty query or clear goes back to idle, keeping the ticket count', () => {
    const s = run(initialSearchState, { type: 'search', query: 'lake' }, { type: 'search', query: ' ' });
    expect(s).toEqual({ status: 'idle', ticket: 1 });
    expect(run(s, { type: 'search', query: 'x' }, { type: 'clear' })).toEqual({ status: 'idle', ticket: 2 });
  });

  it('asks for the call of each new search, and wants only the latest one', () => {
    const first = startSearchState('lake');
    expect(searchCalls(first)).toEqual([{ ticket: 1, query: 'lake', page: 1 }]);
    const second = searchStep(first, { type: 'search', query: 'harbour' });
    expect(second.effects).toEqual([{ ticket: 2, query: 'harbour', page: 1 }]);
    expect(wantsSearchCall(second.state, { ticket: 1, query: 'lake', page: 1 })).toBe(false);
    expect(wantsSearchCall(second.state, { ticket: 2, query: 'harbour', page: 1 })).toBe(true);
    // an answer asks for nothing; a cleared field wants no call
    const answered = searchStep(second.state, answer(second.state, found(['a'], 2, true)));
    expect(answered.effects).toBeUndefined();
    const cleared = searchStep(second.state, { type: 'search', query: ' ' });
    expect(cleared.effects).toBeUndefined();
    expect(wantsSearchCall(cleared.state, { ticket: 2, query: 'harbour', page: 1 })).toBe(false);
    // more results asks for the next page under a new ticket
    expect(searchStep(answered.state, { type: 'more' }).effects).toEqual([{ ticket: 3, query: 'harbour', page: 2 }]);
  });
});
