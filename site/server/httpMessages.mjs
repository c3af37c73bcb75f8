/**
 * Reading requests and writing replies on node:http: cookies, bodies (JSON, form-encoded
 * or text), JSON and HTML replies, Set-Cookie.
 */

/** Largest request body the dev site reads, bytes (a route may set a smaller cap). */
export const MAX_BODY_BYTES = 1_000_000;
/**
 * Past a route's cap, a body is still read (and thrown away) up to this many bytes, so the
 * client gets the 413 instead of a reset connection; a larger one is cut off.
 */
export const DRAIN_LIMIT_BYTES = 64 * 1024 * 1024;
/** Deepest nesting of arrays and objects a JSON body may have. */
export const MAX_JSON_DEPTH = 64;

/** The prepared reply to a body over its cap. @param {number} max */
export const bodyTooLargeMessage = (max) => `Request body is larger than ${max} bytes`;

/** @param {string | undefined} header @returns {Record<string, string>} */
export function parseCookies(header) {
  /** @type {Record<string, string>} */
  const cookies = {};
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    const name = part.slice(0, eq).trim();
    if (!name || name in cookies) continue;
    const raw = part.slice(eq + 1).trim();
    try {
      cookies[name] = decodeURIComponent(raw);
    } catch {
      cookies[name] = raw;
    }
  }
  return cookies;
}

/**
 * @param {string} name @param {string} value
 * @param {{ maxAgeS?: number, httpOnly?: boolean }} [options]
 */
export function serializeCookie(name, value, options = {}) {
  let cookie = `${name}=${encodeURIComponent(value)}; Path=/; SameSite=Lax`;
  if (options.maxAgeS !== undefined) cookie += `; Max-Age=${options.maxAgeS}`;
  if (options.httpOnly) cookie += '; HttpOnly';
  return cookie;
}

/** @param {import('node:http').ServerResponse} res @param {string} cookie */
export function appendSetCookie(res, cookie) {
  const existing = res.getHeader('Set-Cookie');
  const list = Array.isArray(existing) ? existing : existing === undefined ? [] : [String(existing)];
  res.setHeader('Set-Cookie', [...list, cookie]);
}

/**
 * The body as text, at most `maxBytes`. A larger one (declared or sent) is read to its end
 * and dropped, then refused with 413, so the client reads the reply.
 * @param {import('node:http').IncomingMessage} req @param {number} [maxBytes]
 * @returns {Promise<string>}
 */
export function readBodyText(req, maxBytes = MAX_BODY_BYTES) {
  return new Promise((resolve, reject) => {
    /** @type {Buffer[]} */
    const chunks = [];
    let size = 0;
    const declared = Number(req.headers['content-length'] ?? 0);
    let tooLarge = declared > maxBytes;
    if (declared > DRAIN_LIMIT_BYTES) {
      reject(new BodyError(413, bodyTooLargeMessage(maxBytes)));
      return;
    }
    req.on('data', (chunk) => {
      size += chunk.length;
      if (size > maxBytes) tooLarge = true;
      if (size > DRAIN_LIMIT_BYTES) {
        req.destroy();
        return;
      }
      if (!tooLarge) chunks.push(chunk);
    });
    req.on('end', () => (tooLarge ? reject(new BodyError(413, bodyTooLargeMessage(maxBytes))) : resolve(Buffer.concat(chunks).toString('utf8'))));
    // A client that goes away mid-body gets no reply; nothing of it is stored.
    req.on('error', () => reject(new BodyError(400, 'Request body cut short')));
  });
}

/**
 * How deep arrays and objects nest in JSON text (brackets inside strings not counted).
 * @param {string} text
 */
export function jsonDepth(text) {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i];
    if (inString) {
      if (c === '\\') i += 1;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === '[' || c === '{') deepest = Math.max(deepest, (depth += 1));
    else if (c === ']' || c === '}') depth -= 1;
  }
  return deepest;
}

export class BodyError extends Error {
  /** @param {number} status @param {string} message */
  constructor(status, message) {
    super(message);
    this.status = status;
  }
}

/**
 * The body as a value: JSON when it looks like JSON (whatever the content type: beacons
 * send text/plain), form fields when form-encoded, else the text under `text`.
 * @param {string} text @param {string | undefined} contentType
 * @returns {unknown}
 */
export function parseBody(text, contentType) {
  const type = (contentType ?? '').toLowerCase();
  const trimmed = text.trim();
  if (trimmed === '') return {};
  if (type.includes('json') || trimmed.startsWith('{') || trimmed.startsWith('[')) {
    if (jsonDepth(trimmed) > MAX_JSON_DEPTH) throw new BodyError(400, `Request body nests deeper than ${MAX_JSON_DEPTH} levels`);
    try {
      return JSON.parse(trimmed);
    } catch (error) {
      throw new BodyError(400, `Request body is not valid JSON: ${/** @type {Error} */ (error).message}`);
    }
  }
  if (type.includes('x-www-form-urlencoded') || /^[^=&\s]+=/.test(trimmed)) {
    return Object.fromEntries(new URLSearchParams(trimmed));
  }
  return { text };
}

/**
 * A field that may arrive as JSON text (form-encoded calls) or already parsed (JSON calls).
 * @param {unknown} value @returns {{ ok: true, value: unknown } | { ok: false, message: string }}
 */
export function jsonField(value) {
  if (typeof value !== 'string') return { ok: true, value };
  if (jsonDepth(value) > MAX_JSON_DEPTH) return { ok: false, message: `nests deeper than ${MAX_JSON_DEPTH} levels` };
  try {
    return { ok: true, value: JSON.parse(value) };
  } catch (error) {
    return { ok: false, message: /** @type {Error} */ (error).message };
  }
}

/** @param {import('node:http').ServerResponse} res @param {number} status @param {unknown} body */
export function sendJson(res, status, body) {
  sendText(res, status, JSON.stringify(body), 'application/json; charset=utf-8');
}

/** @param {import('node:http').ServerResponse} res @param {number} status @param {string} html */
export function sendHtml(res, status, html) {
  sendText(res, status, html, 'text/html; charset=utf-8');
}

/** @param {import('node:http').ServerResponse} res @param {number} status @param {string} text @param {string} type */
export function sendText(res, status, text, type) {
  if (res.headersSent || res.destroyed) return;
  res.writeHead(status, { 'Content-Type': type, 'Cache-Control': 'no-store', 'Content-Length': Buffer.byteLength(text) });
  res.end(text);
}
