/**
 * The cart's totals formatted for display. Amounts are the cart's own *Cents fields,
 * shown as the server gives them: the discount is its (positive) amount, and the view
 * decides how to mark it as taken off.
 */
import type { Currency, CurrencyCode } from '../money/currencies';
import { toDisplayMoney, type DisplayMoney } from '../money/displayMoney';
import type { FormatMoneyOptions } from '../money/formatMoney';
import type { Cart } from './cart.model';

export interface CartTotals {
  readonly subtotal: DisplayMoney;
  readonly tax: DisplayMoney;
  readonly shipping: DisplayMoney;
  readonly discount: DisplayMoney;
  readonly grandTotal: DisplayMoney;
}

export type CartTotalsSource = Pick<Cart, 'subtotalCents' | 'taxCents' | 'shippingCostCents' | 'discountCents' | 'grandTotalCents'>;

export function cartTotals(cart: CartTotalsSource, currency: Currency | CurrencyCode, options: FormatMoneyOptions = {}): CartTotals {
  const money = (cents: number) => toDisplayMoney(cents, currency, options);
  return {
    subtotal: money(cart.subtotalCents),
    tax: money(cart.taxCents),
    shipping: money(cart.shippingCostCents),
    discount: money(cart.discountCents),
    grandTotal: money(cart.grandTotalCents),
  };
}
