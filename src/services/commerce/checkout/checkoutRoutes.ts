/**
 * The checkout destinations and their query strings. Every query value is percent-encoded
 * (`encodeURIComponent`), and a required value that is missing or blank is an error
 * naming it, never a half-built URL.
 */
export const GOTO_CHECKOUT_PATH = '/commerce/goto-checkout';
export const SUBSCRIBE_CHECKOUT_PATH = '/checkout/subscribe';
export const DONATE_CHECKOUT_PATH = '/checkout/donate';
export const GIFT_CARD_CHECKOUT_PATH = '/checkout/giftcard';

function required(name: string, value: unknown): string {
  if (typeof value !== 'string' || value.trim() === '') {
    throw new TypeError(`Checkout needs ${name}, got ${JSON.stringify(value) ?? 'nothing'}.`);
  }
  return value;
}

function withQuery(path: string, query: ReadonlyArray<readonly [string, string]>): string {
  return `${path}?${query.map(([key, value]) => `${key}=${encodeURIComponent(value)}`).join('&')}`;
}

export function subscribeCheckoutUrl(cartToken: string): string {
  return withQuery(SUBSCRIBE_CHECKOUT_PATH, [['cartToken', required('cartToken', cartToken)]]);
}

export function donateCheckoutUrl(donatePageId: string): string {
  return withQuery(DONATE_CHECKOUT_PATH, [['donatePageId', required('donatePageId', donatePageId)]]);
}

export interface GiftCardCheckout {
  readonly websiteId: string;
  readonly giftCardProductId: string;
  /** The chosen amount's variant; left out of the URL when absent or empty. */
  readonly sku?: string | null;
}

export function giftCardCheckoutUrl({ websiteId, giftCardProductId, sku }: GiftCardCheckout): string {
  const query: Array<readonly [string, string]> = [
    ['websiteId', required('websiteId', websiteId)],
    ['giftCardProductId', required('giftCardProductId', giftCardProductId)],
  ];
  if (typeof sku === 'string' && sku !== '') query.push(['sku', sku]);
  return withQuery(GIFT_CARD_CHECKOUT_PATH, query);
}
