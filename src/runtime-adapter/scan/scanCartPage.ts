/**
 * The cart page (000 §2: "detected by page type, loads a cart bundle"): on a page of type
 * 200 (show cart) or 205 (commerce cart v2) only, the root element `#sqs-cart-root` with
 * the server's cart JSON in `data-cart-json` (as `getAttribute` returns it, not decoded again) is parsed and passed on as a
 * plain value, with the store currency and the optional `data-continue-shopping-href`.
 * The cart is read (`readServerCart`) in the mount chunk. No React, no block code.
 */
import { PageType } from '../../platform/enums/pageTypes';
import { BOUND_ATTRIBUTE, SKIPPED } from './boundAttribute';
import type { PageViewScanner } from './scanPageViews';

export const CART_ROOT_ID = 'sqs-cart-root';
export const CART_JSON_ATTRIBUTE = 'data-cart-json';
export const CONTINUE_SHOPPING_ATTRIBUTE = 'data-continue-shopping-href';

/** The page types that bring the cart page. */
export const CART_PAGE_TYPES: readonly number[] = [PageType.SHOW_CART, PageType.COMMERCE_CART_V2];

/** The props of the cart page mount. */
export interface CartPageMarkup {
  /** The parsed `data-cart-json`, read in the chunk. */
  cart: unknown;
  /** The store currency code from the site context. */
  currency: string;
  /** Where "Continue shopping" goes; null for the site's home. */
  continueShoppingHref: string | null;
}

export const scanCartPage: PageViewScanner = (root, context) => {
  const result: ReturnType<PageViewScanner> = { jobs: [], messages: [] };
  if (context.pageType === null || !CART_PAGE_TYPES.includes(context.pageType)) return result;
  const element = root.querySelector<HTMLElement>(`#${CART_ROOT_ID}`);
  if (!element || element.hasAttribute(BOUND_ATTRIBUTE)) return result;
  const text = (element.getAttribute(CART_JSON_ATTRIBUTE) ?? '').trim();
  let cart: unknown;
  try {
    if (text === '') throw new Error(`${CART_JSON_ATTRIBUTE} is empty or missing`);
    cart = JSON.parse(text);
  } catch (error) {
    element.setAttribute(BOUND_ATTRIBUTE, SKIPPED);
    result.messages.push(`Cart page left as rendered: #${CART_ROOT_ID} has no readable cart (${(error as Error).message})`);
    return result;
  }
  element.setAttribute(BOUND_ATTRIBUTE, 'cartPage');
  const href = element.getAttribute(CONTINUE_SHOPPING_ATTRIBUTE)?.trim();
  result.jobs.push({
    kind: 'cartPage',
    element,
    props: { cart, currency: context.currency, continueShoppingHref: href ? href : null },
    label: 'cart page',
  });
  return result;
};
