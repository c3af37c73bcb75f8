/**
 * What the adapter reads from the store's markup, as plain values (no DOM, no commerce
 * code: the product is read by the commerce service's `parseProduct` in the mount chunk).
 *
 * - A product: `article.ProductList-item[data-product-json]` (JSON, as `getAttribute` returns it: not decoded again) and its
 *   server-rendered `.product-price`; or, as 7.0 product lists publish it, a
 *   `.ProductList-item` without JSON whose `.product-price` shows the amounts as
 *   `span.sqs-money-native` (a bare decimal, "100.00"), the original of a sale inside
 *   `.original-price`, a starting price after the word "from".
 * - The cart indicator: `.sqs-cart-indicator`, its count and subtotal from data attributes
 *   (`data-cart-quantity`, `data-cart-subtotal-cents`) or else from the text of
 *   `.sqs-cart-quantity` and `.sqs-cart-subtotal`, and its link's `href`.
 * Pure.
 */
import type { Result } from '../../platform/result/result';

/** The props of a product price mount: the raw product JSON and the store currency code. */
export interface ProductPriceMarkup {
  /** The parsed `data-product-json` (read by `parseProduct` in the mount chunk). */
  product: unknown;
  /** `websiteSettings.storeSettings.selectedCurrency` from the site context. */
  currency: string;
}

export type ProductJsonResult = Result<unknown>;

/** A product article's label in messages: `product <id>`, else `product without id`. */
export function productLabel(id: string | null | undefined): string {
  return id ? `product ${id}` : 'product without id';
}

/** Parses `data-product-json` (the attribute's value, already decoded by the browser); an empty or unparsable attribute is a message naming the product. */
export function parseProductJson(raw: string | null | undefined, id: string | null | undefined): ProductJsonResult {
  const text = (raw ?? '').trim();
  if (text === '') return { ok: false, error: `Price of ${productLabel(id)} left as rendered: its data-product-json is empty` };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (error) {
    return { ok: false, error: `Price of ${productLabel(id)} left as rendered: its data-product-json is not valid JSON (${(error as Error).message})` };
  }
}

/** What a 7.0 product list's `.product-price` shows, read from its text. */
export interface ShownPriceTexts {
  /** The text of each `span.sqs-money-native` outside `.original-price`, in order. */
  amounts: readonly string[];
  /** The text of the `span.sqs-money-native` inside `.original-price`, when there is one. */
  original: string | null;
  /** The whole `.product-price` text (for the word "from"). */
  text: string;
}

/**
 * The product the price view reads (`parseProduct`'s input) from a 7.0 price as shown:
 * one amount is a product of that price; an amount with an original is that sale; "from"
 * an amount is a product whose variants start at that amount (two variants, the amount and
 * one cent above it: the view then says "from <amount>"). Null when no amount can be read.
 */
export function productFromShownPrice(shown: ShownPriceTexts, fractionDigits = 2): unknown {
  const amount = shown.amounts.length > 0 ? centsFromShownMoney(shown.amounts[0], fractionDigits) : null;
  if (amount === null) return null;
  const original = centsFromShownMoney(shown.original, fractionDigits);
  if (original !== null && original > amount) return { productType: 'DIGITAL', priceCents: original, salePriceCents: amount, onSale: true };
  if (/\bfrom\b/i.test(shown.text)) {
    return { productType: 'PHYSICAL', variants: [{ price: amount }, { price: amount + 1 }] };
  }
  return { productType: 'DIGITAL', priceCents: amount, salePriceCents: 0, onSale: false };
}

/** Digits after the decimal mark of a currency's amounts (0 for JPY, else 2). */
export function fractionDigitsOf(currency: string): number {
  return currency === 'JPY' ? 0 : 2;
}

/** The props of a cart indicator mount. */
export interface CartIndicatorMarkup {
  count: number;
  /** Minor units (cents). */
  subtotalCents: number;
  currency: string;
  href: string;
}

/** What the scanner found in the indicator's markup. */
export interface CartIndicatorTexts {
  quantityAttribute?: string | null;
  subtotalCentsAttribute?: string | null;
  quantityText?: string | null;
  subtotalText?: string | null;
  href?: string | null;
}

/** The cart page when the indicator's markup has no link (the spec names no route). */
export const DEFAULT_CART_HREF = '/cart';

/** A whole number written in digits, up to the largest a number holds exactly; else null. */
function wholeNumber(value: string | null | undefined): number | null {
  const trimmed = value?.trim() ?? '';
  const number = /^\d+$/.test(trimmed) ? Number(trimmed) : null;
  return number !== null && Number.isSafeInteger(number) ? number : null;
}

/**
 * Minor units from shown money ("$1,234.50", "1.234,50 €", "¥500"): the digits, with the
 * last separator followed by exactly two digits taken as the decimal mark. Null when the
 * text holds no digits, or more than a number holds exactly.
 */
export function centsFromShownMoney(text: string | null | undefined, fractionDigits = 2): number | null {
  const raw = (text ?? '').replace(/[^\d.,]/g, '');
  if (!/\d/.test(raw)) return null;
  const decimal = fractionDigits > 0 ? new RegExp(`[.,](\\d{${fractionDigits}})$`).exec(raw) : null;
  const whole = (decimal ? raw.slice(0, decimal.index) : raw).replace(/[.,]/g, '');
  const fraction = decimal ? decimal[1]! : '0'.repeat(fractionDigits);
  const cents = Number(whole || '0') * 10 ** fractionDigits + Number(fraction || '0');
  return Number.isSafeInteger(cents) ? cents : null;
}

export type CartIndicatorResult = Result<CartIndicatorMarkup>;

/** The indicator's count and subtotal (attributes win over text); a count that cannot be read is a message. */
export function cartIndicatorMarkup(texts: CartIndicatorTexts, currency: string): CartIndicatorResult {
  const count = wholeNumber(texts.quantityAttribute) ?? wholeNumber(texts.quantityText);
  if (count === null) {
    return {
      ok: false,
      error: `Cart indicator left as rendered: its count is not a whole number (${JSON.stringify(texts.quantityAttribute ?? texts.quantityText ?? null)})`,
    };
  }
  const fractionDigits = fractionDigitsOf(currency);
  const subtotalCents = wholeNumber(texts.subtotalCentsAttribute) ?? centsFromShownMoney(texts.subtotalText, fractionDigits) ?? 0;
  const href = texts.href?.trim() || DEFAULT_CART_HREF;
  return { ok: true, value: { count, subtotalCents, currency, href } };
}

/** The cart's address the floating cart's count is read from (the cart page's GET, this project's endpoint). */
export const CART_TOTALS_URL = '/api/commerce/shopping-cart';

/** What the cart indicator shows of a cart. */
export interface CartTotals {
  count: number;
  subtotalCents: number;
}

const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;

/** The count and subtotal of the cart's reply (`totalQuantity`, `subtotalCents`), or null when it holds no such numbers. */
export function cartTotalsOf(reply: unknown): CartTotals | null {
  if (reply === null || typeof reply !== 'object') return null;
  const { totalQuantity, subtotalCents } = reply as Record<string, unknown>;
  return isCount(totalQuantity) && isCount(subtotalCents) ? { count: totalQuantity, subtotalCents } : null;
}
