/**
 * The example content the dev site's calls answer from: a blog collection, the store's
 * products and the cart the checkout pages show. Images are the shared story assets.
 */

export const EXAMPLE_COLLECTIONS = [
  {
    id: '64a1f0c2e4b0a1b2c3d4e5f6',
    title: 'Journal',
    type: 'blog',
    urlId: 'journal',
    items: [
      { id: 'item-alpine', title: 'A morning above the clouds', excerpt: 'Notes from a sunrise hike.', url: '/journal/alpine-morning', image: '/assets/gallery/alpine-morning.jpg', date: '2026-01-08' },
      { id: 'item-harbour', title: 'Harbour lights', excerpt: 'Boats, ropes and the last ferry.', url: '/journal/harbour', image: '/assets/gallery/harbour.jpg', date: '2026-01-02' },
      { id: 'item-dunes', title: 'Walking the dunes', excerpt: 'Sand, wind and very few shadows.', url: '/journal/desert-dunes', image: '/assets/gallery/desert-dunes.jpg', date: '2025-12-20' },
    ],
  },
  {
    id: '64a1f0c2e4b0a1b2c3d4e5f7',
    title: 'Shop',
    type: 'products',
    urlId: 'store',
    items: [
      { id: 'prod-print', title: 'Lake at dusk, print', excerpt: 'A4 giclée print.', url: '/store/lake-dusk', image: '/assets/gallery/lake-dusk.jpg', date: '2026-01-01' },
      { id: 'prod-card', title: 'Gift card', excerpt: 'For any amount.', url: '/store/gift-card', image: '/assets/gallery/meadow.jpg', date: '2026-01-01' },
    ],
  },
];

/** The cart the checkout pages show (the shopping cart entity of 000 §3). */
export const EXAMPLE_CART = {
  id: 'cart-dev-0001',
  websiteId: 'dev-website-0001',
  orderId: null,
  created: 1767225600000,
  isPurchased: false,
  entries: [
    { itemId: 'prod-print', title: 'Lake at dusk, print', sku: 'SQ1234567', quantity: 2, unitPriceCents: 2500 },
    { itemId: 'prod-card', title: 'Gift card', sku: 'SQ7654321', quantity: 1, unitPriceCents: 5000 },
  ],
  subtotalCents: 10000,
  taxCents: 0,
  shippingCostCents: 500,
  discountCents: 0,
  grandTotalCents: 10500,
  totalQuantity: 3,
  hasDigital: false,
  purelyDigital: false,
  requiresShipping: true,
};
