/**
 * The cart page's calls, through the data-call wrapper (crumb, crumbFail retry, the system
 * error overlay for 401/403/5xx). The spec names no cart endpoints; these are this
 * project's (README.md), each answering the whole cart as it now is:
 *
 *   GET    /api/commerce/shopping-cart                 the cart
 *   POST   /api/commerce/shopping-cart/entries         add: JSON { itemId, sku, quantity }
 *   PUT    /api/commerce/shopping-cart/entries/{id}    quantity: JSON { quantity }
 *   DELETE /api/commerce/shopping-cart/entries/{id}    remove
 *
 * A reply that is not a cart the page can read (`parseCart`, then every entry) is a
 * `shape` failure, never an empty cart written over the page.
 */
import { parseCart, type Cart } from '../../services/commerce/cart/cart.model';
import type { DataCall } from '../../services/http/dataCall';
import type { DataCallResult, HttpMethod } from '../../services/http/dataCall.types';
import { expectShape } from '../../services/http/replyShape';
import { readCartEntries, type CartEntry } from './cartEntry.rules';

/** A call to the cart's server. */
export type CartCall =
  | { readonly kind: 'quantity'; readonly entryId: string; readonly quantity: number }
  | { readonly kind: 'remove'; readonly entryId: string }
  | { readonly kind: 'add'; readonly removedId: string; readonly itemId: string | null; readonly sku: string | null; readonly quantity: number };

export const CART_URLS = {
  cart: '/api/commerce/shopping-cart',
  entries: '/api/commerce/shopping-cart/entries',
  entry: (entryId: string) => `/api/commerce/shopping-cart/entries/${encodeURIComponent(entryId)}`,
} as const;

/** A cart the page can show: the model and its entries read. */
export interface ReadCart {
  readonly cart: Cart;
  readonly entries: readonly CartEntry[];
}

export interface CartClient {
  get(): Promise<DataCallResult<ReadCart>>;
  add(item: { itemId: string | null; sku: string | null; quantity: number }): Promise<DataCallResult<ReadCart>>;
  setQuantity(entryId: string, quantity: number): Promise<DataCallResult<ReadCart>>;
  remove(entryId: string): Promise<DataCallResult<ReadCart>>;
}

/** The cart and its entries; throws `CommerceShapeError` naming every problem. */
export function readServerCart(value: unknown): ReadCart {
  const cart = parseCart(value);
  return { cart, entries: readCartEntries(cart.entries) };
}

/** The cart and its entries, or undefined when the value is not a readable cart. */
export function readCart(value: unknown): ReadCart | undefined {
  try {
    return readServerCart(value);
  } catch {
    return undefined;
  }
}

export function createCartClient(call: DataCall): CartClient {
  const expectCart = async (method: HttpMethod, url: string, reply: Promise<DataCallResult<unknown>>) =>
    expectShape(await reply, { url, method }, readCart, 'a shopping cart');
  return {
    get: () => expectCart('GET', CART_URLS.cart, call.get(CART_URLS.cart)),
    add: ({ itemId, sku, quantity }) => expectCart('POST', CART_URLS.entries, call.post(CART_URLS.entries, { data: { itemId, sku, quantity }, json: true })),
    setQuantity: (entryId, quantity) => {
      const url = CART_URLS.entry(entryId);
      return expectCart('PUT', url, call.put(url, { data: { quantity }, json: true }));
    },
    remove: (entryId) => {
      const url = CART_URLS.entry(entryId);
      return expectCart('DELETE', url, call.del(url));
    },
  };
}

/** Sends one call of the cart page's machine. */
export function sendCartCall(client: CartClient, call: CartCall): Promise<DataCallResult<ReadCart>> {
  switch (call.kind) {
    case 'quantity':
      return client.setQuantity(call.entryId, call.quantity);
    case 'remove':
      return client.remove(call.entryId);
    case 'add':
      return client.add({ itemId: call.itemId, sku: call.sku, quantity: call.quantity });
  }
}
