/**
 * The site user's XSRF token (spec 002 §4, §7): stored at login and sent as
 * `X-SiteUser-XSRF-Token` on every later call. Kept in memory, and in the storage it
 * is given (the page passes session storage so the token survives navigation);
 * storage that fails is ignored and the memory copy stays.
 */
export const SITE_USER_XSRF_HEADER = 'X-SiteUser-XSRF-Token';
/** Where the token is kept in the given storage; the spec does not name it. */
export const SITE_USER_XSRF_STORAGE_KEY = 'siteUserXsrfToken';

export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface SiteUserToken {
  get(): string | null;
  set(token: string): void;
  clear(): void;
  /** `{ 'X-SiteUser-XSRF-Token': token }`, or no header without a token; pass as the data call's `defaultHeaders`. */
  headers(): Record<string, string>;
}

export function createSiteUserToken(storage?: KeyValueStorage, onStorageError?: (error: unknown) => void): SiteUserToken {
  const attempt = <T>(run: () => T, fallback: T): T => {
    try {
      return run();
    } catch (error) {
      onStorageError?.(error);
      return fallback;
    }
  };
  let token: string | null = storage ? attempt(() => storage.getItem(SITE_USER_XSRF_STORAGE_KEY), null) || null : null;
  return {
    get: () => token,
    set: (next) => {
      if (!next) throw new RangeError('A site-user XSRF token is a non-empty string');
      token = next;
      if (storage) attempt(() => storage.setItem(SITE_USER_XSRF_STORAGE_KEY, next), undefined);
    },
    clear: () => {
      token = null;
      if (storage) attempt(() => storage.removeItem(SITE_USER_XSRF_STORAGE_KEY), undefined);
    },
    headers: (): Record<string, string> => (token ? { [SITE_USER_XSRF_HEADER]: token } : {}),
  };
}
