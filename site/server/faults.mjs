/**
 * Fault injection for end-to-end tests of failure paths: `POST /__dev/faults` arms the
 * next N answers to one path.
 *
 * - `status` (with an optional JSON `body`): that answer instead of the handler's;
 * - `malformed: true`: status 200 (or `status`) with a body that is not valid JSON;
 * - `crumbFail: true`: the platform's crumb-failure reply, before the handler runs;
 * - `drop: true`: the handler runs (what it stores is stored), then the connection is
 *   closed without a reply, as when a reply is lost on the way back.
 * A `path` ending in `*` matches every path that starts with what precedes it.
 */

/**
 * @typedef {{ path: string, status?: number, body?: unknown, malformed?: boolean, drop?: boolean, crumbFail?: boolean, times: number }} Fault
 */

/** The body a malformed fault answers with: cut off in the middle of an object. */
export const MALFORMED_BODY = '{"malformed": tru';

/**
 * @param {unknown} input
 * @returns {{ ok: true, fault: Fault } | { ok: false, error: string }}
 */
export function readFault(input) {
  if (!input || typeof input !== 'object' || Array.isArray(input)) return { ok: false, error: 'A fault is a JSON object with a path' };
  const raw = /** @type {Record<string, unknown>} */ (input);
  if (typeof raw.path !== 'string' || !raw.path.startsWith('/')) return { ok: false, error: 'path must be a string starting with /' };
  const times = raw.times === undefined ? 1 : raw.times;
  if (typeof times !== 'number' || !Number.isInteger(times) || times < 1) return { ok: false, error: 'times must be a positive integer' };
  if (raw.status !== undefined && (typeof raw.status !== 'number' || !Number.isInteger(raw.status) || raw.status < 100 || raw.status > 599)) {
    return { ok: false, error: 'status must be an HTTP status between 100 and 599' };
  }
  const modes = [raw.status !== undefined || raw.body !== undefined, raw.malformed === true, raw.drop === true, raw.crumbFail === true];
  const modeCount = modes.filter(Boolean).length - (raw.malformed === true && raw.status !== undefined ? 1 : 0);
  if (modeCount !== 1) return { ok: false, error: 'Give exactly one of: status (with an optional body), malformed, drop, crumbFail' };
  /** @type {Fault} */
  const fault = { path: raw.path, times };
  if (raw.status !== undefined) fault.status = /** @type {number} */ (raw.status);
  if (raw.body !== undefined) fault.body = raw.body;
  if (raw.malformed === true) fault.malformed = true;
  if (raw.drop === true) fault.drop = true;
  if (raw.crumbFail === true) fault.crumbFail = true;
  return { ok: true, fault };
}

/** @param {string} pattern @param {string} path */
const matches = (pattern, path) => (pattern.endsWith('*') ? path.startsWith(pattern.slice(0, -1)) : pattern === path);

export function createFaults() {
  /** @type {Fault[]} */
  let armed = [];
  return {
    /** @param {Fault} fault */
    arm(fault) {
      armed.push({ ...fault });
    },
    /** The fault for this answer, counting it; the earliest armed first. @param {string} path */
    take(path) {
      const fault = armed.find((f) => matches(f.path, path));
      if (!fault) return null;
      fault.times -= 1;
      if (fault.times <= 0) armed = armed.filter((f) => f !== fault);
      return { ...fault };
    },
    list() {
      return armed.map((f) => ({ ...f }));
    },
    clear() {
      armed = [];
    },
  };
}
