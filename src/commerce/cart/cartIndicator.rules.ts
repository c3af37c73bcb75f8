/**
 * The cart indicator's accessible name. The count, '100+' and the empty state come from
 * the commerce service's `cartIndicator`; the spoken wording around them is this
 * project's (the spec gives none) and replaceable through `CartLabelText`.
 *
 * The name is built around the text the indicator shows (the count as shown, then the
 * subtotal), so what a sighted speech-input user reads is part of what the link is called
 * (WCAG 2.5.3, label in name):
 *
 *   "Cart, 0 items, $0.00" · "Cart, 1 item, $12.00" · "Cart, 3 items, $45.00" · "Cart, 100+ items, $2,466.00"
 */
import type { CartIndicator } from '../../services/commerce';

export interface CartLabelText {
  /** Read before the count ("Cart, "). */
  readonly before: string;
  /** Read between the count and the subtotal when the count is 1 (" item, "). */
  readonly oneItem: string;
  /** Read between the count and the subtotal otherwise (" items, "). */
  readonly items: string;
}

export const ENGLISH_CART_LABEL_TEXT: CartLabelText = { before: 'Cart, ', oneItem: ' item, ', items: ' items, ' };

/** The name in the order it is read: hidden words around the shown count and subtotal. */
export interface CartLabelParts {
  readonly before: string;
  /** Shown: '0' … '100', or '100+'. */
  readonly count: string;
  readonly between: string;
  /** Shown: the formatted subtotal. */
  readonly subtotal: string;
}

export function cartIndicatorLabelParts(indicator: CartIndicator, text: CartLabelText = ENGLISH_CART_LABEL_TEXT): CartLabelParts {
  return {
    before: text.before,
    count: indicator.countText,
    between: indicator.count === 1 ? text.oneItem : text.items,
    subtotal: indicator.subtotal.formatted,
  };
}

/** The whole accessible name as one string ("Cart, 3 items, $45.00"). */
export function cartIndicatorLabel(indicator: CartIndicator, text: CartLabelText = ENGLISH_CART_LABEL_TEXT): string {
  const p = cartIndicatorLabelParts(indicator, text);
  return `${p.before}${p.count}${p.between}${p.subtotal}`;
}
