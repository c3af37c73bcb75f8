/**
 * One-time form submission keys: FormSubmissionKey hands one out, SaveFormSubmission
 * spends it. A key is good once and for `ttlMs` (dev-site choice: 1 hour; the spec shows
 * no lifetime).
 */
import { randomBytes } from 'node:crypto';

export const FORM_KEY_TTL_MS = 60 * 60 * 1000;

/** @param {{ now: () => number, ttlMs?: number }} options */
export function createFormKeys({ now, ttlMs = FORM_KEY_TTL_MS }) {
  /** @type {Map<string, number>} key → issued at */
  const issued = new Map();
  return {
    issue() {
      const key = randomBytes(18).toString('base64url');
      issued.set(key, now());
      return key;
    },
    /** @param {unknown} key @returns {boolean} true once for a key this server issued and has not seen spent */
    spend(key) {
      if (typeof key !== 'string') return false;
      const at = issued.get(key);
      issued.delete(key);
      return at !== undefined && now() - at <= ttlMs;
    },
  };
}
