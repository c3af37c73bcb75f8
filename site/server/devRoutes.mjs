/**
 * The dev site's own screens and controls, under /__dev/ (no crumb, no faults):
 * - GET /__dev/ — what was received, latest first, one table per kind of call;
 * - GET /__dev/api/<table> — the same rows as JSON (`*_json` columns parsed), for e2e tests;
 * - POST /__dev/reset — empties every table;
 * - POST /__dev/faults, GET /__dev/faults, DELETE /__dev/faults — arm, list, clear faults;
 * - POST /__dev/cart — fills (`action=fill`) or empties (`action=empty`) the example cart's
 *   cookies and goes back to `return`, so checkout can be tried (the spec has no add-to-cart call).
 */
import { TABLES, isTable } from '../db/schema.mjs';
import { devPage } from './devPageHtml.mjs';
import { EXAMPLE_CART } from './exampleContent.mjs';
import { exampleCart, readProducts, storeCart } from './cartStore.mjs';
import { readFault } from './faults.mjs';
import { serializeCookie } from './httpMessages.mjs';
import { escapeHtml } from './htmlText.mjs';
import { sameOriginPath } from './requestGuard.rules.mjs';

/** @typedef {import('./routeTypes.mjs').Route} Route */

/**
 * dev-site choice: the cart cookies' names (the spec does not show them), the same as the
 * runtime's defaults: a flag and the cart id.
 */
export const CART_COOKIES = { flag: 'hasCart', cart: 'CART' };

/** Rows shown per table on /__dev/. */
export const ROWS_PER_TABLE = 50;

/** A stored row with its JSON columns parsed back into values. @param {import('../db/database.mjs').Row} row */
export function rowForJson(row) {
  /** @type {Record<string, unknown>} */
  const out = {};
  for (const [column, value] of Object.entries(row)) {
    if (column.endsWith('_json') && typeof value === 'string') {
      try {
        out[column] = JSON.parse(value);
        continue;
      } catch {
        // kept as text
      }
    }
    out[column] = value;
  }
  return out;
}

/** @param {string} table @param {import('../db/database.mjs').Row[]} rows */
function tableHtml(table, rows) {
  const columns = ['id', 'received_at', ...(TABLES[table] ?? [])];
  const head = columns.map((c) => `<th>${escapeHtml(c)}</th>`).join('');
  const body = rows.map((row) => `<tr>${columns.map((c) => `<td>${escapeHtml(row[c] ?? '')}</td>`).join('')}</tr>`).join('\n');
  return `<h2 id="${escapeHtml(table)}">${escapeHtml(table)} <small>(<a href="/__dev/api/${escapeHtml(table)}">JSON</a>)</small></h2>
${rows.length === 0 ? '<p>Nothing received.</p>' : `<table><thead><tr>${head}</tr></thead><tbody>\n${body}\n</tbody></table>`}`;
}

/** @type {Route[]} */
export const devRoutes = [
  {
    method: 'GET',
    path: '/__dev',
    handle: () => ({ status: 302, text: '', type: 'text/plain', headers: { Location: '/__dev/' } }),
  },
  {
    method: 'GET',
    path: '/__dev/',
    handle(_request, site) {
      const counts = site.db.counts();
      const index = Object.keys(TABLES)
        .map((t) => `<li><a href="#${t}">${t}</a> (${counts[t] ?? 0})</li>`)
        .join('\n');
      const faults = site.faults.list();
      const faultRows = faults
        .map(
          (f) =>
            `<tr>${['path', 'times', 'status', 'body', 'malformed', 'drop', 'crumbFail'].map((k) => `<td>${escapeHtml(k in f ? JSON.stringify(/** @type {Record<string, unknown>} */ (f)[k]) : '')}</td>`).join('')}</tr>`,
        )
        .join('\n');
      const body = `<p>What the dev site received, latest first (${ROWS_PER_TABLE} rows per table at most).</p>
<form method="post" action="/__dev/reset"><input type="hidden" name="return" value="/__dev/"><button type="submit">Empty every table</button></form>
<ul>${index}</ul>
<h2>Armed faults</h2>
${faults.length === 0 ? '<p>None.</p>' : `<table><thead><tr><th>path</th><th>times</th><th>status</th><th>body</th><th>malformed</th><th>drop</th><th>crumbFail</th></tr></thead><tbody>\n${faultRows}\n</tbody></table>`}
${Object.keys(TABLES)
  .map((t) => tableHtml(t, site.db.list(t, ROWS_PER_TABLE)))
  .join('\n')}`;
      return { status: 200, html: devPage('Dev site: received', body) };
    },
  },
  {
    method: 'GET',
    path: '/__dev/api/*',
    handle(request, site) {
      const table = request.path.slice('/__dev/api/'.length);
      if (!isTable(table)) return { status: 404, json: { error: `Unknown table "${table}". Tables: ${Object.keys(TABLES).join(', ')}` } };
      const limit = Number(request.query.get('limit') ?? 1000);
      return { status: 200, json: site.db.list(table, Number.isInteger(limit) && limit > 0 ? limit : 1000).map(rowForJson) };
    },
  },
  {
    method: 'POST',
    path: '/__dev/reset',
    handle(request, site) {
      site.db.reset();
      site.rateLimit.reset();
      const back = /** @type {Record<string, unknown>} */ (request.body && typeof request.body === 'object' ? request.body : {}).return;
      // From the button on /__dev/: back to the page; from a test: JSON.
      if (back === '/__dev/') return { status: 303, text: '', headers: { Location: back } };
      return { status: 200, json: { reset: true } };
    },
  },
  {
    method: 'POST',
    path: '/__dev/cart',
    async handle(request, site) {
      const body = /** @type {Record<string, unknown>} */ (request.body && typeof request.body === 'object' ? request.body : {});
      const back = sameOriginPath(body.return, '/store');
      const fill = body.action !== 'empty';
      // Filling starts the example cart over, as first filled (the cart page's changes are undone).
      if (fill) storeCart(site.db, 'fill', exampleCart(await readProducts(site.dirs.pagesDir)));
      const cookies = fill
        ? [serializeCookie(CART_COOKIES.flag, 'true'), serializeCookie(CART_COOKIES.cart, EXAMPLE_CART.id)]
        : [serializeCookie(CART_COOKIES.flag, '', { maxAgeS: 0 }), serializeCookie(CART_COOKIES.cart, '', { maxAgeS: 0 })];
      return { status: 303, text: '', headers: { Location: back }, cookies };
    },
  },
  {
    method: 'POST',
    path: '/__dev/faults',
    handle(request, site) {
      const read = readFault(request.body);
      if (!read.ok) return { status: 400, json: { error: read.error } };
      site.faults.arm(read.fault);
      return { status: 200, json: { armed: site.faults.list() } };
    },
  },
  {
    method: 'GET',
    path: '/__dev/faults',
    handle: (_request, site) => ({ status: 200, json: { armed: site.faults.list() } }),
  },
  {
    method: 'DELETE',
    path: '/__dev/faults',
    handle(_request, site) {
      site.faults.clear();
      return { status: 200, json: { armed: [] } };
    },
  },
];
