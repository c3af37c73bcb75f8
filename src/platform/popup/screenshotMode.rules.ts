/**
 * Screenshot mode: the platform renders pages for screenshots with a marker in the query
 * string, and the popup overlay and cookie banner stay away then. The spec does not name
 * the marker: `SCREENSHOT_MODE_QUERY_PARAM` is this module's choice (its presence, with
 * any value, means screenshot mode) and callers may pass another name. Pure.
 */
export interface QueryLike {
  has(name: string): boolean;
}

export const SCREENSHOT_MODE_QUERY_PARAM = 'screenshot';

export function isScreenshotMode(query: QueryLike, param: string = SCREENSHOT_MODE_QUERY_PARAM): boolean {
  return query.has(param);
}

/** The cookie banner is not shown in screenshot mode. */
export function isCookieBannerSuppressed(query: QueryLike, param: string = SCREENSHOT_MODE_QUERY_PARAM): boolean {
  return isScreenshotMode(query, param);
}
