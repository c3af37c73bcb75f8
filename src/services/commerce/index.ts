/** The commerce service: money, products, subscription plans, cart, checkout redirects, store vocabulary. No React, no DOM. */
export {
  CURRENCIES,
  CURRENCY_CODES,
  DEFAULT_STORE_CURRENCY,
  UnsupportedCurrencyError,
  getCurrency,
  isCurrencyCode,
  resolveStoreCurrency,
  type Currency,
  type CurrencyCode,
} from './money/currencies';
export {
  InvalidAmountError,
  MAX_INTEGER_DIGITS,
  centsToDecimal,
  decimalToCents,
  decimalToMinorUnits,
  isDecimalAmount,
  minorUnitsToDecimal,
  parseDecimal,
  roundDecimalToMinorUnits,
  type DecimalParts,
} from './money/decimalAmount';
export {
  DEFAULT_DECIMAL_SEPARATOR,
  DEFAULT_GROUP_SEPARATOR,
  formatCents,
  formatMoney,
  type CurrencyDisplay,
  type FormatMoneyOptions,
} from './money/formatMoney';
export { parseMoney, type ParseMoneyOptions } from './money/parseMoney';
export { toDisplayMoney, type DisplayMoney } from './money/displayMoney';

export { CommerceShapeError, type ShapeIssue } from './serverShape';

export {
  parseProduct,
  toProductType,
  type DigitalProduct,
  type OptionValue,
  type Product,
  type ProductType,
  type ProductVariant,
  type VariantProduct,
} from './product/product.model';
export {
  MAX_PRICE_CENTS,
  MAX_SKU_LENGTH,
  isProductInStock,
  isVariantInStock,
  validateProduct,
  validateVariant,
  type ProductIssue,
  type ProductIssueCode,
} from './product/productLimits.rules';
export { GENERATED_SKU_DIGITS, GENERATED_SKU_PREFIX, MAX_GENERATION_ATTEMPTS, generateSku, generateVariantId, type RandomSource } from './product/productIds';
export { FROM_PRICE_TEMPLATE, priceDisplay, type PriceDisplay } from './product/priceDisplay.rules';

export {
  BILLING_UNITS,
  ENGLISH_PLAN_LABEL_TEXT,
  isFinitePlan,
  parseSubscriptionPlan,
  subscriptionPlanLabel,
  toBillingUnit,
  type BillingPeriod,
  type BillingUnit,
  type PlanLabelText,
  type SubscriptionPlan,
} from './subscription/subscriptionPlan';

export { parseCart, type Cart, type MoneyAmount } from './cart/cart.model';
export { cartTotals, type CartTotals, type CartTotalsSource } from './cart/cartTotals';
export { cartCountText, cartIndicator, cartIndicatorOf, type CartIndicator } from './cart/cartIndicator';

export {
  DONATE_CHECKOUT_PATH,
  GIFT_CARD_CHECKOUT_PATH,
  GOTO_CHECKOUT_PATH,
  SUBSCRIBE_CHECKOUT_PATH,
  donateCheckoutUrl,
  giftCardCheckoutUrl,
  subscribeCheckoutUrl,
  type DonationChoice,
  type DonationFrequency,
  type GiftCardCheckout,
} from './checkout/checkoutRoutes';
export {
  CHECKOUT_COOKIES_MESSAGE,
  DEFAULT_CART_COOKIE_NAMES,
  goToCheckout,
  goToDonateCheckout,
  goToGiftCardCheckout,
  goToSubscribeCheckout,
  hasCartCookie,
  type CartCookieNames,
  type CheckoutOutcome,
  type LocationAssign,
  type PageNavigator,
} from './checkout/checkoutRedirect';
