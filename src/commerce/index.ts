/** Commerce blocks: prices, the cart indicator, store buttons and the member pricing toggle. */
export { createCommerceActions, type CommerceActions, type CommerceActionsOptions } from './commerceActions';
export { ProductPrice, type ProductPriceProps } from './price/ProductPrice';
export { DEFAULT_PRICE_LABELS, productPricePieces, spokenPrice, type PriceLabels, type PricePiece } from './price/productPrice.rules';
export { CartIndicator, type CartIndicatorProps } from './cart/CartIndicator';
export { ENGLISH_CART_LABEL_TEXT, cartIndicatorLabel, cartIndicatorLabelParts, type CartLabelParts, type CartLabelText } from './cart/cartIndicator.rules';
export { AddToCartButton, type AddToCartButtonProps } from './buttons/AddToCartButton';
export { CheckoutButton, type CheckoutButtonProps } from './buttons/CheckoutButton';
export { DonateButton, type DonateButtonProps } from './buttons/DonateButton';
export { GiftCardButton, type GiftCardButtonProps } from './buttons/GiftCardButton';
export { ADD_TO_CART_LABELS, CHECKOUT_LABEL, DONATE_LABEL, GIFT_CARD_LABEL, type AddToCartLabels } from './buttons/buttonLabels';
export { ADD_TO_CART_IDLE, addToCartTransition, pressStartsAdding, type AddToCartEvent, type AddToCartState } from './buttons/addToCart.machine';
export type { CommerceButtonLook } from './buttons/CommerceButton.styles';
export { MEMBER_PRICING_LABEL, MemberPricingToggle, type MemberPricingToggleProps } from './memberPricing/MemberPricingToggle';
export { PricingSwitch, type PricingSwitchOption, type PricingSwitchProps } from './memberPricing/PricingSwitch';
export {
  checkPricingOptions,
  chosenIndex,
  pricingKeyAction,
  type PricingKeyAction,
  type PricingOption,
  type PricingOptions,
} from './memberPricing/memberPricing.rules';
