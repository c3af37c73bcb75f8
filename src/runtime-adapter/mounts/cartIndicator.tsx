/**
 * Mount chunk: the cart indicator in place of its server link (kept for visitors without
 * JavaScript), in the store currency. The header's indicator shows the count and subtotal
 * the scanner read. The platform's floating cart is published empty (count 0, class
 * `hidden`) and filled in the page: with a cart cookie the chunk asks for the cart
 * (`GET /api/commerce/shopping-cart`) and shows its count and subtotal, showing the cart once
 * it holds something; a failed call leaves the count the markup had. Unmounting puts the
 * class back.
 */
import { useEffect, useState } from 'react';
import { CartIndicator } from '../../commerce/cart/CartIndicator';
import { hasCartCookie } from '../../services/commerce/checkout/checkoutRedirect';
import { resolveStoreCurrency } from '../../services/commerce/money/currencies';
import type { MountFunction, MountServices } from '../mountTypes';
import { CART_TOTALS_URL, cartTotalsOf, type CartIndicatorMarkup, type CartTotals } from '../parse/commerceMarkup';
import { replaceBlockContent } from './renderRoot';

/** The page's scanner for cart indicators comes with their mount (one dynamic import). */
export { scanCartIndicators as scan } from '../scan/scanCartIndicators';

/** The class the published floating cart carries while the cart is empty. */
const FLOATING_CART_HIDDEN = 'hidden';

/** The visitor's cart totals, or null without a cart cookie or when the call fails (logged). */
async function fetchCartTotals(services: MountServices): Promise<CartTotals | null> {
  if (!hasCartCookie(services.cookies)) return null;
  try {
    const response = await services.fetch(CART_TOTALS_URL, { credentials: 'same-origin', headers: { Accept: 'application/json' } });
    const totals = response.ok ? cartTotalsOf(JSON.parse(await response.text()) as unknown) : null;
    if (!totals) console.warn(`Floating cart: the cart could not be read (${response.status}); its count stays as rendered`);
    return totals;
  } catch (error) {
    console.warn('Floating cart: the cart could not be read; its count stays as rendered', error);
    return null;
  }
}

interface FloatingCartProps extends CartIndicatorMarkup {
  services: MountServices;
  onCount(count: number): void;
}

function FloatingCart({ count, subtotalCents, currency, href, services, onCount }: FloatingCartProps) {
  const [totals, setTotals] = useState<CartTotals>({ count, subtotalCents });
  useEffect(() => {
    let live = true;
    void fetchCartTotals(services).then((read) => {
      if (!live || !read) return;
      setTotals(read);
      onCount(read.count);
    });
    return () => {
      live = false;
    };
  }, [services, onCount]);
  return <CartIndicator count={totals.count} subtotalCents={totals.subtotalCents} currency={resolveStoreCurrency(currency)} href={href} />;
}

export const mount: MountFunction<'cartIndicator'> = (element, props, context) => {
  if (!element.classList.contains('floating-cart')) {
    const { count, subtotalCents, currency, href } = props;
    return replaceBlockContent(
      element,
      <CartIndicator count={count} subtotalCents={subtotalCents} currency={resolveStoreCurrency(currency)} href={href} />,
      context,
      'runtime-cart-indicator',
    );
  }
  const wasHidden = element.classList.contains(FLOATING_CART_HIDDEN);
  const show = (count: number) => {
    if (wasHidden) element.classList.toggle(FLOATING_CART_HIDDEN, count === 0);
  };
  show(props.count);
  const unmount = replaceBlockContent(element, <FloatingCart {...props} services={context.services} onCount={show} />, context, 'runtime-cart-indicator');
  return () => {
    unmount();
    if (wasHidden) element.classList.add(FLOATING_CART_HIDDEN);
  };
};
