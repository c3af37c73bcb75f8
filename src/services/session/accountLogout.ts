import type { DataCall } from '../http/dataCall';
import type { DataCallResult } from '../http/dataCall.types';

/**
 * The logged-in account's logout (spec 000 §2, §6, §7): Shift+Escape POSTs
 * /api/auth/Logout with no payload; a page opened with `logout=true` in its query
 * shows the logout notice.
 */
export const ACCOUNT_LOGOUT_URL = '/api/auth/Logout';
export const LOGOUT_NOTICE = 'Logout Successful: You have been successfully logged out.';

export function logoutAccount(call: DataCall): Promise<DataCallResult<unknown>> {
  return call.post(ACCOUNT_LOGOUT_URL);
}

/** The page to load after logging out: the same address with `logout=true` (any earlier `logout` replaced). */
export function afterLogoutUrl(href: string): string {
  const hashAt = href.indexOf('#');
  const withoutHash = hashAt < 0 ? href : href.slice(0, hashAt);
  const hash = hashAt < 0 ? '' : href.slice(hashAt);
  const queryAt = withoutHash.indexOf('?');
  const path = queryAt < 0 ? withoutHash : withoutHash.slice(0, queryAt);
  const params = new URLSearchParams(queryAt < 0 ? '' : withoutHash.slice(queryAt + 1));
  params.set('logout', 'true');
  return `${path}?${params.toString()}${hash}`;
}
