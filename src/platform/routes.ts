/** Paths, names and query markers of the platform's routes (spec: "Routes and paths"). Pure. */
export const SEARCH_PATH = '/search';
export const FILE_LINK_PREFIX = '/s/';
/** Configuration area paths contain this. */
export const CONFIG_PATH_MARKER = '/config';
export const TRIAL_UPGRADE_PATH = '/settings/billing/upgrade';
export const PLAN_UPGRADE_PATH = '/settings/billing/subscriptions/website';

export const HIDDEN_NAVIGATION_NAME = '_hidden';
export const MEMBER_AREAS_NAVIGATION_NAME = '_memberareas';
export const MEMBER_AREA_NAVIGATION_TYPE = 'member-area';
export const README_PAGE_NAME = 'readme';

/** `?platform=mobile-app` marks a page opened inside the mobile app. */
export const MOBILE_APP_QUERY = { name: 'platform', value: 'mobile-app' } as const;

const COLLECTION_PANEL_PATH = /^\/pages\/[a-z0-9]{24}$/;

/** A collection panel path: /pages/ and a 24-character lowercase alphanumeric id. */
export function isCollectionPanelPath(path: string): boolean {
  return COLLECTION_PANEL_PATH.test(path);
}

/** Whether a path lies in the configuration area (contains /config). */
export function isConfigAreaPath(pathname: string): boolean {
  return pathname.includes(CONFIG_PATH_MARKER);
}

/** Whether the query marks the page as opened inside the mobile app. */
export function isMobileAppQuery(query: { get(name: string): string | null }): boolean {
  return query.get(MOBILE_APP_QUERY.name) === MOBILE_APP_QUERY.value;
}
