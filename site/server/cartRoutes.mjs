/**
 * The cart page's calls (this project's endpoints; the spec names none), each answering
 * the whole cart as it now is, on the cart the `CART` cookie names:
 *
 *   GET    /api/commerce/shopping-cart               the cart (an empty one without a cart cookie)
 *   POST   /api/commerce/shopping-cart/entries       JSON { itemId, sku, quantity }: adds (to an entry of that SKU if there is one)
 *   PUT    /api/commerce/shopping-cart/entries/{id}  JSON { quantity }: sets the entry's quantity
 *   DELETE /api/commerce/shopping-cart/entries/{id}  removes the entry
 *
 * Refusals are 400 `{ error }` (a quantity that is not a whole number of 1 or more, more
 * than the stock, an unknown product), 404 `{ error }` (no cart, no such entry). Every
 * accepted change stores the new cart (`carts`) and recomputes its totals.
 */
import { currentCart, entryFor, findVariant, readProducts, storeCart, withEntries } from './cartStore.mjs';

/** @typedef {import('./routeTypes.mjs').Route} Route @typedef {import('./routeTypes.mjs').Reply} Reply */

export const CART_PATH = '/api/commerce/shopping-cart';
export const ENTRIES_PATH = `${CART_PATH}/entries`;

/** The cart a visitor without one sees: nothing in it. */
export const NO_CART = withEntries(
  /** @type {import('./cartStore.mjs').CartIdentity} */ ({ id: 'no-cart', websiteId: 'dev-website-0001', orderId: null, created: null, isPurchased: false }),
  [],
);

/** @param {number} status @param {string} error @returns {Reply} */
const refuse = (status, error) => ({ status, json: { error } });

/** @param {unknown} body @returns {Record<string, unknown>} */
const fields = (body) => (body && typeof body === 'object' && !Array.isArray(body) ? /** @type {Record<string, unknown>} */ (body) : {});

/** A quantity the request asks for, or a refusal. @param {unknown} value */
function readQuantity(value) {
  return Number.isSafeInteger(value) && /** @type {number} */ (value) >= 1 ? /** @type {number} */ (value) : null;
}

/** @param {import('./cartStore.mjs').StoredEntry} entry @param {number} quantity */
const overStock = (entry, quantity) => entry.stockLimit !== null && quantity > entry.stockLimit;

/** @param {import('./routeTypes.mjs').SiteRequest} request */
const entryIdOf = (request) => decodeURIComponent(request.path.slice(ENTRIES_PATH.length + 1));

/** @type {Route[]} */
export const cartRoutes = [
  {
    method: 'GET',
    path: CART_PATH,
    async handle(request, site) {
      return { status: 200, json: (await currentCart(site.db, request.cookies.CART, site.dirs.pagesDir)) ?? NO_CART };
    },
  },
  {
    method: 'POST',
    path: ENTRIES_PATH,
    async handle(request, site) {
      const cart = await currentCart(site.db, request.cookies.CART, site.dirs.pagesDir);
      if (!cart) return refuse(404, 'There is no cart: fill the example cart first');
      const body = fields(request.body);
      const quantity = readQuantity(body.quantity ?? 1);
      if (quantity === null) return refuse(400, 'quantity must be a whole number, 1 or more');
      const found = findVariant(await readProducts(site.dirs.pagesDir), { itemId: body.itemId, sku: body.sku });
      if (!found) return refuse(400, `No product has ${JSON.stringify(body.sku ?? body.itemId ?? null)}`);
      const added = entryFor(found.shop, found.variant, quantity);
      const existing = cart.entries.find((e) => e.id === added.id);
      const total = quantity + (existing?.quantity ?? 0);
      if (overStock(added, total)) return refuse(400, `Only ${added.stockLimit} of ${added.title} in stock`);
      const entries = existing
        ? cart.entries.map((e) => (e === existing ? { ...e, quantity: total, lineTotalCents: e.unitPriceCents * total } : e))
        : [...cart.entries, added];
      const next = withEntries(cart, entries);
      storeCart(site.db, 'add', next);
      return { status: 200, json: next };
    },
  },
  {
    method: 'PUT',
    path: `${ENTRIES_PATH}/*`,
    async handle(request, site) {
      const cart = await currentCart(site.db, request.cookies.CART, site.dirs.pagesDir);
      if (!cart) return refuse(404, 'There is no cart: fill the example cart first');
      const entry = cart.entries.find((e) => e.id === entryIdOf(request));
      if (!entry) return refuse(404, `No entry ${entryIdOf(request)} in the cart`);
      const quantity = readQuantity(fields(request.body).quantity);
      if (quantity === null) return refuse(400, 'quantity must be a whole number, 1 or more');
      if (overStock(entry, quantity)) return refuse(400, `Only ${entry.stockLimit} of ${entry.title} in stock`);
      const next = withEntries(
        cart,
        cart.entries.map((e) => (e === entry ? { ...e, quantity, lineTotalCents: e.unitPriceCents * quantity } : e)),
      );
      storeCart(site.db, 'quantity', next);
      return { status: 200, json: next };
    },
  },
  {
    method: 'DELETE',
    path: `${ENTRIES_PATH}/*`,
    async handle(request, site) {
      const cart = await currentCart(site.db, request.cookies.CART, site.dirs.pagesDir);
      if (!cart) return refuse(404, 'There is no cart: fill the example cart first');
      const id = entryIdOf(request);
      if (!cart.entries.some((e) => e.id === id)) return refuse(404, `No entry ${id} in the cart`);
      const next = withEntries(
        cart,
        cart.entries.filter((e) => e.id !== id),
      );
      storeCart(site.db, 'remove', next);
      return { status: 200, json: next };
    },
  },
];
