/**
 * Mount chunk: the cart page in its root (`#sqs-cart-root`), in place of the server's
 * markup (kept for visitors without JavaScript). The cart is read here (`readServerCart`);
 * a cart it refuses throws, and the mounter logs it while the server markup stays. Calls go
 * through the page's data call; Checkout through the commerce actions (goToCheckout).
 */
import { CartPage } from '../../blocks/cartPage/CartPage';
import { createCartClient, readServerCart } from '../../commerce/cart/cartClient';
import { createCommerceActions } from '../../commerce/commerceActions';
import { resolveStoreCurrency } from '../../services/commerce/money/currencies';
import type { MountFunction } from '../mountTypes';
import { replaceBlockContent } from './renderRoot';

/** The page's scanner for this view comes with its mount (one dynamic import). */
export { scanCartPage as scan } from '../scan/scanCartPage';

export const mount: MountFunction<'cartPage'> = (element, { cart, currency, continueShoppingHref }, context) => {
  const read = readServerCart(cart);
  const client = createCartClient(context.services.dataCall);
  const actions = createCommerceActions({ navigator: context.services.navigator, cookies: context.services.cookies });
  return replaceBlockContent(
    element,
    <CartPage
      cart={read}
      currency={resolveStoreCurrency(currency)}
      client={client}
      onCheckout={actions.checkout}
      {...(continueShoppingHref ? { continueShoppingHref } : {})}
    />,
    context,
    'runtime-cart-page',
  );
};
