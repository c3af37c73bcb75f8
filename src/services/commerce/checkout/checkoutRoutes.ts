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

/** How often a donation is given; the spec names no values, these are this project's. */
export type DonationFrequency = 'one-time' | 'monthly';

/**
 * What the visitor chose on a donation block. The spec's query is donatePageId alone; the
 * chosen amount (a decimal string in the currency's digits, as `centsToDecimal` writes it),
 * its currency and the frequency follow it as `amount`, `currency` and `frequency`, so the
 * checkout can start from the visitor's choice (this project's names).
 */
export interface DonationChoice {
  readonly amount: string;
  readonly currency: string;
  readonly frequency: DonationFrequency;
}

export function donateCheckoutUrl(donatePageId: string, choice?: DonationChoice): string {
  const query: Array<readonly [string, string]> = [['donatePageId', required('donatePageId', donatePageId)]];
  if (choice) {
    query.push(['amount', required('amount', choice.amount)], ['currency', required('currency', choice.currency)], ['frequency', choice.frequency]);
  }
  return withQuery(DONATE_CHECKOUT_PATH, query);
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
