import { useMemo } from 'react';
import { cartIndicator, type Currency, type CurrencyCode, type FormatMoneyOptions } from '../../../services/commerce';
import { CartLink, CountBadge, IconWithBadge, Subtotal } from './CartIndicator.styles';
import { ENGLISH_CART_LABEL_TEXT, cartIndicatorLabel, type CartLabelText } from './cartIndicator.rules';

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
 * Its accessible name says it all at once ("Cart, 3 items, $45.00"), so the parts inside
 * are hidden from assistive technology.
 */
export function CartIndicator({ count, subtotalCents, currency, href, formatOptions, labelText = ENGLISH_CART_LABEL_TEXT }: CartIndicatorProps) {
  const indicator = useMemo(() => cartIndicator({ count, subtotalCents }, currency, formatOptions), [count, subtotalCents, currency, formatOptions]);
  return (
    <CartLink href={href} aria-label={cartIndicatorLabel(indicator, labelText)} data-cart-indicator="" data-empty={indicator.isEmpty || undefined}>
      <IconWithBadge aria-hidden="true">
        <BagIcon />
        <CountBadge $empty={indicator.isEmpty} data-cart-count="">
          {indicator.countText}
        </CountBadge>
      </IconWithBadge>
      <Subtotal $empty={indicator.isEmpty} aria-hidden="true" data-cart-subtotal="">
        {indicator.subtotal.formatted}
      </Subtotal>
    </CartLink>
  );
}
