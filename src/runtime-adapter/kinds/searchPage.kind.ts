/**
 * The search page view (page type 102).
 */
import type { KindDescriptor, KindFacts } from './kindDescriptor';
import { PageType } from '../../platform/enums/pageTypes';

/** The search page view (page type 102): the placeholder from its root's `data-placeholder`, null when absent. */
export const searchPage: KindDescriptor<{ placeholder: string | null }> = {
  load: () => import('../mounts/searchPage'),
  // its chunk's scanner (scan/scanSearchPage.ts scanSearchPage) reads these
  elements: '#sqs-search-page, .sqs-search-page',
  onPage: ({ pageType }) => pageType === PageType.SEARCH,
};

/** @internal read by the runtime build (its group) and the descriptors' test, not shipped */
export const searchPageFacts: KindFacts = {
  finds: '#sqs-search-page, .sqs-search-page on page type 102 (scan/scanSearchPage.ts)',
  reader: ['readSearchPageQuery', 'src/blocks/search/search.rules.ts'],
  group: 'search',
};
