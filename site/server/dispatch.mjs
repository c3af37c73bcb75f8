/**
 * One request, start to end: find the route, arm-check faults, read the body, check the
 * crumb, run the handler, send its reply. Dev routes (/__dev/) skip faults and the crumb.
 */
import { crumbMatches, needsCrumb, newCrumb, presentedCrumb, CRUMB_COOKIE } from './crumb.mjs';
import { MALFORMED_BODY } from './faults.mjs';
import { BodyError, appendSetCookie, parseBody, parseCookies, readBodyText, sendJson, serializeCookie } from './httpMessages.mjs';
import { allowedHostNames, changesDevState, devWriteRefusal, hostRefusal } from './requestGuard.rules.mjs';

/** @typedef {import('./routeTypes.mjs').Route} Route @typedef {import('./routeTypes.mjs').Reply} Reply @typedef {import('./routeTypes.mjs').SiteState} SiteState */

/** @param {Route} route @param {string} method @param {string} path */
function routeMatches(route, method, path) {
  if (route.method !== method && !(method === 'HEAD' && route.method === 'GET')) return false;
  return route.path.endsWith('/*') ? path.startsWith(route.path.slice(0, -1)) : route.path === path;
}

/**
 * The request target as a URL, or null when it is not a path from the root (origin form):
 * `//`, `///x`, `http://…`, `*` and anything the URL parser refuses are bad requests, never
 * read as another host or left to throw.
 * @param {string | undefined} target @returns {URL | null}
 */
export function requestUrl(target) {
  if (typeof target !== 'string' || !target.startsWith('/')) return null;
  try {
    const url = new URL(`http://dev.site${target}`);
    // A path whose %-escapes do not decode names nothing here (and would throw in a route).
    decodeURIComponent(url.pathname);
    return url;
  } catch {
    return null;
  }
}

/** The platform's crumb-failure reply, with the new crumb set as the cookie. @returns {Reply} */
export function crumbFailReply() {
  const crumb = newCrumb();
  return { status: 200, json: { crumbFail: true, crumb }, cookies: [serializeCookie(CRUMB_COOKIE, crumb)] };
}

/** The connection's address: what the client cannot choose. @param {import('node:http').IncomingMessage} req */
const addressOf = (req) => req.socket.remoteAddress ?? 'unknown';

/** Who is asking, as a page would say: the visitor cookie's id, else the crumb, else the address. */
/** @param {Record<string, string>} cookies @param {import('node:http').IncomingMessage} req */
function visitorOf(cookies, req) {
  const cvr = cookies.ss_cvr?.split('|')[0];
  if (cvr) return `cvr:${cvr}`;
  if (cookies[CRUMB_COOKIE]) return `crumb:${cookies[CRUMB_COOKIE]}`;
  return `addr:${addressOf(req)}`;
}

/** A request header's one value (the first when repeated). @param {import('node:http').IncomingMessage} req @param {string} name */
function header(req, name) {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** @param {string | undefined} referer */
function pathOf(referer) {
  if (!referer) return null;
  try {
    return new URL(referer).pathname;
  } catch {
    return null;
  }
}

/** @param {import('node:http').ServerResponse} res @param {Reply} reply @param {boolean} head */
export function sendReply(res, reply, head = false) {
  if (res.headersSent || res.destroyed) return;
  for (const cookie of reply.cookies ?? []) appendSetCookie(res, cookie);
  for (const [name, value] of Object.entries(reply.headers ?? {})) res.setHeader(name, value);
  /** @type {[string | Buffer, string]} */
  const [payload, type] =
    reply.bytes !== undefined
      ? [reply.bytes, reply.type ?? 'application/octet-stream']
      : reply.html !== undefined
        ? [reply.html, 'text/html; charset=utf-8']
        : reply.text !== undefined
          ? [reply.text, reply.type ?? 'text/plain; charset=utf-8']
          : [JSON.stringify(reply.json ?? {}), 'application/json; charset=utf-8'];
  res.writeHead(reply.status, { 'Content-Type': type, 'Cache-Control': 'no-store', 'Content-Length': Buffer.byteLength(payload) });
  res.end(head ? undefined : payload);
}

/**
 * @param {Route[]} routes in order; the first match answers
 * @param {SiteState} site
 * @param {{ log?: (line: string) => void, allowedHosts?: string[] }} [options] `allowedHosts`: from `allowedHostNames`
 * @returns {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => Promise<void>}
 */
export function createDispatcher(routes, site, { log = () => {}, allowedHosts = allowedHostNames('127.0.0.1') } = {}) {
  return async (req, res) => {
    const method = (req.method ?? 'GET').toUpperCase();
    // A socket error while replying must never take the server down; what was stored stays stored.
    res.on('error', () => {});
    const url = requestUrl(req.url);
    if (url === null)
      return sendReply(res, { status: 400, text: 'Bad request target: only a path from the root (origin form), %-escapes that decode, is answered' });
    const host = header(req, 'host');
    const wrongHost = hostRefusal(host, allowedHosts);
    if (wrongHost) return sendReply(res, { status: 403, text: wrongHost });
    const path = url.pathname;
    if (changesDevState(method, path)) {
      const refusal = devWriteRefusal({
        host,
        origin: header(req, 'origin'),
        secFetchSite: header(req, 'sec-fetch-site'),
        contentType: header(req, 'content-type'),
      });
      if (refusal) return sendReply(res, { status: 403, json: { error: refusal } });
    }
    const isDev = path === '/__dev' || path.startsWith('/__dev/');
    const isApi = path.startsWith('/api/');
    try {
      const fault = isDev ? null : site.faults.take(path);
      if (fault?.crumbFail) return sendReply(res, crumbFailReply());
      if (fault && !fault.drop) {
        const status = fault.status ?? 200;
        if (fault.malformed) return sendReply(res, { status, text: MALFORMED_BODY, type: 'application/json; charset=utf-8' });
        return sendReply(res, { status, json: fault.body ?? {} });
      }

      // API and dev paths are answered by their own routes only, never by the page catch-all.
      const scope = routes.filter((r) => (isApi ? r.path.startsWith('/api/') : isDev ? r.path.startsWith('/__dev') : true));
      const route = scope.find((r) => routeMatches(r, method, path));
      if (!route) {
        if (fault?.drop) return void req.socket.destroy();
        const known = scope.some((r) => routeMatches(r, r.method, path));
        if (isApi || isDev)
          return sendReply(res, { status: known ? 405 : 404, json: { error: known ? `${method} is not supported on ${path}` : `Not found: ${path}` } });
        return sendReply(res, { status: known ? 405 : 404, text: known ? 'Method not allowed' : 'Not found' });
      }

      const cookies = parseCookies(req.headers.cookie);
      const body = method === 'GET' || method === 'HEAD' ? {} : parseBody(await readBodyText(req, route.maxBodyBytes), header(req, 'content-type'));
      if (!isDev && needsCrumb(method, path) && !crumbMatches(cookies, presentedCrumb(url.searchParams, req.headers, body))) {
        return sendReply(res, crumbFailReply());
      }
      /** @type {import('./routeTypes.mjs').SiteRequest} */
      const request = {
        method,
        path,
        query: url.searchParams,
        headers: req.headers,
        cookies,
        body,
        visitor: visitorOf(cookies, req),
        address: addressOf(req),
        referrerPath: pathOf(req.headers.referer),
      };
      const reply = await route.handle(request, site);
      // What the handler stored is on disk before any reply goes out.
      await site.db.durable();
      if (fault?.drop) {
        log(`fault: dropped the reply to ${method} ${path}`);
        req.socket.destroy();
        return;
      }
      sendReply(res, reply, method === 'HEAD');
    } catch (error) {
      if (error instanceof BodyError) {
        if (error.status === 413) res.setHeader('Connection', 'close');
        return sendJson(res, error.status, { error: error.message });
      }
      log(`error answering ${method} ${path}: ${/** @type {Error} */ (error).stack ?? error}`);
      if (!res.headersSent) sendJson(res, 500, { error: `Dev site error: ${/** @type {Error} */ (error).message}` });
    }
  };
}
