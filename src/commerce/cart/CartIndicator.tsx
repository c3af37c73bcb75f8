import { useMemo } from 'react';
import { VisuallyHidden } from '../../primitives/a11y/VisuallyHidden';
import { cartIndicator } from '../../services/commerce/cart/cartIndicator';
import type { Currency, CurrencyCode } from '../../services/commerce/money/currencies';
import type { FormatMoneyOptions } from '../../services/commerce/money/formatMoney';
import { CartLink, CountBadge, IconWithBadge, Subtotal } from './CartIndicator.styles';
import { ENGLISH_CART_LABEL_TEXT, cartIndicatorLabelParts, type CartLabelText } from './cartIndicator.rules';

export interface CartIndicatorProps {
  /** Items in the cart (the cart's totalQuantity): a whole number, 0 or more. */
  count: number;
  /** The cart's subtotal in minor units (cents; whole yen for JPY). */
  subtotalCents: number;
  /** The store currency. */
  currency: Currency | CurrencyCode;
  /** The cart page's address. The spec does not name the route, so the site passes it. */
  href: string;
  /** Locale, zero-fraction trimming and separators, passed to `formatMoney`. */
  formatOptions?: FormatMoneyOptions;
  /** Wording of the accessible name. */
  labelText?: CartLabelText;
}

function BagIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M5 8h14l-1.2 12.1a1 1 0 0 1-1 .9H7.2a1 1 0 0 1-1-.9L5 8zm3.5 0V6.5a3.5 3.5 0 0 1 7 0V8"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * The cart indicator in the site header (002 §3–5): a link to the cart with the item
 * count and the subtotal. At 0 the count takes the empty style; above 100 it reads '100+'.
 * Its accessible name is the shown count and subtotal with hidden words around them
 * ("Cart, 3 items, $45.00"), so the name holds the text a visitor sees.
 */
export function CartIndicator({ count, subtotalCents, currency, href, formatOptions, labelText = ENGLISH_CART_LABEL_TEXT }: CartIndicatorProps) {
  const indicator = useMemo(() => cartIndicator({ count, subtotalCents }, currency, formatOptions), [count, subtotalCents, currency, formatOptions]);
  const parts = cartIndicatorLabelParts(indicator, labelText);
  return (
    <CartLink href={href} data-cart-indicator="" data-empty={indicator.isEmpty || undefined}>
      <VisuallyHidden>{parts.before}</VisuallyHidden>
      <IconWithBadge>
        <BagIcon />
        <CountBadge $empty={indicator.isEmpty} data-cart-count="">
          {parts.count}
        </CountBadge>
      </IconWithBadge>
      <VisuallyHidden>{parts.between}</VisuallyHidden>
      <Subtotal $empty={indicator.isEmpty} data-cart-subtotal="">
        {parts.subtotal}
      </Subtotal>
    </CartLink>
  );
}
