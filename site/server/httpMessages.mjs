/**
 * Reading requests and writing replies on node:http: cookies, bodies (JSON, form-encoded
 * or text), JSON and HTML replies, Set-Cookie.
 */

/** Largest request body the dev site reads, bytes. */
export const MAX_BODY_BYTES = 1_000_000;

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

/** @param {import('node:http').IncomingMessage} req @returns {Promise<string>} */
export function readBodyText(req) {
  return new Promise((resolve, reject) => {
    /** @type {Buffer[]} */
    const chunks = [];
    let size = 0;
    req.on('data', (chunk) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        reject(new BodyError(413, `Request body is larger than ${MAX_BODY_BYTES} bytes`));
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
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
