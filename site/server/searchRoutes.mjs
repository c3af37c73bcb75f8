/**
 * GET /api/search/GeneralSearch?q=…&page=…&collectionIds=a,b — the search call of the search
 * page (the spec names none; the runtime's choice, see src/blocks/search/README.md). Answers
 * `{ items, totalCount, page, pageSize }` from the example content (`searchIndex.mjs`), ten a page.
 */
import { excerptFor, matchDocuments, searchDocuments } from './searchIndex.mjs';

/** @typedef {import('./routeTypes.mjs').Route} Route */

export const SEARCH_PAGE_SIZE = 10;

/** @type {Route[]} */
export const searchRoutes = [
  {
    method: 'GET',
    path: '/api/search/GeneralSearch',
    handle(request, site) {
      const query = (request.query.get('q') ?? '').trim();
      if (query === '') return { status: 400, json: { error: 'The search needs a query: q' } };
      const pageText = request.query.get('page') ?? '1';
      const page = Number(pageText);
      if (!Number.isInteger(page) || page < 1) return { status: 400, json: { error: `page must be a whole number from 1, not ${pageText}` } };
      const collections = (request.query.get('collectionIds') ?? '')
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean);
      const documents = searchDocuments(site.dirs.pagesDir).filter(
        (doc) => collections.length === 0 || (doc.collectionId !== null && collections.includes(doc.collectionId)),
      );
      const matches = matchDocuments(documents, query);
      const items = matches.slice((page - 1) * SEARCH_PAGE_SIZE, page * SEARCH_PAGE_SIZE).map((doc) => ({
        id: doc.id,
        title: doc.title,
        excerpt: excerptFor(doc, query),
        url: doc.url,
        type: doc.type,
        ...(doc.image ? { image: doc.image } : {}),
      }));
      return { status: 200, json: { items, totalCount: matches.length, page, pageSize: SEARCH_PAGE_SIZE } };
    },
  },
];
