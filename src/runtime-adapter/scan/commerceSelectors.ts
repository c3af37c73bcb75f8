/**
 * Where commerce views sit in the platform's markup: what start-up looks for (the kinds' `elements`)
 * and what the chunks' scanners read, written once.
 */

/** The floating cart (`#floatingCart.floating-cart`) and the header's cart indicator. */
export const CART_INDICATOR_SELECTOR = '.floating-cart, .sqs-cart-indicator';

/** A store list's items (each one's `.product-price` is mounted). */
export const PRODUCT_LIST_ITEM_SELECTOR = '.ProductList-item';
