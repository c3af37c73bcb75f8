/**
 * Which requests the dev site answers at all, and which may change its state (no node:http
 * here: plain values in, a verdict out).
 *
 * - The Host header must name the site itself (localhost, 127.0.0.1, [::1], the address it
 *   listens on, or a host name it was told about), so a page on another name that resolves
 *   to this machine (DNS rebinding) cannot read what it stored.
 * - A request that changes the dev site's own state (a POST, PUT, PATCH or DELETE under
 *   /__dev/) must not come from another site: a browser says so in `Sec-Fetch-Site` and
 *   `Origin`. A body a page elsewhere could send without asking first (text/plain, a form)
 *   is taken only with the browser's word that it came from the dev site's own pages; text
 *   never. Tools (tests, curl) send neither header, and JSON or no body.
 * - A redirect target from a request is a path of this site, never another origin.
 */

/** The host names the dev site always answers to. */
export const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

/** dev-site choices: the replies to refused requests (the spec has none). */
export const GUARD_MESSAGES = {
  unknownHost: (/** @type {string} */ host, /** @type {string[]} */ allowed) =>
    `Host "${host}" is not this dev site (it answers to ${allowed.join(', ')}; start it with --allowed-host <name> to add one)`,
  crossSite: 'Refused: a request from another site may not change the dev site',
  simpleBody: 'Refused: send this as JSON (Content-Type: application/json), or from the dev site’s own pages',
  textBody: 'Refused: a text/plain body may not change the dev site; send JSON',
};

/** The host name of a Host header or an origin's host, lower-cased, without its port. @param {string} host */
export function hostName(host) {
  const lower = host.trim().toLowerCase();
  if (lower.startsWith('[')) {
    const end = lower.indexOf(']');
    return end < 0 ? lower : lower.slice(0, end + 1);
  }
  const colon = lower.indexOf(':');
  return colon < 0 ? lower : lower.slice(0, colon);
}

/**
 * The host names a site listening on `listenHost` answers to.
 * @param {string} listenHost @param {string[]} [extra]
 */
export function allowedHostNames(listenHost, extra = []) {
  const wildcard = listenHost === '0.0.0.0' || listenHost === '::' || listenHost === '';
  const own = wildcard ? [] : [listenHost.includes(':') && !listenHost.startsWith('[') ? `[${listenHost}]` : listenHost];
  return [...new Set([...LOOPBACK_HOSTS, ...own, ...extra].map((h) => h.toLowerCase()))];
}

/**
 * @param {string | undefined} hostHeader @param {string[]} allowed from `allowedHostNames`
 * @returns {string | null} the refusal, or null when the host is the site's
 */
export function hostRefusal(hostHeader, allowed) {
  // HTTP/1.0 tools may send no Host; a browser always does.
  if (hostHeader === undefined) return null;
  return allowed.includes(hostName(hostHeader)) ? null : GUARD_MESSAGES.unknownHost(hostHeader, allowed);
}

/** @param {string} method @param {string} path */
export function changesDevState(method, path) {
  return method !== 'GET' && method !== 'HEAD' && method !== 'OPTIONS' && (path === '/__dev' || path.startsWith('/__dev/'));
}

/**
 * @param {{ host?: string, origin?: string, secFetchSite?: string, contentType?: string }} headers
 * @returns {string | null} the refusal of a request that changes the dev site's state, or null
 */
export function devWriteRefusal({ host, origin, secFetchSite, contentType }) {
  if (secFetchSite !== undefined && secFetchSite !== 'same-origin') return GUARD_MESSAGES.crossSite;
  if (origin !== undefined && !sameOrigin(origin, host)) return GUARD_MESSAGES.crossSite;
  const type = (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (type === 'text/plain') return GUARD_MESSAGES.textBody;
  const simple = type === 'application/x-www-form-urlencoded' || type === 'multipart/form-data';
  const vouched = secFetchSite === 'same-origin' || (origin !== undefined && sameOrigin(origin, host));
  if (simple && !vouched) return GUARD_MESSAGES.simpleBody;
  return null;
}

/** @param {string} origin @param {string | undefined} host */
function sameOrigin(origin, host) {
  if (host === undefined) return false;
  try {
    const url = new URL(origin);
    return url.protocol === 'http:' && url.host === new URL(`http://${host}`).host;
  } catch {
    return false;
  }
}

/**
 * A path of this site to send the visitor back to: `value` when it stays on this origin,
 * normalised (`/\evil.example`, `//evil.example`, `http://…` are other origins), else `fallback`.
 * @param {unknown} value @param {string} fallback
 */
export function sameOriginPath(value, fallback) {
  if (typeof value !== 'string' || !value.startsWith('/')) return fallback;
  const base = 'http://dev.site';
  try {
    const url = new URL(value, base);
    return url.origin === base ? `${url.pathname}${url.search}${url.hash}` : fallback;
  } catch {
    return fallback;
  }
}
