/**
 * One delegated click listener for the page's commerce links: the checkout button goes
 * through the cart-cookie check (or the spec's alert), donate, gift card and subscribe
 * links to their checkout redirects (donate and gift card in the top window inside the
 * admin frame). Returns the cleanup that removes the listener.
 */
import {
  goToCheckout,
  goToDonateCheckout,
  goToGiftCardCheckout,
  goToSubscribeCheckout,
  type PageNavigator,
} from '../../services/commerce/checkout/checkoutRedirect';
import type { CookieJar } from '../../services/cookies/cookieJar';
import { COMMERCE_LINK_SELECTOR, commerceLinkAction, isPlainClick } from './commerceLinks.rules';

export interface CommerceLinkServices {
  navigator: PageNavigator;
  cookies: CookieJar;
}

export function listenForCommerceLinks(
  target: Pick<Document, 'addEventListener' | 'removeEventListener'>,
  { navigator, cookies }: CommerceLinkServices,
  log: (message: string, error?: unknown) => void,
): () => void {
  const onClick = (event: Event) => {
    const click = event as MouseEvent;
    if (!isPlainClick(click) || !(click.target instanceof Element)) return;
    const link = click.target.closest(COMMERCE_LINK_SELECTOR);
    if (!link) return;
    const action = commerceLinkAction(link);
    if (!action) return;
    if (action.kind === 'missing') {
      // the link is followed as the server rendered it
      log(`The ${action.link} link has no ${action.value}; it is followed as rendered`);
      return;
    }
    click.preventDefault();
    try {
      if (action.kind === 'checkout') goToCheckout(navigator, cookies);
      else if (action.kind === 'donate') goToDonateCheckout(navigator, action.donatePageId);
      else if (action.kind === 'giftCard') goToGiftCardCheckout(navigator, action.giftCard);
      else goToSubscribeCheckout(navigator, action.cartToken);
    } catch (error) {
      log(`Going to checkout (${action.kind}) failed`, error);
    }
  };
  target.addEventListener('click', onClick);
  return () => target.removeEventListener('click', onClick);
}
