import { DONATE_LABEL } from './buttonLabels';
import { CommerceButton, type CommerceButtonLook } from './CommerceButton.styles';

export interface DonateButtonProps {
  /** The donation page this button gives to. */
  donatePageId: string;
  /**
   * Goes to donation checkout. The runtime passes `createCommerceActions(…).donate`
   * (the service's `goToDonateCheckout`: /checkout/donate?donatePageId=…, in the top
   * window inside the admin preview frame).
   */
  onDonate: (donatePageId: string) => unknown;
  label?: string;
  look?: CommerceButtonLook;
}

/** The donation block's entry point to donation checkout. */
export function DonateButton({ donatePageId, onDonate, label = DONATE_LABEL, look = 'primary' }: DonateButtonProps) {
  return (
    <CommerceButton type="button" $look={look} onClick={() => onDonate(donatePageId)} data-donate-button="">
      {label}
    </CommerceButton>
  );
}
