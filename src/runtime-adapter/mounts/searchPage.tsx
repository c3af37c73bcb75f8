/**
 * Mount chunk: the search page view (page type 102) in place of the server's search form
 * in its root element. The view reads `?q=` from the page's query; each new query is
 * put in the address bar with `history.replaceState`, so a reload or a shared link
 * shows the same search.
 */
import { SearchPage } from '../../blocks/search/SearchPage';
import { ServicesProvider } from '../../primitives/services';
import type { MountFunction } from '../mountTypes';
import { blockServicesOf } from './blockServices';
import { replaceBlockContent } from './renderRoot';

/** The page's scanner for this view comes with its mount (one dynamic import). */
export { scanSearchPage as scan } from '../scan/scanSearchPage';

export const mount: MountFunction<'searchPage'> = (element, { placeholder }, context) => {
  const history = element.ownerDocument.defaultView?.history;
  return replaceBlockContent(
    element,
    <ServicesProvider services={blockServicesOf(context.services)}>
      <SearchPage placeholder={placeholder ?? undefined} onQueryChange={(url) => history?.replaceState(history.state, '', url)} />
    </ServicesProvider>,
    context,
    'runtime-search-page',
  );
};
