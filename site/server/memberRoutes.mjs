/**
 * The member area's pages: `/members/denied` is the access denied example page (page type
 * 106, `pages/members-denied.html`), served by the page catch-all as any page file is; and
 * `/account/login`, a stand-in for the sign-in page the member area links to (the spec
 * names no sign-in route), showing where the visitor would return.
 */
import { definitionList, devPage } from './devPageHtml.mjs';
import { pageRoutes } from './pageRoutes.mjs';

/** @typedef {import('./routeTypes.mjs').Route} Route */

/** Paths with a segment below the page (the catch-all serves `/<name>` only) → the page file's path. */
export const MEMBER_PAGE_PATHS = { '/members/denied': '/members-denied', '/members/denied/': '/members-denied' };

/** @param {{ pagesDir: string, assetsDir: string, runtimeDir: string }} dirs @returns {Route[]} */
export function memberRoutes(dirs) {
  const pages = pageRoutes(dirs).find((route) => route.path === '/*');
  if (!pages) throw new Error('memberRoutes: the page catch-all route is missing');
  /** @type {Route[]} */
  const nested = Object.entries(MEMBER_PAGE_PATHS).map(([path, pagePath]) => ({
    method: 'GET',
    path,
    handle: (request, site) => pages.handle({ ...request, path: pagePath }, site),
  }));
  return [
    ...nested,
    {
      method: 'GET',
      path: '/account/login',
      handle: (request) => ({
        status: 200,
        html: devPage(
          'Sign in (dev site)',
          `<p>The site's sign-in page. On the platform a member signs in here and returns to the member area.</p>
<h2>Query</h2>
${definitionList(Object.fromEntries(request.query))}`,
        ),
      }),
    },
  ];
}
