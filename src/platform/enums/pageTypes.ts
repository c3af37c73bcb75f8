/**
 * Page types as the page context reports them (`pageType`), with exactly the numbers
 * of the spec's numeric table, and the page-type names used for tweaks. Pure data.
 */
export const PageType = {
  /** Main content / collection. */
  MAIN_CONTENT: 1,
  PAGE: 2,
  SPLASH_PAGE: 3,
  CONTENT_ITEM: 50,
  NOT_FOUND: 100,
  ERROR: 101,
  SEARCH: 102,
  LOCK_SCREEN: 103,
  POPUP_OVERLAY: 104,
  PROTECTED_CONTENT: 105,
  MEMBER_AREA_ACCESS_DENIED: 106,
  SHOW_CART: 200,
  CHECKOUT: 201,
  ORDER_CONFIRMED: 202,
  DONATE: 203,
  CONTRIBUTION_CONFIRMED: 204,
  COMMERCE_CART_V2: 205,
  SUBSCRIPTION_CONFIRMED: 206,
  ORDER_RECEIVED: 207,
  MEMBERSHIP_CONFIRMED: 208,
  REVIEWS_REQUEST: 209,
  DIGITAL_PRODUCT_COMPOSER_PREVIEW: 210,
  ORDER_STATUS: 211,
  NEWSLETTER_UNSUBSCRIBE: 300,
  COMMERCE_EMAIL_PREVIEW: 301,
} as const;
export type PageType = (typeof PageType)[keyof typeof PageType];

const PAGE_TYPE_NUMBERS: ReadonlySet<number> = new Set(Object.values(PageType));

export function isPageType(value: unknown): value is PageType {
  return typeof value === 'number' && PAGE_TYPE_NUMBERS.has(value);
}

/** Page-type names used for tweaks. */
export const PAGE_TYPE_TWEAK_NAMES = ['SPLASH_PAGE', 'LOCK_SCREEN', 'POPUP_OVERLAY', 'CHECKOUT', 'STYLE'] as const;
export type PageTypeTweakName = (typeof PAGE_TYPE_TWEAK_NAMES)[number];
