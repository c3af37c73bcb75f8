/**
 * The visitor's cart on the dev site: the example cart as it is after the visitor's
 * changes. Every change stores the whole new cart as a row of `carts` (latest row wins),
 * so the database keeps the cart's history and emptying the tables (or filling the example
 * cart again) brings back the example cart. Entries are what the cart page reads: id,
 * itemId, sku, title, image, variantOptions, unitPriceCents, quantity, lineTotalCents and
 * stockLimit (from the product's variant: its qtyInStock unless unlimited).
 *
 * Totals are recomputed on every change (dev-site choices, the spec gives no rates): the
 * subtotal is the sum of the line totals, shipping a flat $5.00 while anything physical is
 * in the cart, no tax, no discount.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { EXAMPLE_CART } from './exampleContent.mjs';

export const CARTS_TABLE = 'carts';
export const FLAT_SHIPPING_CENTS = 500;
/** How many stored rows are searched for the cart's latest. */
const HISTORY_ROWS = 1000;

/**
 * @typedef {{ id: string, itemId: string, sku: string, title: string, image: { url: string, alt: string, dimensions: string } | null,
 *   variantOptions: { optionName: string, value: string }[], unitPriceCents: number, quantity: number, lineTotalCents: number,
 *   stockLimit: number | null, productType: string }} StoredEntry
 * @typedef {Omit<typeof EXAMPLE_CART, 'entries' | 'created'> & { created: number | null, entries: StoredEntry[] }} StoredCart
 * @typedef {Pick<StoredCart, 'id' | 'websiteId' | 'orderId' | 'created' | 'isPurchased'>} CartIdentity what a cart is before its entries and totals
 * @typedef {{ product: { id: string, title: string, productType: string, variants: { sku: string, price: number, salePrice: number, onSale: boolean, unlimited: boolean, qtyInStock: number, optionValues: { value: string }[] }[] }, image: string, dimensions: string }} ShopProduct
 */

/** The store's products (the pages' shared list). @param {string} pagesDir @returns {Promise<ShopProduct[]>} */
export async function readProducts(pagesDir) {
  return JSON.parse(await readFile(join(pagesDir, 'shared', 'products.json'), 'utf8'));
}

/** The product and variant a SKU names (or the product's first variant by item id). @param {ShopProduct[]} products @param {{ itemId?: unknown, sku?: unknown }} wanted */
export function findVariant(products, { itemId, sku }) {
  for (const shop of products) {
    const variant =
      typeof sku === 'string' && sku ? shop.product.variants.find((v) => v.sku === sku) : shop.product.id === itemId ? shop.product.variants[0] : undefined;
    if (variant && (itemId === undefined || itemId === null || itemId === shop.product.id)) return { shop, variant };
  }
  return null;
}

/** An entry for `quantity` of a product's variant. @param {ShopProduct} shop @param {ShopProduct['product']['variants'][number]} variant @param {number} quantity @returns {StoredEntry} */
export function entryFor(shop, variant, quantity) {
  const unitPriceCents = variant.onSale ? variant.salePrice : variant.price;
  return {
    id: `entry-${variant.sku}`,
    itemId: shop.product.id,
    sku: variant.sku,
    title: shop.product.title,
    image: { url: shop.image, alt: shop.product.title, dimensions: shop.dimensions },
    variantOptions: variant.optionValues.map((o) => ({ optionName: '', value: o.value })),
    unitPriceCents,
    quantity,
    lineTotalCents: unitPriceCents * quantity,
    stockLimit: variant.unlimited ? null : variant.qtyInStock,
    productType: shop.product.productType,
  };
}

/** The cart with `entries` and its totals recomputed. @param {CartIdentity} cart @param {StoredEntry[]} entries @returns {StoredCart} */
export function withEntries(cart, entries) {
  const subtotalCents = entries.reduce((sum, e) => sum + e.lineTotalCents, 0);
  const requiresShipping = entries.some((e) => e.productType === 'PHYSICAL');
  const shippingCostCents = requiresShipping ? FLAT_SHIPPING_CENTS : 0;
  return {
    ...cart,
    entries,
    subtotalCents,
    taxCents: 0,
    shippingCostCents,
    discountCents: 0,
    grandTotalCents: subtotalCents + shippingCostCents,
    totalQuantity: entries.reduce((sum, e) => sum + e.quantity, 0),
    hasDigital: entries.some((e) => e.productType === 'DIGITAL'),
    purelyDigital: entries.length > 0 && !requiresShipping,
    requiresShipping,
  };
}

/** The example cart as first filled: its entries made from the store's products. @param {ShopProduct[]} products @returns {StoredCart} */
export function exampleCart(products) {
  const entries = EXAMPLE_CART.entries.map((seed) => {
    const found = findVariant(products, { itemId: seed.itemId, sku: seed.sku });
    if (!found) throw new Error(`The example cart names ${seed.sku}, which no product in products.json has`);
    return entryFor(found.shop, found.variant, seed.quantity);
  });
  return withEntries(/** @type {StoredCart} */ (EXAMPLE_CART), entries);
}

/**
 * The visitor's cart: the latest stored for the `CART` cookie's cart, else the example cart
 * when the cookie names it, else null (no cart).
 * @param {import('../db/database.mjs').SiteDatabase} db @param {string | undefined} cartId @param {string} pagesDir
 * @returns {Promise<StoredCart | null>}
 */
export async function currentCart(db, cartId, pagesDir) {
  if (cartId !== EXAMPLE_CART.id) return null;
  const row = db.list(CARTS_TABLE, HISTORY_ROWS).find((r) => r.cart_id === cartId);
  return row ? JSON.parse(String(row.cart_json)) : exampleCart(await readProducts(pagesDir));
}

/** Stores the cart as it now is. @param {import('../db/database.mjs').SiteDatabase} db @param {string} action @param {StoredCart} cart */
export function storeCart(db, action, cart) {
  db.insert(CARTS_TABLE, { cart_id: cart.id, action, cart_json: cart });
}
