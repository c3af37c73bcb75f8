/**
 * The search page's scanner (page type 102): its root element is `#sqs-search-page`, or
 * the first `.sqs-search-page`; `data-placeholder` on it is the field's placeholder. The
 * page type is looked at first, so no other page finds the root or loads the chunk.
 * Plain values only: the view reads `?q=` itself in its chunk.
 */
import { PageType } from '../../platform/enums/pageTypes';
import { BOUND_ATTRIBUTE } from './boundAttribute';
import type { PageViewScan, PageViewScanner } from './scanPageViews';

export const SEARCH_PAGE_ROOT_SELECTOR = '#sqs-search-page, .sqs-search-page';

export const scanSearchPage: PageViewScanner = (root, context): PageViewScan => {
  if (context.pageType !== PageType.SEARCH) return { jobs: [], messages: [] };
  const element = root.querySelector<HTMLElement>(SEARCH_PAGE_ROOT_SELECTOR);
  if (!element) {
    return { jobs: [], messages: ['Search page (page type 102) left as rendered: it has no #sqs-search-page or .sqs-search-page element'] };
  }
  if (element.hasAttribute(BOUND_ATTRIBUTE)) return { jobs: [], messages: [] };
  element.setAttribute(BOUND_ATTRIBUTE, 'searchPage');
  const placeholder = element.getAttribute('data-placeholder')?.trim() || null;
  return { jobs: [{ kind: 'searchPage', element, props: { placeholder }, label: 'search page' }], messages: [] };
};
