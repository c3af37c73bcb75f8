/**
 * The cart indicator's accessible name. The count, '100+' and the empty state come from
 * the commerce service's `cartIndicator`; the spoken wording is this project's (the spec
 * gives none) and replaceable through `CartLabelText`:
 *
 *   "Cart, empty" · "Cart, 1 item, $12.00" · "Cart, 3 items, $45.00" · "Cart, more than 100 items, $2,150.00"
 */
import { CART_COUNT_CAP } from '../../../platform/constants';
import type { CartIndicator } from '../../../services/commerce';

export interface CartLabelText {
  readonly cart: string;
  readonly empty: string;
  readonly oneItem: string;
  /** `{count}` is replaced. */
  readonly items: string;
  /** `{cap}` is replaced (100). */
  readonly overCap: string;
}

export const ENGLISH_CART_LABEL_TEXT: CartLabelText = {
  cart: 'Cart',
  empty: 'empty',
  oneItem: '1 item',
  items: '{count} items',
  overCap: 'more than {cap} items',
};

function itemsText(count: number, text: CartLabelText): string {
  if (count > CART_COUNT_CAP) return text.overCap.replace('{cap}', String(CART_COUNT_CAP));
  if (count === 1) return text.oneItem;
  return text.items.replace('{count}', String(count));
}

/** The indicator's accessible name: the word cart, the item count, then the subtotal (left out when empty). */
export function cartIndicatorLabel(indicator: CartIndicator, text: CartLabelText = ENGLISH_CART_LABEL_TEXT): string {
  if (indicator.isEmpty) return `${text.cart}, ${text.empty}`;
  return `${text.cart}, ${itemsText(indicator.count, text)}, ${indicator.subtotal.formatted}`;
}
