/**
 * The example content the dev site's calls answer from: a blog collection, the store's
 * products, an events collection, an empty collection, the posts of the social gallery and
 * the cart the checkout pages show. Images are the shared story assets.
 */

export const EXAMPLE_COLLECTIONS = [
  {
    id: '64a1f0c2e4b0a1b2c3d4e5f6',
    title: 'Journal',
    type: 'blog',
    urlId: 'journal',
    items: [
      {
        id: 'item-alpine',
        title: 'A morning above the clouds',
        excerpt: 'Notes from a sunrise hike.',
        url: '/journal/alpine-morning',
        image: '/assets/gallery/alpine-morning.jpg',
        date: '2026-01-08',
      },
      {
        id: 'item-harbour',
        title: 'Harbour lights',
        excerpt: 'Boats, ropes and the last ferry.',
        url: '/journal/harbour',
        image: '/assets/gallery/harbour.jpg',
        date: '2026-01-02',
      },
      {
        id: 'item-dunes',
        title: 'Walking the dunes',
        excerpt: 'Sand, wind and very few shadows.',
        url: '/journal/desert-dunes',
        image: '/assets/gallery/desert-dunes.jpg',
        date: '2025-12-20',
      },
      {
        id: 'item-forest',
        title: 'Under the pines',
        excerpt: 'Moss, needles and a slow afternoon.',
        url: '/journal/forest-path',
        image: '/assets/gallery/forest-path.jpg',
        date: '2025-12-11',
      },
      {
        id: 'item-city',
        title: 'The city after dark',
        excerpt: 'Bridges, lamps and late trains.',
        url: '/journal/city-night',
        image: '/assets/gallery/city-night.jpg',
        date: '2025-11-28',
      },
      {
        id: 'item-beach',
        title: 'Noon at the shore',
        excerpt: 'Flat water and a high sun.',
        url: '/journal/beach-noon',
        image: '/assets/gallery/beach-noon.jpg',
        date: '2025-11-14',
      },
    ],
  },
  {
    id: '64a1f0c2e4b0a1b2c3d4e5f7',
    title: 'Shop',
    type: 'products',
    urlId: 'store',
    items: [
      {
        id: 'prod-print',
        title: 'Lake at dusk, print',
        excerpt: 'A4 giclée print.',
        url: '/store/lake-dusk',
        image: '/assets/gallery/lake-dusk.jpg',
        date: '2026-01-01',
      },
      { id: 'prod-card', title: 'Gift card', excerpt: 'For any amount.', url: '/store/gift-card', image: '/assets/gallery/meadow.jpg', date: '2026-01-01' },
    ],
  },
  {
    // an events collection: its summaries send collectionId (000 §7); dates are the events' starts (UTC)
    id: '64a1f0c2e4b0a1b2c3d4e5f8',
    title: 'Events',
    type: 'events',
    urlId: 'events',
    items: [
      {
        id: 'event-market',
        title: 'Night market on the quay',
        excerpt: 'Stalls, lanterns and hot cider.',
        url: '/events/night-market',
        image: '/assets/gallery/lake-dusk.jpg',
        date: '2027-03-14T18:00:00Z',
      },
      {
        id: 'event-fair',
        title: 'Spring print fair',
        excerpt: 'Prints, cards and the odd poster.',
        url: '/events/print-fair',
        image: '/assets/gallery/meadow.jpg',
        date: '2027-04-03T10:00:00Z',
      },
      {
        id: 'event-walk',
        title: 'Dawn walk to the ridge',
        excerpt: 'Bring a torch and a flask.',
        url: '/events/dawn-walk',
        image: '/assets/gallery/alpine-morning.jpg',
        date: '2027-05-22T05:30:00Z',
      },
    ],
  },
  {
    // a collection with nothing in it yet
    id: '64a1f0c2e4b0a1b2c3d4e5f9',
    title: 'Press',
    type: 'blog',
    urlId: 'press',
    items: [],
  },
];

/** Pixel sizes of the shared images (the summaries' width and height attributes). */
export const EXAMPLE_IMAGE_SIZES = /** @type {Record<string, [number, number]>} */ ({
  '/assets/gallery/alpine-morning.jpg': [640, 427],
  '/assets/gallery/beach-noon.jpg': [640, 360],
  '/assets/gallery/city-night.jpg': [640, 427],
  '/assets/gallery/desert-dunes.jpg': [900, 300],
  '/assets/gallery/forest-path.jpg': [427, 640],
  '/assets/gallery/harbour.jpg': [480, 600],
  '/assets/gallery/lake-dusk.jpg': [640, 427],
  '/assets/gallery/meadow.jpg': [560, 560],
});

/** The social gallery's posts (the instagram block's feed): an image, its description and the post's address. */
export const EXAMPLE_SOCIAL_POSTS = [
  { id: 'post-ridge', image: '/assets/gallery/alpine-morning.jpg', alt: 'First light over the ridge', url: 'https://www.instagram.com/p/dev-ridge/' },
  { id: 'post-boats', image: '/assets/gallery/harbour.jpg', alt: 'Boats leaving at six', url: 'https://www.instagram.com/p/dev-boats/' },
  { id: 'post-meadow', image: '/assets/gallery/meadow.jpg', alt: 'Grass up to the knees', url: 'https://www.instagram.com/p/dev-meadow/' },
  { id: 'post-bridge', image: '/assets/gallery/city-night.jpg', alt: 'Lights from the bridge', url: 'https://www.instagram.com/p/dev-bridge/' },
  { id: 'post-pines', image: '/assets/gallery/forest-path.jpg', alt: 'Moss and pine needles', url: 'https://www.instagram.com/p/dev-pines/' },
  { id: 'post-noon', image: '/assets/gallery/beach-noon.jpg', alt: 'Flat water, high sun', url: 'https://www.instagram.com/p/dev-noon/' },
  { id: 'post-dunes', image: '/assets/gallery/desert-dunes.jpg', alt: 'Wind-cut ridges', url: 'https://www.instagram.com/p/dev-dunes/' },
  { id: 'post-dusk', image: '/assets/gallery/lake-dusk.jpg', alt: 'Still water, last light', url: 'https://www.instagram.com/p/dev-dusk/' },
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
    { itemId: 'prod-card', title: 'Gift card', sku: 'SQ4567890', quantity: 1, unitPriceCents: 5000 },
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
