/**
 * The commerce buttons' handlers, wired once over the page's navigator and cookies. The
 * decisions (which cookie, which URL, which window, the alert) all live in the commerce
 * service; this only binds them so a block receives plain callbacks. The runtime adapter
 * builds it over `window`; stories and tests over a recording navigator and a memory jar.
 */
import type { CookieJar } from '../services/cookies/cookieJar';
import {
  DEFAULT_CART_COOKIE_NAMES,
  goToCheckout,
  goToDonateCheckout,
  goToGiftCardCheckout,
  goToSubscribeCheckout,
  type CartCookieNames,
  type CheckoutOutcome,
  type PageNavigator,
} from '../services/commerce/checkout/checkoutRedirect';
import type { DonationChoice, GiftCardCheckout } from '../services/commerce/checkout/checkoutRoutes';

export interface CommerceActions {
  /** Cart checkout, or the spec's alert when no cart cookie exists. */
  checkout(): CheckoutOutcome;
  /** Donation checkout for a donation page (with the visitor's chosen amount, when a donation block gives one). */
  donate(donatePageId: string, choice?: DonationChoice): CheckoutOutcome;
  /** Subscription checkout for a plan's cart token (the member area's join button). */
  subscribe(cartToken: string): CheckoutOutcome;
  /** Gift card checkout for a gift card product (and the chosen amount's SKU). */
  buyGiftCard(giftCard: GiftCardCheckout): CheckoutOutcome;
}

export interface CommerceActionsOptions {
  navigator: PageNavigator;
  cookies: CookieJar;
  cartCookieNames?: CartCookieNames;
}

export function createCommerceActions({ navigator, cookies, cartCookieNames = DEFAULT_CART_COOKIE_NAMES }: CommerceActionsOptions): CommerceActions {
  return {
    checkout: () => goToCheckout(navigator, cookies, cartCookieNames),
    donate: (donatePageId, choice) => goToDonateCheckout(navigator, donatePageId, choice),
    subscribe: (cartToken) => goToSubscribeCheckout(navigator, cartToken),
    buyGiftCard: (giftCard) => goToGiftCardCheckout(navigator, giftCard),
  };
}
