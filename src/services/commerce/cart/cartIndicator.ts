/**
 * The cart indicator in the site header: item count and subtotal. An empty cart (count 0)
 * gets the empty style; a count above 100 reads '100+'.
 */
import { CART_COUNT_CAP, CART_COUNT_OVERFLOW_TEXT } from '../../../platform/constants';
import type { Currency, CurrencyCode } from '../money/currencies';
import { toDisplayMoney, type DisplayMoney } from '../money/displayMoney';
import type { FormatMoneyOptions } from '../money/formatMoney';
import type { Cart } from './cart.model';

export interface CartIndicator {
  readonly count: number;
  /** '0' … '100', or '100+' above 100. */
  readonly countText: string;
  /** Show the empty style. */
  readonly isEmpty: boolean;
  readonly subtotal: DisplayMoney;
}

/** The count as shown: the number up to 100, '100+' above. */
export function cartCountText(count: number): string {
  if (!Number.isSafeInteger(count) || count < 0) throw new RangeError(`A cart item count must be a whole number, 0 or more, got ${String(count)}.`);
  return count > CART_COUNT_CAP ? CART_COUNT_OVERFLOW_TEXT : String(count);
}

export function cartIndicator(
  source: { readonly count: number; readonly subtotalCents: number },
  currency: Currency | CurrencyCode,
  options: FormatMoneyOptions = {},
): CartIndicator {
  return {
    count: source.count,
    countText: cartCountText(source.count),
    isEmpty: source.count === 0,
    subtotal: toDisplayMoney(source.subtotalCents, currency, options),
  };
}

/** The indicator for a cart: its total quantity and subtotal. */
export function cartIndicatorOf(
  cart: Pick<Cart, 'totalQuantity' | 'subtotalCents'>,
  currency: Currency | CurrencyCode,
  options: FormatMoneyOptions = {},
): CartIndicator {
  return cartIndicator({ count: cart.totalQuantity, subtotalCents: cart.subtotalCents }, currency, options);
}
