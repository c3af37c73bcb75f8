import { ANALYTICS_COOKIE_LIFETIME_DAYS } from '../../../platform/constants';
import { ANALYTICS_ID_STORE_MESSAGE } from '../../../platform/storage/storageAccess';
import type { CookieJar } from '../../cookies/cookieJar';
import type { AnalyticsLogger } from './analyticsSchema';

/**
 * The cookie that keeps a visitor's analytics id between visits. The spec gives the lifetime
 * (390 days) but not the name; this one is ours. It is not among the tracking cookies the spec
 * clears under a restrictive policy, so the consent check (`mayTrack`) is what keeps it from
 * being written without consent: the store is only asked for an id when tracking may happen.
 */
export const ANALYTICS_ID_COOKIE = 'ss_analyticsId';
export const ANALYTICS_ID_MAX_AGE_SECONDS = ANALYTICS_COOKIE_LIFETIME_DAYS * 24 * 60 * 60;

const ID_SHAPE = /^[A-Za-z0-9-]{8,64}$/;

/** A random UUID-shaped id (version 4 layout) from any source of numbers in [0, 1). */
export function randomAnalyticsId(random: () => number = Math.random): string {
  const hex = (n: number) => Array.from({ length: n }, () => Math.floor(random() * 16).toString(16)).join('');
  const variant = ((Math.floor(random() * 4) & 0x3) | 0x8).toString(16);
  return `${hex(8)}-${hex(4)}-4${hex(3)}-${variant}${hex(3)}-${hex(12)}`;
}

export interface AnalyticsIdStore {
  /** The visitor's id: the stored one, else a new one that is stored for 390 days. */
  get(): string;
}

export interface AnalyticsIdDeps {
  cookies: CookieJar;
  logger: AnalyticsLogger;
  randomId?: () => string;
}

/**
 * Reads the id from its cookie, or makes and stores one. When the cookie cannot be written (the
 * jar throws, or the value does not read back, as when cookies are blocked) it logs
 * 'Unable to store analyticsId' once and keeps the id in memory for the rest of the page.
 */
export function createAnalyticsIdStore(deps: AnalyticsIdDeps): AnalyticsIdStore {
  let current: string | null = null;
  const makeId = deps.randomId ?? (() => randomAnalyticsId());
  const read = (): string | null => {
    try {
      const value = deps.cookies.get(ANALYTICS_ID_COOKIE);
      return value !== null && ID_SHAPE.test(value) ? value : null;
    } catch {
      return null;
    }
  };
  const store = (id: string): boolean => {
    try {
      deps.cookies.set(ANALYTICS_ID_COOKIE, id, { maxAgeSeconds: ANALYTICS_ID_MAX_AGE_SECONDS, path: '/' });
      return read() === id;
    } catch {
      return false;
    }
  };
  return {
    get() {
      if (current !== null) return current;
      const stored = read();
      if (stored !== null) {
        current = stored;
        return stored;
      }
      const id = makeId();
      current = id;
      if (!store(id)) {
        try {
          deps.logger.warn(ANALYTICS_ID_STORE_MESSAGE);
        } catch {
          // Nothing more to do: the id lives in memory for this page.
        }
      }
      return id;
    },
  };
}
