/**
 * The cart indicator as the platform's server renders it for the visitor's cart: the count
 * and subtotal of the cart named by the `CART` cookie in `.sqs-cart-quantity` and
 * `.sqs-cart-subtotal` (what visitors without JavaScript see, and what the runtime reads).
 * The dev site knows one cart, the example cart; any other cart cookie shows an empty cart.
 */

/**
 * @param {string} html the assembled page
 * @param {{ totalQuantity: number, subtotalCents: number } | null} cart the visitor's cart, null for none
 * @param {string} [currency] ISO 4217 code of the store, USD by default
 */
export function withCartIndicator(html, cart, currency = 'USD') {
  const count = cart?.totalQuantity ?? 0;
  const subtotal = new Intl.NumberFormat('en-US', { style: 'currency', currency }).format((cart?.subtotalCents ?? 0) / 100);
  return html
    .replace(/(<span class="sqs-cart-quantity"[^>]*>)[^<]*(<\/span>)/g, (_, open, close) => `${open}${count}${close}`)
    .replace(/(<span class="sqs-cart-subtotal"[^>]*>)[^<]*(<\/span>)/g, (_, open, close) => `${open}${subtotal}${close}`);
}
