/**
 * Mount chunk: the cart indicator in place of its server link (kept for visitors without
 * JavaScript): the count and subtotal the scanner read, in the store currency. The
 * platform's floating cart is published with the class `hidden`; like the platform, the
 * mount shows it once the cart holds something, and puts the class back on unmount.
 */
import { CartIndicator } from '../../blocks/commerce/cart/CartIndicator';
import { resolveStoreCurrency } from '../../services/commerce';
import type { MountFunction } from '../mountTypes';
import { replaceBlockContent } from './renderRoot';

/** The class the published floating cart carries while the cart is empty. */
const FLOATING_CART_HIDDEN = 'hidden';

export const mount: MountFunction<'cartIndicator'> = (element, { count, subtotalCents, currency, href }, context) => {
  const floating = element.classList.contains('floating-cart');
  const wasHidden = floating && element.classList.contains(FLOATING_CART_HIDDEN);
  const unmount = replaceBlockContent(
    element,
    <CartIndicator count={count} subtotalCents={subtotalCents} currency={resolveStoreCurrency(currency)} href={href} />,
    context,
    'runtime-cart-indicator',
  );
  if (wasHidden && count > 0) element.classList.remove(FLOATING_CART_HIDDEN);
  return () => {
    unmount();
    if (wasHidden) element.classList.add(FLOATING_CART_HIDDEN);
  };
};
