/**
 * A sliding-window limit on form submissions per key (the server keys it on the connection's
 * address, which a client cannot choose, unlike a cookie). The spec names a rate limit (429)
 * but not its numbers; the defaults are a dev-site choice: 5 submissions a minute.
 */
export const DEFAULT_RATE_LIMIT = { max: 5, windowMs: 60_000 };

/** @param {{ now: () => number, max?: number, windowMs?: number }} options */
export function createRateLimit({ now, max = DEFAULT_RATE_LIMIT.max, windowMs = DEFAULT_RATE_LIMIT.windowMs }) {
  /** @type {Map<string, number[]>} */
  const attempts = new Map();
  return {
    /** Counts an attempt; false when the visitor is over the limit (the attempt is then not counted). */
    /** @param {string} visitor */
    take(visitor) {
      const t = now();
      const recent = (attempts.get(visitor) ?? []).filter((at) => t - at < windowMs);
      if (recent.length >= max) {
        attempts.set(visitor, recent);
        return false;
      }
      recent.push(t);
      attempts.set(visitor, recent);
      return true;
    },
    reset() {
      attempts.clear();
    },
  };
}
