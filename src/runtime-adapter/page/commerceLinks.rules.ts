/**
 * Which commerce link a click landed on and what it carries (spec: the checkout button,
 * donate, gift card and subscribe links). Reads the link's attributes only; no listeners.
 *
 * Markup: `a.sqs-checkout-button` or any element with `CheckoutButton` in its
 * `data-controller` list is the cart checkout; `a.sqs-donate-button`,
 * `a.sqs-giftcard-button` and `a.sqs-subscribe-button` carry their values as
 * `data-donate-page-id`, `data-website-id` / `data-gift-card-product-id` / `data-sku`
 * and `data-cart-token`, or, when those are absent, in the query of their `href`
 * (`donatePageId`, `websiteId`, `giftCardProductId`, `sku`, `cartToken`).
 */
import type { GiftCardCheckout } from '../../services/commerce/checkout/checkoutRoutes';

export const CHECKOUT_LINK_SELECTOR = 'a.sqs-checkout-button, [data-controller~="CheckoutButton"]';
export const DONATE_LINK_SELECTOR = 'a.sqs-donate-button';
export const GIFT_CARD_LINK_SELECTOR = 'a.sqs-giftcard-button';
export const SUBSCRIBE_LINK_SELECTOR = 'a.sqs-subscribe-button';
export const COMMERCE_LINK_SELECTOR = [CHECKOUT_LINK_SELECTOR, DONATE_LINK_SELECTOR, GIFT_CARD_LINK_SELECTOR, SUBSCRIBE_LINK_SELECTOR].join(', ');

export type CommerceLinkAction =
  { kind: 'checkout' } | { kind: 'donate'; donatePageId: string } | { kind: 'giftCard'; giftCard: GiftCardCheckout } | { kind: 'subscribe'; cartToken: string };

/** A link that is one of the commerce links but lacks a value it needs: named, so the log says which. */
export type CommerceLinkProblem = { kind: 'missing'; link: 'donate' | 'giftCard' | 'subscribe'; value: string };

function hrefQuery(link: Element): URLSearchParams {
  const href = link.getAttribute('href') ?? '';
  const at = href.indexOf('?');
  if (at < 0) return new URLSearchParams();
  const hash = href.indexOf('#', at);
  return new URLSearchParams(href.slice(at + 1, hash < 0 ? undefined : hash));
}

/** The data attribute's value, else the href query's; null when neither has a non-blank one. */
function valueOf(link: Element, attribute: string, queryKey: string): string | null {
  const own = link.getAttribute(attribute)?.trim();
  if (own) return own;
  const fromQuery = hrefQuery(link).get(queryKey)?.trim();
  return fromQuery ? fromQuery : null;
}

/** What the commerce link does, a problem when it lacks a value, or null when the element is no commerce link. */
export function commerceLinkAction(link: Element): CommerceLinkAction | CommerceLinkProblem | null {
  if (link.matches(CHECKOUT_LINK_SELECTOR)) return { kind: 'checkout' };
  if (link.matches(DONATE_LINK_SELECTOR)) {
    const donatePageId = valueOf(link, 'data-donate-page-id', 'donatePageId');
    return donatePageId ? { kind: 'donate', donatePageId } : { kind: 'missing', link: 'donate', value: 'donatePageId' };
  }
  if (link.matches(GIFT_CARD_LINK_SELECTOR)) {
    const websiteId = valueOf(link, 'data-website-id', 'websiteId');
    const giftCardProductId = valueOf(link, 'data-gift-card-product-id', 'giftCardProductId');
    if (!websiteId) return { kind: 'missing', link: 'giftCard', value: 'websiteId' };
    if (!giftCardProductId) return { kind: 'missing', link: 'giftCard', value: 'giftCardProductId' };
    return { kind: 'giftCard', giftCard: { websiteId, giftCardProductId, sku: valueOf(link, 'data-sku', 'sku') } };
  }
  if (link.matches(SUBSCRIBE_LINK_SELECTOR)) {
    const cartToken = valueOf(link, 'data-cart-token', 'cartToken');
    return cartToken ? { kind: 'subscribe', cartToken } : { kind: 'missing', link: 'subscribe', value: 'cartToken' };
  }
  return null;
}

/** Clicks the page leaves to the browser: not the main button, or with a key held (a new tab or window). */
export function isPlainClick(event: Pick<MouseEvent, 'button' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey' | 'defaultPrevented'>): boolean {
  return !event.defaultPrevented && event.button === 0 && !event.ctrlKey && !event.metaKey && !event.shiftKey && !event.altKey;
}
