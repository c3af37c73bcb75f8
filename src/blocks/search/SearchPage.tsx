import { useEffect, useRef, useState } from 'react';
import { useMachine } from '../../primitives/machine/useMachine';
import { useReducedMotion } from '../../primitives/reducedMotion';
import { useServices } from '../../primitives/services';
import { searchCalls, searchStep, shownResults, startSearchState, wantsSearchCall, type SearchEvent, type SearchState } from './search.machine';
import { searchSite } from './search.request';
import { NETWORK_ERROR, noResultsText, readSearchPageQuery, resultCountText, searchPageUrl, SEARCH_TEXT, UNABLE_TO_LOAD_RESULTS } from './search.rules';
import { SearchField } from './SearchField';
import { SearchResultList, type SearchHeadingLevel } from './SearchResultList';
import { Failure, Hint, PageRoot, SecondaryButton, Spinner, StatusLine } from './SearchPage.styles';

export interface SearchPageProps {
  /** The field's placeholder text. */
  placeholder?: string;
  /** Heading level of the result titles (2 under the page's h1). */
  headingLevel?: SearchHeadingLevel;
  /** Told the search page's address for each new query, so the page can show it (history). */
  onQueryChange?: (url: string) => void;
}

/** The search page's landmark name (the search block's is "Site search", so both can be on one page). */
export const SEARCH_PAGE_LANDMARK = 'Search this site';

/** What the polite status line says in each state. */
function statusText(state: SearchState): string {
  switch (state.status) {
    case 'idle':
      return '';
    case 'searching':
      return SEARCH_TEXT.searching;
    case 'results':
      return resultCountText(state.total, state.query);
    case 'empty':
      return noResultsText(state.query);
    case 'failed':
      return state.reason === 'network' ? `${UNABLE_TO_LOAD_RESULTS}. ${NETWORK_ERROR}` : UNABLE_TO_LOAD_RESULTS;
  }
}

/**
 * The search page (page type 102, at /search): the query field prefilled from `?q=`
 * (and limited to `?collections=`), searching at once when the page opened with a
 * query. The result count, the empty state and the failure are told through one polite
 * status region; a failure offers to try again. Answers to an older query are ignored.
 */
export function SearchPage({ placeholder, headingLevel = 2, onQueryChange }: SearchPageProps) {
  const services = useServices();
  const [opened] = useState(() => readSearchPageQuery(services.query));
  const [value, setValue] = useState(opened.query);
  const reduced = useReducedMotion();
  const input = useRef<HTMLInputElement>(null);
  const root = useRef<HTMLDivElement>(null);
  /** After More results: the index of the first new result, which then takes the focus (the button goes away). */
  const focusFrom = useRef<number | null>(null);
  const { dataCall } = services;
  if (!dataCall) throw new Error('SearchPage: the services have no dataCall. Give the ServicesProvider the data-call wrapper.');

  const [state, send] = useMachine(
    searchStep,
    () => startSearchState(opened.query),
    ({ ticket, query, page }, signal) =>
      searchSite(dataCall, { query, page, collectionIds: opened.collectionIds }, signal).then((outcome): SearchEvent => ({
        type: 'answered',
        ticket,
        outcome,
      })),
    { start: searchCalls, live: wantsSearchCall },
  );

  useEffect(() => {
    if (state.status === 'searching' || focusFrom.current === null) return;
    if (state.status !== 'results') return void (focusFrom.current = null);
    const links = root.current?.querySelectorAll<HTMLAnchorElement>('[data-search-result] a');
    links?.[Math.min(focusFrom.current, links.length - 1)]?.focus();
    focusFrom.current = null;
  }, [state]);

  const more = () => {
    focusFrom.current = shownResults(state).length;
    send({ type: 'more' });
  };
  const submit = (raw: string) => {
    send({ type: 'search', query: raw });
    onQueryChange?.(searchPageUrl(raw, opened.collectionIds));
  };
  const retry = () => {
    send({ type: 'retry' });
    input.current?.focus();
  };

  const results = shownResults(state);
  return (
    <PageRoot ref={root} data-search-page="" data-state={state.status}>
      <SearchField value={value} onChange={setValue} onSubmit={submit} placeholder={placeholder} landmarkLabel={SEARCH_PAGE_LANDMARK} inputRef={input} />
      <StatusLine role="status" aria-live="polite" aria-atomic="true" data-search-status="">
        {state.status === 'searching' && <Spinner $instant={reduced} aria-hidden="true" />}
        {statusText(state)}
      </StatusLine>
      {state.status === 'empty' && <Hint>{SEARCH_TEXT.emptyHint}</Hint>}
      {state.status === 'failed' && (
        <Failure data-search-failure="">
          <SecondaryButton type="button" onClick={retry}>
            {SEARCH_TEXT.retry}
          </SecondaryButton>
        </Failure>
      )}
      {results.length > 0 && <SearchResultList results={results} busy={state.status === 'searching'} headingLevel={headingLevel} />}
      {state.status === 'results' && state.hasMore && (
        <div>
          <SecondaryButton type="button" onClick={more}>
            {SEARCH_TEXT.moreResults}
          </SecondaryButton>
        </div>
      )}
    </PageRoot>
  );
}
