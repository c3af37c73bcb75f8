/**
 * One-time form submission keys: FormSubmissionKey hands one out, SaveFormSubmission
 * spends it. A key is good once and for `ttlMs` (dev-site choice: 1 hour; the spec shows
 * no lifetime). Keys never spent are dropped once expired, and at most `maxKeys` are held
 * (dev-site choice: 10,000; past that the oldest go first), so asking for keys without
 * using them cannot fill the memory.
 */
import { randomBytes } from 'node:crypto';

export const FORM_KEY_TTL_MS = 60 * 60 * 1000;
export const MAX_FORM_KEYS = 10_000;

/** @param {{ now: () => number, ttlMs?: number, maxKeys?: number }} options */
export function createFormKeys({ now, ttlMs = FORM_KEY_TTL_MS, maxKeys = MAX_FORM_KEYS }) {
  /** @type {Map<string, number>} key → issued at, oldest first */
  const issued = new Map();
  /** Drops expired keys (the oldest come first) and the oldest past the cap. @param {number} t */
  const purge = (t) => {
    for (const [key, at] of issued) {
      if (t - at <= ttlMs && issued.size <= maxKeys) break;
      issued.delete(key);
    }
  };
  return {
    issue() {
      const t = now();
      const key = randomBytes(18).toString('base64url');
      issued.set(key, t);
      purge(t);
      return key;
    },
    /** @param {unknown} key @returns {boolean} true once for a key this server issued and has not seen spent */
    spend(key) {
      if (typeof key !== 'string') return false;
      const at = issued.get(key);
      issued.delete(key);
      return at !== undefined && now() - at <= ttlMs;
    },
    /** How many keys are held. */
    get size() {
      return issued.size;
    },
  };
}
