import type { GiftCardCheckout } from '../../services/commerce';
import { GIFT_CARD_LABEL } from './buttonLabels';
import { CommerceButton, type CommerceButtonLook } from './CommerceButton.styles';

export interface GiftCardButtonProps {
  /** The site, the gift card product and, when an amount is chosen, its variant's SKU. */
  giftCard: GiftCardCheckout;
  /**
   * Goes to gift card checkout. The runtime passes `createCommerceActions(…).buyGiftCard`
   * (the service's `goToGiftCardCheckout`: /checkout/giftcard?websiteId=…&giftCardProductId=…[&sku=…],
   * in the top window inside the admin preview frame).
   */
  onBuyGiftCard: (giftCard: GiftCardCheckout) => unknown;
  label?: string;
  look?: CommerceButtonLook;
}

/** A gift card product's entry point to gift card checkout. */
export function GiftCardButton({ giftCard, onBuyGiftCard, label = GIFT_CARD_LABEL, look = 'primary' }: GiftCardButtonProps) {
  return (
    <CommerceButton type="button" $look={look} onClick={() => onBuyGiftCard(giftCard)} data-gift-card-button="">
      {label}
    </CommerceButton>
  );
}
