/**
 * Whether this page view is recorded (spec 002 §2: not on /search; §6: not for
 * signed-in users except those with only the viewer role outside the config area; not
 * on not-found, lock screen or member-area-denied pages). Pure.
 */
import { PageType } from '../../platform/enums/pageTypes';
import { WebsiteRole } from '../../platform/enums/website';
import { SEARCH_PATH, isConfigAreaPath } from '../../platform/routes';

const UNTRACKED_PAGE_TYPES: ReadonlySet<number> = new Set<number>([PageType.NOT_FOUND, PageType.LOCK_SCREEN, PageType.MEMBER_AREA_ACCESS_DENIED]);

export interface PageViewInput {
  pathname: string;
  pageType: number | null;
  loggedIn: boolean;
  websiteRoles: readonly number[];
}

export function shouldRecordPageView({ pathname, pageType, loggedIn, websiteRoles }: PageViewInput): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === SEARCH_PATH) return false;
  if (pageType !== null && UNTRACKED_PAGE_TYPES.has(pageType)) return false;
  if (loggedIn) {
    const onlyViewer = websiteRoles.length > 0 && websiteRoles.every((r) => r === WebsiteRole.VIEWER);
    return onlyViewer && !isConfigAreaPath(pathname);
  }
  return true;
}
