import { useId } from 'react';
import { CheckoutButton } from '../../commerce/buttons/CheckoutButton';
import type { Cart } from '../../services/commerce/cart/cart.model';
import { cartCountText } from '../../services/commerce/cart/cartIndicator';
import { cartTotals } from '../../services/commerce/cart/cartTotals';
import type { Currency, CurrencyCode } from '../../services/commerce/money/currencies';
import { CART_PAGE_TEXT } from './cartPage.messages';
import { summaryLines } from './cartSummary.rules';
import { SummaryBox, SummaryHeading, SummaryList, SummaryNote } from './CartSummary.styles';

export interface CartSummaryProps {
  cart: Cart;
  currency: Currency | CurrencyCode;
  /** Changes are being saved: the amounts are the server's last. */
  busy: boolean;
  /** Checkout was pressed while saving: it goes once the changes are saved. */
  checkoutWaiting: boolean;
  onCheckout: () => void;
}

/** The totals the server computed (subtotal, discount, shipping, taxes, total) and Checkout. */
export function CartSummary({ cart, currency, busy, checkoutWaiting, onCheckout }: CartSummaryProps) {
  const headingId = useId();
  const totals = cartTotals(cart, currency);
  const lines = summaryLines(cart, totals);
  return (
    <SummaryBox aria-labelledby={headingId} aria-busy={busy || undefined} data-cart-summary="">
      <SummaryHeading id={headingId}>{CART_PAGE_TEXT.summaryHeading}</SummaryHeading>
      <SummaryList>
        <div>
          <dt>{CART_PAGE_TEXT.items}</dt>
          <dd data-summary="items">{cartCountText(cart.totalQuantity)}</dd>
        </div>
        {lines.map((line) => (
          <div key={line.key} data-total={line.key === 'grandTotal' || undefined}>
            <dt>{line.label}</dt>
            <dd data-summary={line.key}>{line.text}</dd>
          </div>
        ))}
      </SummaryList>
      <SummaryNote>{checkoutWaiting ? CART_PAGE_TEXT.savingBeforeCheckout : busy ? CART_PAGE_TEXT.updating : ''}</SummaryNote>
      <CheckoutButton onCheckout={onCheckout} label={CART_PAGE_TEXT.checkout} />
    </SummaryBox>
  );
}
