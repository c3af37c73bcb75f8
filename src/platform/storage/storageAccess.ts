/**
 * Local and session storage through an injected `Storage`-like object. Every access can
 * throw in a browser (storage disabled, quota full, private mode, or even reading
 * `window.localStorage` itself), so each one is caught, logged through the injected
 * logger with the spec's message, and answered with null. Pure: no global storage.
 */

/** The part of the Web Storage API used here. */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/**
 * Where the storage comes from: the object itself, null when the page has none, or a
 * getter (reading `window.localStorage` can throw, and the getter's throw is caught too).
 */
export type StorageSource = StorageLike | null | (() => StorageLike | null);

export interface PlatformLogger {
  warn(message: string, detail?: unknown): void;
}

export const STORAGE_ACCESS_MESSAGE = 'Unable access local/session storage.';
export const ANALYTICS_ID_STORE_MESSAGE = 'Unable to store analyticsId';

function resolve(source: StorageSource): StorageLike {
  const storage = typeof source === 'function' ? source() : source;
  if (!storage) throw new Error('No storage available');
  return storage;
}

export interface StorageAccess {
  /** The stored text, or null when absent or on failure. */
  get(key: string): string | null;
  /** True once stored; null on failure. */
  set(key: string, value: string): true | null;
  /** True once removed; null on failure. */
  remove(key: string): true | null;
}

/**
 * Get, set and remove that never throw: a failure is logged as a warning with
 * `failureMessage` (the spec's 'Unable access local/session storage.' unless given) and
 * answered with null.
 */
export function storageAccess(source: StorageSource, logger: PlatformLogger, failureMessage: string = STORAGE_ACCESS_MESSAGE): StorageAccess {
  const attempt = <T>(run: (storage: StorageLike) => T): T | null => {
    try {
      return run(resolve(source));
    } catch (error) {
      logger.warn(failureMessage, error);
      return null;
    }
  };
  return {
    get: (key) => attempt((s) => s.getItem(key)),
    set: (key, value) =>
      attempt((s) => {
        s.setItem(key, value);
        return true as const;
      }),
    remove: (key) =>
      attempt((s) => {
        s.removeItem(key);
        return true as const;
      }),
  };
}

/**
 * Storage key of the analytics id. The spec does not name it; this is this module's
 * choice, and callers may pass the real one.
 */
export const ANALYTICS_ID_STORAGE_KEY = 'analyticsId';

/** Stores the analytics id; a failure logs 'Unable to store analyticsId' and gives null. */
export function storeAnalyticsId(source: StorageSource, analyticsId: string, logger: PlatformLogger, key: string = ANALYTICS_ID_STORAGE_KEY): true | null {
  return storageAccess(source, logger, ANALYTICS_ID_STORE_MESSAGE).set(key, analyticsId);
}
