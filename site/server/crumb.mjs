/**
 * The crumb: the platform's guard against cross-site writes. Every page response sets a
 * `crumb` cookie; a mutating call carries the same value as its `crumb` query parameter
 * (error reports: the `X-CSRF-Token` header; RecordEvent may also send it as a form field).
 * A mismatch is answered the way the platform answers it: status 200 with
 * `{ crumbFail: true, crumb: <new> }`, the new crumb also set as the cookie, so the client
 * can store it and retry once.
 */
import { randomBytes } from 'node:crypto';

export const CRUMB_COOKIE = 'crumb';

/**
 * Mutating paths that need no crumb (dev-site choice, from the spec): the usage-tracking
 * calls. The spec names a crumb for the data wrapper's calls, RecordEvent (a form field)
 * and error reports (a header), but none for the census, traces, performance records or
 * the events service, whose failures the runtime ignores and which go out by beacon where
 * no crumbFail reply could be read. A path ending in `/*` covers everything below it.
 */
export const CRUMB_EXEMPT_PATHS = ['/api/census/*', '/api/events/Trace', '/api/1/performance/records', '/api/v1/events'];

/** @param {string} path */
const exempt = (path) => CRUMB_EXEMPT_PATHS.some((p) => (p.endsWith('/*') ? path.startsWith(p.slice(0, -1)) : p === path));

export const newCrumb = () => randomBytes(12).toString('base64url');

const WELL_FORMED = /^[A-Za-z0-9_-]{8,128}$/;

/** The crumb a page response sets: the visitor's own when it has a well-formed one, else a new one. */
/** @param {Record<string, string>} cookies */
export function pageCrumb(cookies) {
  const current = cookies[CRUMB_COOKIE];
  return current && WELL_FORMED.test(current) ? current : newCrumb();
}

/** @param {string} method @param {string} path */
export function needsCrumb(method, path) {
  return method !== 'GET' && method !== 'HEAD' && method !== 'OPTIONS' && !exempt(path);
}

/**
 * The crumb a request presents, from wherever the platform's clients put it.
 * @param {URLSearchParams} query @param {import('node:http').IncomingHttpHeaders} headers @param {unknown} body
 */
export function presentedCrumb(query, headers, body) {
  const fromQuery = query.get('crumb');
  if (fromQuery) return fromQuery;
  const header = headers['x-csrf-token'];
  if (typeof header === 'string' && header) return header;
  if (body && typeof body === 'object' && !Array.isArray(body)) {
    const field = /** @type {Record<string, unknown>} */ (body).crumb;
    if (typeof field === 'string' && field) return field;
  }
  return null;
}

/** @param {Record<string, string>} cookies @param {string | null} presented */
export function crumbMatches(cookies, presented) {
  const expected = cookies[CRUMB_COOKIE];
  return Boolean(expected) && presented === expected;
}
