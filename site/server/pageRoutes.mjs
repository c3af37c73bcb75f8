/**
 * What a browser navigates to: the example published pages (assembled from their page file and
 * the shared layout on every request; each response sets the crumb cookie), the built runtime,
 * the story images, the checkout stand-ins of 000 §2 and the config panel stand-in.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { readPage } from '../layout/assemblePage.mjs';
import { CRUMB_COOKIE, pageCrumb } from './crumb.mjs';
import { definitionList, devPage } from './devPageHtml.mjs';
import { withCartPage } from './cartPageMarkup.mjs';
import { NO_CART } from './cartRoutes.mjs';
import { currentCart } from './cartStore.mjs';
import { serializeCookie } from './httpMessages.mjs';
import { escapeHtml } from './htmlText.mjs';
import { readStatic } from './staticFiles.mjs';

/** @typedef {import('./routeTypes.mjs').Route} Route @typedef {import('./routeTypes.mjs').Reply} Reply */

export const RUNTIME_ENTRY = 'runtime.js';
export const MISSING_RUNTIME_WARNING =
  'Dev site: the runtime is not built (dist/runtime/runtime.js is missing); the page is served without it. Run `npm run build:runtime` or `npm run site` without --no-build.';

/** The page file a path names: `/` → index.html, `/contact` or `/contact/` → contact.html. */
/** @param {string} path @returns {string | null} */
export function pageFileFor(path) {
  if (path === '/' || path === '/index.html') return 'index.html';
  const match = /^\/([a-z0-9][a-z0-9-]*)(?:\/|\.html)?$/.exec(path);
  return match ? `${match[1]}.html` : null;
}

/** @param {string} html */
function withMissingRuntimeWarning(html) {
  const script = `<script>console.warn(${JSON.stringify(MISSING_RUNTIME_WARNING)});</script>`;
  return html.includes('</head>') ? html.replace('</head>', `${script}\n</head>`) : `${script}\n${html}`;
}

/** @param {string} root @param {string} mount @returns {Route} */
const staticRoute = (root, mount) => ({
  method: 'GET',
  path: `${mount}/*`,
  async handle(request) {
    const file = await readStatic(root, request.path.slice(mount.length + 1));
    return file ? { status: 200, bytes: file.bytes, type: file.type } : { status: 404, text: 'Not found', type: 'text/plain; charset=utf-8' };
  },
});

/**
 * What a checkout stand-in shows: what it received and the visitor's cart (as the cart page left it).
 * @param {string} title @param {import('./routeTypes.mjs').SiteRequest} request @param {string} note @param {unknown} cart
 * @returns {Reply}
 */
function receivedPage(title, request, note, cart) {
  const cartCookies = Object.fromEntries(Object.entries(request.cookies).filter(([name]) => /cart/i.test(name)));
  const body = `<p>${escapeHtml(note)}</p>
<h2>Received</h2>
<p>${escapeHtml(request.method)} <code>${escapeHtml(request.path)}</code></p>
<h3>Query</h3>
${definitionList(Object.fromEntries(request.query))}
${request.method === 'GET' ? '' : `<h3>Body</h3>\n<pre>${escapeHtml(JSON.stringify(request.body, null, 2))}</pre>`}
<h3>Cart cookies</h3>
${definitionList(cartCookies)}
<h2>Cart</h2>
<pre id="visitor-cart">${escapeHtml(JSON.stringify(cart, null, 2))}</pre>`;
  return { status: 200, html: devPage(title, body), cookies: [pageCrumbCookie(request)] };
}

/** Every page response sets the crumb cookie (the visitor keeps theirs). @param {import('./routeTypes.mjs').SiteRequest} request */
const pageCrumbCookie = (request) => serializeCookie(CRUMB_COOKIE, pageCrumb(request.cookies));

/** @param {{ pagesDir: string, assetsDir: string, runtimeDir: string }} dirs @returns {Route[]} */
export function pageRoutes(dirs) {
  /** @type {Route[]} */
  const checkout = [
    ['/commerce/goto-checkout', 'Checkout (dev site)', 'Cart checkout. On the platform this continues to the secure checkout.'],
    ['/checkout/subscribe', 'Subscribe checkout (dev site)', 'Subscription checkout: the query carries cartToken.'],
    ['/checkout/donate', 'Donation checkout (dev site)', 'Donation checkout: the query carries donatePageId.'],
    ['/checkout/giftcard', 'Gift card checkout (dev site)', 'Gift card checkout: the query carries websiteId, giftCardProductId and an optional sku.'],
  ].flatMap(([path, title, note]) =>
    ['GET', 'POST'].map((method) => ({
      method,
      path: /** @type {string} */ (path),
      /** @type {Route['handle']} */
      handle: async (request, site) =>
        receivedPage(
          /** @type {string} */ (title),
          request,
          /** @type {string} */ (note),
          (await currentCart(site.db, request.cookies.CART, dirs.pagesDir)) ?? NO_CART,
        ),
    })),
  );

  /** @type {Route['handle']} */
  const config = (request) => ({
    status: 200,
    html: devPage(
      'Config panel (dev site)',
      `<p>This is the config panel: the site owner's editing area. On the platform the site opens here in a frame.</p>
<p>frameUrl: <code id="frame-url">${escapeHtml(request.query.get('frameUrl') ?? '(none)')}</code></p>
<p>Path: <code>${escapeHtml(request.path)}</code></p>`,
    ),
    cookies: [pageCrumbCookie(request)],
  });

  return [
    staticRoute(dirs.runtimeDir, '/runtime'),
    staticRoute(dirs.assetsDir, '/assets'),
    ...checkout,
    { method: 'GET', path: '/config', handle: config },
    { method: 'GET', path: '/config/*', handle: config },
    {
      method: 'GET',
      path: '/*',
      async handle(request, site) {
        const file = pageFileFor(request.path);
        const notFound = { status: 404, html: devPage('Page not found', `<p>No page at <code>${escapeHtml(request.path)}</code>. <a href="/">Home</a></p>`) };
        if (!file) return notFound;
        let html;
        try {
          html = await readPage(dirs.pagesDir, file);
        } catch (error) {
          const message = /** @type {Error} */ (error).message;
          return {
            status: 500,
            html: devPage('Page cannot be assembled', `<p>The page file or a shared file of the pages cannot be used:</p>\n<pre>${escapeHtml(message)}</pre>`),
          };
        }
        if (html === null) return notFound;
        const cart = await currentCart(site.db, request.cookies.CART, dirs.pagesDir);
        // the floating cart is sent empty, as the platform sends it: the runtime fills in the visitor's count
        html = withCartPage(html, cart ?? NO_CART);
        if (!existsSync(join(dirs.runtimeDir, RUNTIME_ENTRY))) html = withMissingRuntimeWarning(html);
        return { status: 200, html, cookies: [pageCrumbCookie(request)] };
      },
    },
  ];
}
