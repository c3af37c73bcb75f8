/**
 * Sending the shopper to checkout. The page is reached through an injected navigator,
 * so this module never touches `window`: the runtime passes one built on `window.location`,
 * `window.top.location` and `window.alert`; tests and stories pass a recording fake.
 *
 * Cart checkout first looks for the cart cookies. The spec does not name them; this
 * project uses `hasCart` (a flag set once the cart exists) and `CART` (the cart's cookie),
 * and either may be renamed through `CartCookieNames`. A cookie counts as present when it
 * has a non-empty value.
 */
import type { CookieJar } from '../../cookies/cookieJar';
import { GOTO_CHECKOUT_PATH, donateCheckoutUrl, giftCardCheckoutUrl, subscribeCheckoutUrl, type DonationChoice, type GiftCardCheckout } from './checkoutRoutes';

/** The alert shown when neither cart cookie exists (spec wording). */
export const CHECKOUT_COOKIES_MESSAGE = 'Either your session has expired or you do not have cookies enabled. We cannot continue to checkout.';

export interface CartCookieNames {
  readonly flag: string;
  readonly cart: string;
}

export const DEFAULT_CART_COOKIE_NAMES: CartCookieNames = { flag: 'hasCart', cart: 'CART' };

export interface LocationAssign {
  assign(url: string): void;
}

export interface PageNavigator {
  /** This window's location. */
  readonly current: LocationAssign;
  /** The top window's location (the same as `current` outside any frame). */
  readonly top: LocationAssign;
  /** Whether the page runs inside the admin preview frame. */
  isInsideAdminFrame(): boolean;
  alert(message: string): void;
}

export type CheckoutOutcome =
  { readonly kind: 'navigated'; readonly url: string; readonly window: 'current' | 'top' } | { readonly kind: 'alerted'; readonly message: string };

function go(navigator: PageNavigator, url: string, window: 'current' | 'top'): CheckoutOutcome {
  navigator[window].assign(url);
  return { kind: 'navigated', url, window };
}

/** Whether the cart flag cookie or the cart cookie holds a value. */
export function hasCartCookie(cookies: CookieJar, names: CartCookieNames = DEFAULT_CART_COOKIE_NAMES): boolean {
  const present = (name: string) => {
    const value = cookies.get(name);
    return value !== null && value !== '';
  };
  return present(names.flag) || present(names.cart);
}

/** Cart checkout: to /commerce/goto-checkout when a cart cookie exists, otherwise the spec's alert. */
export function goToCheckout(navigator: PageNavigator, cookies: CookieJar, names: CartCookieNames = DEFAULT_CART_COOKIE_NAMES): CheckoutOutcome {
  if (!hasCartCookie(cookies, names)) {
    navigator.alert(CHECKOUT_COOKIES_MESSAGE);
    return { kind: 'alerted', message: CHECKOUT_COOKIES_MESSAGE };
  }
  return go(navigator, GOTO_CHECKOUT_PATH, 'current');
}

/** Subscription checkout for a cart token, in this window. */
export function goToSubscribeCheckout(navigator: PageNavigator, cartToken: string): CheckoutOutcome {
  return go(navigator, subscribeCheckoutUrl(cartToken), 'current');
}

/** Donation checkout (with the visitor's choice of amount, when given); in the top window when inside the admin preview frame. */
export function goToDonateCheckout(navigator: PageNavigator, donatePageId: string, choice?: DonationChoice): CheckoutOutcome {
  return go(navigator, donateCheckoutUrl(donatePageId, choice), navigator.isInsideAdminFrame() ? 'top' : 'current');
}

/** Gift card checkout; in the top window when inside the admin preview frame. */
export function goToGiftCardCheckout(navigator: PageNavigator, giftCard: GiftCardCheckout): CheckoutOutcome {
  return go(navigator, giftCardCheckoutUrl(giftCard), navigator.isInsideAdminFrame() ? 'top' : 'current');
}
