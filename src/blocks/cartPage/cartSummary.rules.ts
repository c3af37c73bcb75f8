/**
 * Which lines the cart summary shows, in order: the subtotal; the discount only when there
 * is one (shown as taken off, "−$10.00"); shipping only when the cart requires shipping (a
 * purely digital cart has no shipping line); taxes; the total. Pure.
 */
import type { Cart } from '../../services/commerce/cart/cart.model';
import type { CartTotals } from '../../services/commerce/cart/cartTotals';
import { CART_PAGE_TEXT } from './cartPage.messages';

export type SummaryLineKey = 'subtotal' | 'discount' | 'shipping' | 'tax' | 'grandTotal';

export interface SummaryLine {
  readonly key: SummaryLineKey;
  readonly label: string;
  readonly text: string;
}

/** The minus sign a discount is shown with. */
export const DISCOUNT_SIGN = '−';

export function summaryLines(cart: Pick<Cart, 'discountCents' | 'requiresShipping' | 'purelyDigital'>, totals: CartTotals): SummaryLine[] {
  const lines: SummaryLine[] = [{ key: 'subtotal', label: CART_PAGE_TEXT.subtotal, text: totals.subtotal.formatted }];
  if (cart.discountCents > 0) lines.push({ key: 'discount', label: CART_PAGE_TEXT.discount, text: `${DISCOUNT_SIGN}${totals.discount.formatted}` });
  if (cart.requiresShipping && !cart.purelyDigital) lines.push({ key: 'shipping', label: CART_PAGE_TEXT.shipping, text: totals.shipping.formatted });
  lines.push({ key: 'tax', label: CART_PAGE_TEXT.taxes, text: totals.tax.formatted });
  lines.push({ key: 'grandTotal', label: CART_PAGE_TEXT.grandTotal, text: totals.grandTotal.formatted });
  return lines;
}
