/**
 * The site user's XSRF token (spec 002 §4, §7): stored at login and sent as
 * `X-SiteUser-XSRF-Token` on every later call. Kept in memory, and in the storage it
 * is given (the page passes its session storage, so the token survives navigation;
 * a storage failure is logged there with the spec's message and the memory copy stays).
 */
import type { StorageAccess } from '../../platform/storage/storageAccess';

const SITE_USER_XSRF_HEADER = 'X-SiteUser-XSRF-Token';
/** Where the token is kept in the given storage; the spec does not name it. */
export const SITE_USER_XSRF_STORAGE_KEY = 'siteUserXsrfToken';

export interface SiteUserToken {
  get(): string | null;
  set(token: string): void;
  clear(): void;
  /** `{ 'X-SiteUser-XSRF-Token': token }`, or no header without a token; pass as the data call's `defaultHeaders`. */
  headers(): Record<string, string>;
}

export function createSiteUserToken(storage?: StorageAccess): SiteUserToken {
  let token: string | null = storage?.get(SITE_USER_XSRF_STORAGE_KEY) || null;
  return {
    get: () => token,
    // the one caller (the session) sets only a non-empty token from the login's reply
    set: (next) => {
      token = next;
      storage?.set(SITE_USER_XSRF_STORAGE_KEY, next);
    },
    clear: () => {
      token = null;
      storage?.remove(SITE_USER_XSRF_STORAGE_KEY);
    },
    headers: (): Record<string, string> => (token ? { [SITE_USER_XSRF_HEADER]: token } : {}),
  };
}
