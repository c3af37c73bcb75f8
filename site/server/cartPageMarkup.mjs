/**
 * The cart page's root as the server renders it for the visitor's cart: the cart's JSON
 * (entity-encoded, as the platform encodes block JSON) in `#sqs-cart-root[data-cart-json]`,
 * which the runtime's cart page scanner reads on a page of type 200 or 205, and the
 * server's own list in `.sqs-cart-fallback` for visitors without JavaScript, with its
 * Checkout link only when the cart holds something (an empty cart has nothing to check out).
 */
import { encodeBlockJson, escapeHtml } from './htmlText.mjs';

const ROOT = /(<div id="sqs-cart-root"[^>]*?data-cart-json=")[^"]*(")/;
const FALLBACK = /(<ul class="sqs-cart-fallback">)[\s\S]*?(<\/ul>)/;
const CHECKOUT = /\n?[ \t]*<p><a class="sqs-checkout-button[^"]*"[^>]*>[\s\S]*?<\/a><\/p>/;

/**
 * @param {string} html the assembled page
 * @param {{ entries: { title: string, quantity: number, lineTotalCents: number }[] }} cart the visitor's cart
 * @param {string} [currency] ISO 4217 code of the store, USD by default
 */
export function withCartPage(html, cart, currency = 'USD') {
  const money = new Intl.NumberFormat('en-US', { style: 'currency', currency });
  const items = cart.entries.map((e) => `<li>${escapeHtml(e.title)} × ${e.quantity}: ${money.format(e.lineTotalCents / 100)}</li>`).join('');
  const filled = html
    .replace(ROOT, (_, open, close) => `${open}${encodeBlockJson(cart)}${close}`)
    .replace(FALLBACK, (_, open, close) => `${open}${items || '<li>Your cart is empty.</li>'}${close}`);
  return cart.entries.length > 0 ? filled : filled.replace(CHECKOUT, '');
}
