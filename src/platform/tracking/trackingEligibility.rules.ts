/**
 * Whether a visit is tracked and a page view recorded. Pure: the page context, the path
 * and the global switch are passed in.
 */
import { PageType } from '../enums/pageTypes';
import { SEARCH_PATH, isConfigAreaPath } from '../routes';
import type { SiteContext } from '../siteContext/siteContext.types';

/** The part of the site context the decision reads. */
export type TrackingContext = Pick<SiteContext, 'pageType'> & { access: Pick<SiteContext['access'], 'isAuthenticated' | 'isViewerOnly'> };

export interface TrackingPage {
  pathname: string;
  /** The global switch that turns tracking off. */
  globallyDisabled: boolean;
}

/**
 * Page types on which visits are not tracked (002 §6). The search page is not one: there only
 * the page view is dropped (002 §2), its other calls (form render, performance, …) are sent.
 */
export const UNTRACKED_PAGE_TYPES: ReadonlySet<number> = new Set([PageType.NOT_FOUND, PageType.LOCK_SCREEN, PageType.MEMBER_AREA_ACCESS_DENIED]);

/**
 * Not when globally disabled; not on not-found, lock screen and member-area-denied
 * pages; not for signed-in users, except users whose only role is viewer, outside the
 * config area.
 */
export function isVisitTracked(context: TrackingContext, page: TrackingPage): boolean {
  if (page.globallyDisabled) return false;
  if (context.pageType !== null && UNTRACKED_PAGE_TYPES.has(context.pageType)) return false;
  if (context.access.isAuthenticated) return context.access.isViewerOnly && !isConfigAreaPath(page.pathname);
  return true;
}

/** The search page (/search, with or without a trailing slash). */
export function isSearchPath(pathname: string): boolean {
  return pathname === SEARCH_PATH || pathname === `${SEARCH_PATH}/`;
}

/** A page view is recorded where the visit is tracked, except on the search page (at /search, or of the search page type). */
export function isPageViewRecorded(context: TrackingContext, page: TrackingPage): boolean {
  return isVisitTracked(context, page) && !isSearchPath(page.pathname) && context.pageType !== PageType.SEARCH;
}
