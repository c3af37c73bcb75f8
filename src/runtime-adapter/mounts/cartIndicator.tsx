/**
 * Mount chunk: the header's cart indicator in place of its server link (kept for visitors
 * without JavaScript): the count and subtotal the scanner read, in the store currency.
 */
import { CartIndicator } from '../../blocks/commerce/cart/CartIndicator';
import { resolveStoreCurrency } from '../../services/commerce';
import type { MountFunction } from '../mountTypes';
import { replaceBlockContent } from './renderRoot';

export const mount: MountFunction<'cartIndicator'> = (element, { count, subtotalCents, currency, href }, context) =>
  replaceBlockContent(
    element,
    <CartIndicator count={count} subtotalCents={subtotalCents} currency={resolveStoreCurrency(currency)} href={href} />,
    context,
    'runtime-cart-indicator',
  );
