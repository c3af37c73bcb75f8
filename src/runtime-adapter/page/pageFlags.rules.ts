/**
 * Flags a page takes from its query string: platform=mobile-app (spec 002: opened
 * inside the mobile app), nomotion=true (motion forced off), noredirect (the editor
 * redirect is off), logout=true (the logout notice), screenshot mode (no cookie
 * banner; the platform's rule). Pure.
 */
import { parseQuery, type ParsedQuery } from '../../platform/query/parseQuery';
import { isMobileAppQuery } from '../../platform/routes';
import { isScreenshotMode } from '../../platform/popup/screenshotMode.rules';

export interface PageFlags {
  mobileApp: boolean;
  noMotion: boolean;
  /** The noredirect flag is in this page's query (it is then remembered for the session). */
  noRedirect: boolean;
  logout: boolean;
  screenshotMode: boolean;
}

/** A flag counts when present with no value or any value but false / 0. */
function present(query: ParsedQuery, name: string): boolean {
  if (!query.has(name)) return false;
  const value = (query.get(name) ?? '').trim().toLowerCase();
  return value !== 'false' && value !== '0';
}

export function readPageFlags(search: string): PageFlags {
  // the platform's query parser (at most 1000 keys, 002 §9), as every page query the runtime reads
  const query = parseQuery(search);
  return {
    mobileApp: isMobileAppQuery(query),
    noMotion: query.get('nomotion') === 'true',
    noRedirect: present(query, 'noredirect'),
    // logout=true asks for the logout notice (000 §2)
    logout: query.get('logout') === 'true',
    screenshotMode: isScreenshotMode(query),
  };
}

/** The root element's marks for the flags: data-platform="mobile-app" and data-nomotion. */
export const MOBILE_APP_ATTRIBUTE = { name: 'data-platform', value: 'mobile-app' } as const;
export const NO_MOTION_ATTRIBUTE = 'data-nomotion';
