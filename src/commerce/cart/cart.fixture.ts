/**
 * Carts for the cart page's tests and stories: the server's JSON of a cart with two
 * entries (one with options and a stock limit), a digital-only cart, a discounted cart and
 * an empty one, each as the server would send it.
 */
export const PRINT_ENTRY = {
  id: 'entry-print',
  itemId: 'prod-print',
  sku: 'SQ1234567',
  title: 'Lake at dusk, print',
  image: { url: 'assets/products/lake-print.svg', alt: 'A lake at dusk', dimensions: '240x160' },
  variantOptions: [{ optionName: 'Size', value: 'A4' }],
  unitPriceCents: 2500,
  quantity: 2,
  lineTotalCents: 5000,
  stockLimit: 10,
};

export const CARD_ENTRY = {
  id: 'entry-card',
  itemId: 'prod-card',
  sku: 'SQ4567890',
  title: 'Gift card',
  image: { url: 'assets/products/meadow-card.svg', alt: 'A meadow', dimensions: '240x240' },
  variantOptions: [{ optionName: 'Amount', value: '$50' }],
  unitPriceCents: 5000,
  quantity: 1,
  lineTotalCents: 5000,
  stockLimit: null,
};

export const DIGITAL_ENTRY = {
  id: 'entry-wallpaper',
  itemId: 'prod-digital',
  sku: 'SQ5678901',
  title: 'Wallpaper pack',
  image: { url: 'assets/products/city-print.svg', alt: 'A city at night', dimensions: '240x160' },
  variantOptions: [],
  unitPriceCents: 800,
  quantity: 1,
  lineTotalCents: 800,
  stockLimit: null,
};

export const SERVER_CART = {
  id: 'cart-story-0001',
  websiteId: 'story-website',
  entries: [PRINT_ENTRY, CARD_ENTRY],
  subtotalCents: 10000,
  taxCents: 800,
  shippingCostCents: 500,
  discountCents: 0,
  grandTotalCents: 11300,
  totalQuantity: 3,
  hasDigital: false,
  purelyDigital: false,
  requiresShipping: true,
};

export const DIGITAL_CART = {
  ...SERVER_CART,
  entries: [DIGITAL_ENTRY],
  subtotalCents: 800,
  taxCents: 64,
  shippingCostCents: 0,
  grandTotalCents: 864,
  totalQuantity: 1,
  hasDigital: true,
  purelyDigital: true,
  requiresShipping: false,
};

export const DISCOUNTED_CART = { ...SERVER_CART, coupons: ['WELCOME10'], validCoupons: ['WELCOME10'], discountCents: 1000, grandTotalCents: 10300 };

export const EMPTY_CART = {
  ...SERVER_CART,
  entries: [],
  subtotalCents: 0,
  taxCents: 0,
  shippingCostCents: 0,
  grandTotalCents: 0,
  totalQuantity: 0,
  requiresShipping: false,
};

/**
 * The cart after the print's quantity changed to `quantity`, totals recomputed as the
 * dev site does (tax 8% of the subtotal, shipping $5.00 while anything ships).
 */
export function withPrintQuantity(quantity: number) {
  const print = { ...PRINT_ENTRY, quantity, lineTotalCents: quantity * PRINT_ENTRY.unitPriceCents };
  return recomputed([print, CARD_ENTRY]);
}

/** The cart holding `entries`, its totals recomputed. */
export function recomputed(entries: readonly { readonly quantity: number; readonly lineTotalCents: number }[]) {
  const subtotalCents = entries.reduce((sum, e) => sum + e.lineTotalCents, 0);
  const taxCents = Math.round(subtotalCents * 0.08);
  const shippingCostCents = entries.length > 0 ? 500 : 0;
  return {
    ...SERVER_CART,
    entries,
    subtotalCents,
    taxCents,
    shippingCostCents,
    grandTotalCents: subtotalCents + taxCents + shippingCostCents,
    totalQuantity: entries.reduce((sum, e) => sum + e.quantity, 0),
    requiresShipping: entries.length > 0,
  };
}
