/**
 * The stored session value `{ value, expires }`: a value kept with the time it expires
 * (ms since epoch), read back as null once that time has come. The clock is injected.
 */
import { storageAccess, type PlatformLogger, type StorageSource } from './storageAccess';

export interface StoredSessionValue<T> {
  value: T;
  /** Expiry timestamp, ms since epoch. */
  expires: number;
}

/** Reads `{ value, expires }` from stored JSON; null when it is not that shape. */
export function parseSessionValue(text: string | null): StoredSessionValue<unknown> | null {
  if (text === null) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null || !('value' in parsed) || !('expires' in parsed)) return null;
  const { value, expires } = parsed as { value: unknown; expires: unknown };
  return typeof expires === 'number' && Number.isFinite(expires) ? { value, expires } : null;
}

export interface SessionValueStore {
  /** The value, or null when absent, expired, not `{ value, expires }`, or on a storage failure. */
  read(key: string): unknown;
  /** Stores the value to expire `ttlMs` from now; true once stored, null on failure. */
  write(key: string, value: unknown, ttlMs: number): true | null;
  remove(key: string): true | null;
}

/**
 * Session values over an injected storage. Read and write failures are logged as warnings
 * ('Unable access local/session storage.') and give null; an expired value is removed
 * when read.
 */
export function sessionValueStore(source: StorageSource, logger: PlatformLogger, now: () => number): SessionValueStore {
  const storage = storageAccess(source, logger);
  return {
    read: (key) => {
      const stored = parseSessionValue(storage.get(key));
      if (stored === null) return null;
      if (stored.expires <= now()) {
        storage.remove(key);
        return null;
      }
      return stored.value;
    },
    write: (key, value, ttlMs) => {
      const record: StoredSessionValue<unknown> = { value, expires: now() + ttlMs };
      let text: string;
      try {
        text = JSON.stringify(record);
      } catch (error) {
        logger.warn('Unable to serialise the session value', error);
        return null;
      }
      return storage.set(key, text);
    },
    remove: (key) => storage.remove(key),
  };
}
