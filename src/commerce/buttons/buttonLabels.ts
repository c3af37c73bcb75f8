/**
 * The store buttons' default wording. The spec names none of it, so every label is this
 * project's English choice and every button takes its own through props.
 */
export const CHECKOUT_LABEL = 'Checkout';
export const DONATE_LABEL = 'Donate';
export const GIFT_CARD_LABEL = 'Buy a gift card';

export interface AddToCartLabels {
  readonly add: string;
  readonly adding: string;
  /** Announced once the item is in the cart. */
  readonly added: string;
  readonly soldOut: string;
  /** Announced when the cart refused or the call failed; the visitor can press again. */
  readonly failed: string;
}

export const ADD_TO_CART_LABELS: AddToCartLabels = {
  add: 'Add to cart',
  adding: 'Adding…',
  added: 'Added to cart',
  soldOut: 'Sold out',
  failed: 'The item could not be added to your cart. Please try again.',
};
