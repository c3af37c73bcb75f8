/**
 * Malformed requests for the dev site, generated (fast-check) and sent as raw bytes over a
 * socket, so targets and headers `fetch` would refuse reach the server as written: odd
 * targets (`//`, `http://x`, `/\`, broken %-escapes, very long, control characters, bytes
 * that are not UTF-8), methods and versions, headers (bad or doubled Content-Length, chunked
 * garbage, huge headers, odd hosts and origins) and bodies (truncated JSON, wrong types,
 * deep nesting, random bytes). Shared by the fuzz test and `npm run bench:site-fuzz`.
 */
import { connect } from 'node:net';
import fc from 'fast-check';

/** Paths the site answers, so generated requests reach its routes and not only the 404. */
const ROUTE_PATHS = [
  '/',
  '/contact',
  '/store',
  '/store/print-harbour',
  '/cart',
  '/reviews?token=rv-harbour-2026',
  '/search?q=harbour',
  '/assets/',
  '/runtime/runtime.js',
  '/api/form/FormSubmissionKey',
  '/api/form/SaveFormSubmission',
  '/api/events/RecordJavascriptErrors',
  '/api/events/Trace',
  '/api/events/RecordEvent',
  '/api/v1/events',
  '/api/census/RecordHit',
  '/api/census/button-click',
  '/api/census/RecordQuickView/item-1',
  '/api/1/performance/records',
  '/api/site-users/account/session',
  '/api/commerce/shopping-cart',
  '/api/commerce/shopping-cart/entries',
  '/api/commerce/shopping-cart/entries/e1',
  '/api/commerce/reviews',
  '/api/widget/GetWidgetRendering',
  '/api/search/GeneralSearch?q=a',
  '/api/google-maps/places/details',
  '/api/multilingual/languages',
  '/api/site-header-footer',
  '/commerce/goto-checkout',
  '/__dev/',
  '/__dev/api/sessions',
  '/__dev/reset',
  '/__dev/cart',
];

const ODD_TARGETS = [
  '//',
  '///x',
  '//[',
  '//%',
  '/\\',
  '/\\evil.example',
  'http://x',
  'http://evil.example/contact',
  '*',
  '',
  ' ',
  '%',
  '/%',
  '/%E0%A4%A',
  '/store/%E0%A4%A',
  '/%00',
  '/%2e%2e/%2e%2e/etc/passwd',
  '/assets/../../package.json',
  '/assets/%2e%2e%2f%2e%2e%2fpackage.json',
  '/api/census/RecordQuickView/%FF%FE',
  '/a b',
  '/a\tb',
  '/a\u0001b',
  '/\u007f',
  '/?%',
  '/?crumb=%&q=%E0',
  '/__dev/api/../../etc',
  '/api/commerce/shopping-cart/entries/%E0',
];

/** Bytes that are not UTF-8, as a latin1 string (written as bytes). */
const NOT_UTF8 = ['/\u00ff\u00fe', '/caf\u00e9', '/\u00c3\u0028', '/store/\u0080'];

const hexByte = fc.integer({ min: 0, max: 255 }).map((n) => `%${n.toString(16).padStart(2, '0').toUpperCase()}`);

const target = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...ROUTE_PATHS) },
  { weight: 4, arbitrary: fc.constantFrom(...ODD_TARGETS, ...NOT_UTF8) },
  {
    weight: 2,
    arbitrary: fc
      .tuple(fc.constantFrom(...ROUTE_PATHS), fc.array(fc.oneof(hexByte, fc.constantFrom('%', '%G', '/', '//', '\\', '?', '#', '..')), { maxLength: 6 }))
      .map(([p, parts]) => p + parts.join('')),
  },
  { weight: 1, arbitrary: fc.integer({ min: 1000, max: 20_000 }).map((n) => `/${'a'.repeat(n)}`) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }).map((s) => `/${s}`) },
);

const method = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'HEAD', 'OPTIONS', 'PATCH') },
  { weight: 1, arbitrary: fc.constantFrom('PROPFIND', 'CONNECT', 'TRACE', 'get', 'G E T', '', 'FOO', 'POST\u0000') },
);

const version = fc.oneof(
  { weight: 8, arbitrary: fc.constant('HTTP/1.1') },
  { weight: 2, arbitrary: fc.constantFrom('HTTP/1.0', 'HTTP/2.0', 'HTTP/9.9', 'HTTPS/1.1', '') },
);

const contentType = fc.constantFrom(
  undefined,
  'application/json',
  'application/json; charset=utf-8',
  'application/x-www-form-urlencoded',
  'text/plain',
  'multipart/form-data',
  'application/octet-stream',
  'json',
  '\u0000',
);

/** Bodies that are wrong in every way a careless client or an attacker tries. */
const body = fc.oneof(
  fc.constant(''),
  fc.json({ maxDepth: 4 }),
  fc.json({ maxDepth: 3 }).map((j) => j.slice(0, Math.max(1, Math.floor(j.length / 2)))),
  fc.constantFrom(
    '[]',
    '"text"',
    '123',
    'null',
    'true',
    '{"form":5}',
    '{"key":{},"form":[]}',
    '{"data":"[{"}',
    'data=%%%&&=',
    'form={"a":',
    '{"__proto__":{"x":1}}',
    '{"constructor":{"prototype":{}}}',
  ),
  fc.integer({ min: 60, max: 20_000 }).map((n) => `${'['.repeat(n)}${']'.repeat(n)}`),
  fc.integer({ min: 60, max: 5000 }).map((n) => `{"form":"${'['.repeat(n)}${']'.repeat(n)}"}`),
  fc.string({ unit: 'binary', maxLength: 200 }),
  fc.integer({ min: 65_000, max: 200_000 }).map((n) => JSON.stringify({ data: 'x'.repeat(n) })),
);

/** How the body is framed: an honest length, a lie, none, chunked (good or garbage). */
const framing = fc.constantFrom('length', 'length', 'shorter', 'longer', 'none', 'chunked', 'chunked-garbage', 'negative', 'not-a-number', 'doubled', 'both');

const extraHeaders = fc.array(
  fc.oneof(
    fc.constantFrom(
      'Origin: http://evil.example',
      'Origin: null',
      'Sec-Fetch-Site: cross-site',
      'Cookie: crumb=abc; ss_cvr=x|1|2; CART=%E0%A4%A',
      'Cookie: ;;;=;=',
      'X-CSRF-Token: \u00ff',
      'Referer: //evil.example',
      'Referer: not a url',
      'Content-Type: application/json',
      'Host: evil.example',
      'No colon here',
      ': empty name',
      'X-\u0001: control',
      'Expect: 100-continue',
      'Connection: keep-alive, Upgrade',
      'Upgrade: websocket',
    ),
    fc.integer({ min: 8_000, max: 40_000 }).map((n) => `X-Big: ${'b'.repeat(n)}`),
  ),
  { maxLength: 3 },
);

/**
 * @typedef {{ method: string, target: string, version: string, host: 'own' | 'evil' | 'none', contentType: string | undefined, framing: string, body: string, headers: string[] }} MalformedRequest
 */

/**
 * Half the cases are broken anywhere (most are refused by the HTTP parser); the other half
 * are framed well enough to reach the routes with odd targets and bodies.
 * @type {fc.Arbitrary<MalformedRequest>}
 */
export const malformedRequest = fc.oneof(
  fc.record({
    method,
    target,
    version,
    host: fc.constantFrom('own', 'own', 'own', 'evil', 'none'),
    contentType,
    framing,
    body,
    headers: extraHeaders,
  }),
  fc.record({
    method: fc.constantFrom('GET', 'POST', 'POST', 'POST', 'PUT', 'DELETE'),
    target: fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...ROUTE_PATHS) }, { weight: 1, arbitrary: target }),
    version: fc.constant('HTTP/1.1'),
    host: fc.constant(/** @type {const} */ ('own')),
    contentType,
    framing: fc.constantFrom('length', 'length', 'chunked', 'longer'),
    body,
    headers: fc.array(
      fc.constantFrom('Origin: http://evil.example', 'Sec-Fetch-Site: cross-site', 'Cookie: crumb=abc; ss_cvr=x|1|2; CART=%E0%A4%A', 'Referer: //evil.example'),
      { maxLength: 2 },
    ),
  }),
);

/**
 * The request as bytes on the wire (strings are written as latin1, so any byte can be sent).
 * @param {MalformedRequest} request @param {string} ownHost
 */
export function requestBytes(request, ownHost) {
  const bodyBytes = Buffer.from(request.body, 'utf8');
  const lines = [`${request.method} ${request.target} ${request.version}`.trimEnd()];
  if (request.host === 'own') lines.push(`Host: ${ownHost}`);
  if (request.host === 'evil') lines.push('Host: evil.example');
  if (request.contentType !== undefined) lines.push(`Content-Type: ${request.contentType}`);
  lines.push(...request.headers, 'Connection: close');
  /** @type {Buffer} */
  let payload = bodyBytes;
  const length = bodyBytes.length;
  switch (request.framing) {
    case 'length':
      lines.push(`Content-Length: ${length}`);
      break;
    case 'shorter':
      lines.push(`Content-Length: ${Math.max(0, length - 3)}`);
      break;
    case 'longer':
      lines.push(`Content-Length: ${length + 10}`);
      break;
    case 'negative':
      lines.push('Content-Length: -5');
      break;
    case 'not-a-number':
      lines.push('Content-Length: 12abc');
      break;
    case 'doubled':
      lines.push(`Content-Length: ${length}`, `Content-Length: ${length + 1}`);
      break;
    case 'both':
      lines.push(`Content-Length: ${length}`, 'Transfer-Encoding: chunked');
      break;
    case 'chunked':
      lines.push('Transfer-Encoding: chunked');
      payload = Buffer.concat([Buffer.from(`${length.toString(16)}\r\n`), bodyBytes, Buffer.from('\r\n0\r\n\r\n')]);
      break;
    case 'chunked-garbage':
      lines.push('Transfer-Encoding: chunked');
      payload = Buffer.concat([Buffer.from('zz\r\n'), bodyBytes, Buffer.from('\r\nfffffffffffffffff\r\n')]);
      break;
    default:
      break;
  }
  return Buffer.concat([Buffer.from(`${lines.join('\r\n')}\r\n\r\n`, 'latin1'), payload]);
}

/**
 * Sends bytes and reads the reply's status (null when the server closed without one, or
 * said nothing within `timeoutMs`: an incomplete request it is still waiting on). With
 * `halfClose` the client then says it will send nothing more (a body cut short).
 * @param {string} baseUrl @param {Buffer} bytes @param {{ timeoutMs?: number, halfClose?: boolean }} [options]
 * @returns {Promise<number | null>}
 */
export function sendRaw(baseUrl, bytes, { timeoutMs = 3000, halfClose = false } = {}) {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve) => {
    let text = '';
    let settled = false;
    const done = () => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      const match = /^HTTP\/1\.[01] (\d{3})/.exec(text);
      resolve(match ? Number(match[1]) : null);
    };
    const socket = connect(Number(port), hostname, () => {
      if (halfClose) socket.end(bytes);
      else socket.write(bytes);
    });
    const timer = setTimeout(done, timeoutMs);
    socket.setEncoding('latin1');
    socket.on('data', (chunk) => {
      text += chunk;
      if (/^HTTP\/1\.[01] \d{3}/.test(text)) done();
    });
    socket.on('end', done);
    socket.on('close', done);
    socket.on('error', done);
  });
}

/**
 * Whether the site still answers a normal request, and clears any fault a case armed.
 * @param {string} baseUrl @returns {Promise<{ up: boolean, armedFault: boolean }>}
 */
export async function siteAnswers(baseUrl) {
  try {
    const response = await fetch(`${baseUrl}/__dev/faults`, { signal: AbortSignal.timeout(10_000) });
    const { armed } = /** @type {{ armed: unknown[] }} */ (await response.json());
    if (armed.length > 0) await fetch(`${baseUrl}/__dev/faults`, { method: 'DELETE' });
    return { up: response.status === 200, armedFault: armed.length > 0 };
  } catch {
    return { up: false, armedFault: false };
  }
}

/**
 * Sends `runs` generated requests, one at a time, checking after each that the site answers.
 * @param {string} baseUrl @param {{ runs: number, seed: number }} options
 */
export async function fuzzSite(baseUrl, { runs, seed }) {
  const ownHost = new URL(baseUrl).host;
  /** @type {Record<string, number>} */
  const statuses = {};
  /** @type {{ request: MalformedRequest, status: number | null, up: boolean }[]} */
  const failures = [];
  const cases = fc.sample(malformedRequest, { numRuns: runs, seed });
  for (const request of cases) {
    // A body shorter than its declared length is cut off by the client closing its side.
    const status = await sendRaw(baseUrl, requestBytes(request, ownHost), { halfClose: request.framing === 'longer' });
    const { up, armedFault } = await siteAnswers(baseUrl);
    const key = status === null ? 'no reply' : String(status);
    statuses[key] = (statuses[key] ?? 0) + 1;
    if (!up || (status !== null && status >= 500 && !armedFault)) failures.push({ request, status, up });
  }
  return { sent: cases.length, statuses, failures };
}
