import { CHECKOUT_LABEL } from './buttonLabels';
import { CommerceButton, type CommerceButtonLook } from './CommerceButton.styles';

export interface CheckoutButtonProps {
  /**
   * Goes to cart checkout. The runtime passes `createCommerceActions(…).checkout`, which runs
   * the commerce service's `goToCheckout`: to /commerce/goto-checkout when a cart cookie
   * exists, otherwise the spec's alert through the page navigator.
   */
  onCheckout: () => unknown;
  label?: string;
  look?: CommerceButtonLook;
}

/** The cart's checkout button. */
export function CheckoutButton({ onCheckout, label = CHECKOUT_LABEL, look = 'primary' }: CheckoutButtonProps) {
  return (
    <CommerceButton type="button" $look={look} onClick={() => onCheckout()} data-checkout-button="">
      {label}
    </CommerceButton>
  );
}
