/**
 * The example review requests of the dev site, decided by the token in the page's query
 * (the platform's e-mail to a buyer links to its request), and the rules the review call
 * checks. Pure except for what it reads from the database it is given.
 *
 * Tokens: `rv-harbour-2026` (two products, open), `rv-expired-2024` (expired),
 * `rv-reviewed-2026` (reviewed before the dev site's database began), `rv-empty-2026`
 * (no products). An unknown or missing token has nothing to review.
 */

/** The product reviews table (`site/db/schema.mjs`). */
export const REVIEWS_TABLE = 'product_reviews';
export const REVIEW_BODY_MAX_LENGTH = 2000;
export const REVIEW_TITLE_MAX_LENGTH = 100;

/** The spec's messages (002 §5, §8), sent as the reply's `error`; the client reads `code`. */
export const REVIEW_REPLIES = {
  noProducts: 'There are no products to review',
  expired: 'Your review request has expired',
  alreadyReviewed: 'You have already reviewed this purchase',
  ratingRequired: 'Please select a star rating',
  unknownProduct: 'Something went wrong',
  textTooLong: 'Something went wrong',
};

const beans = {
  id: 'prod-beans',
  title: 'House blend coffee beans',
  variant: '1 kg · whole bean',
  image: '/assets/products/beans.svg',
  imageDimensions: '240x240',
};
const mug = { id: 'prod-mug', title: 'Stoneware mug', variant: 'Harbour blue', image: '/assets/products/mug.svg', imageDimensions: '240x240' };

/**
 * @typedef {{ id: string, title: string, variant?: string, image?: string, imageDimensions?: string }} ExampleProduct
 * @typedef {{ token: string, label: string, reviewerName: string, expiresOn: string, reviewedBefore: boolean, products: ExampleProduct[] }} ExampleRequest
 * @type {ExampleRequest[]}
 */
export const EXAMPLE_REVIEW_REQUESTS = [
  {
    token: 'rv-harbour-2026',
    label: 'Two products to review',
    reviewerName: 'Sam Rivera',
    expiresOn: '2099-12-31',
    reviewedBefore: false,
    products: [beans, mug],
  },
  { token: 'rv-expired-2024', label: 'An expired request', reviewerName: 'Alex Kim', expiresOn: '2024-01-31', reviewedBefore: false, products: [beans] },
  { token: 'rv-reviewed-2026', label: 'A purchase reviewed already', reviewerName: 'Jo Park', expiresOn: '2099-12-31', reviewedBefore: true, products: [mug] },
  { token: 'rv-empty-2026', label: 'A request with nothing to review', reviewerName: 'Lee Chen', expiresOn: '2099-12-31', reviewedBefore: false, products: [] },
];

/** @param {string | null | undefined} token */
export const exampleRequest = (token) => EXAMPLE_REVIEW_REQUESTS.find((r) => r.token === token) ?? null;

/** @param {ExampleRequest} request @param {number} now ms */
const isExpired = (request, now) => Date.parse(`${request.expiresOn}T23:59:59Z`) < now;

/**
 * The product ids of a request with a stored review.
 * @param {import('../db/database.mjs').SiteDatabase} db @param {string} token
 */
export function reviewedProductIds(db, token) {
  return new Set(
    db
      .list(REVIEWS_TABLE, 100000)
      .filter((row) => row.token === token)
      .map((row) => String(row.product_id)),
  );
}

/**
 * What the page's `data-reviews-request-json` holds for a token: the products with what
 * was reviewed, or the request's state.
 * @param {string | null} token @param {import('../db/database.mjs').SiteDatabase} db @param {number} now
 */
export function requestJsonFor(token, db, now) {
  const request = exampleRequest(token);
  if (!request) return { token: token ?? '', products: [] };
  if (isExpired(request, now)) return { status: 'expired' };
  if (request.reviewedBefore) return { status: 'reviewed' };
  const reviewed = reviewedProductIds(db, request.token);
  return {
    token: request.token,
    reviewerName: request.reviewerName,
    products: request.products.map((p) => ({ ...p, reviewed: reviewed.has(p.id) })),
  };
}

/**
 * Checks one review (in this order: the request, its product, a second review, the
 * rating, the lengths); null when it may be stored, else the refusal's code.
 * @param {Record<string, unknown>} body @param {import('../db/database.mjs').SiteDatabase} db @param {number} now
 * @returns {keyof typeof REVIEW_REPLIES | null}
 */
export function reviewRefusal(body, db, now) {
  const request = exampleRequest(typeof body.token === 'string' ? body.token : null);
  if (!request) return 'noProducts';
  if (isExpired(request, now)) return 'expired';
  if (request.reviewedBefore) return 'alreadyReviewed';
  if (request.products.length === 0) return 'noProducts';
  if (!request.products.some((p) => p.id === body.productId)) return 'unknownProduct';
  if (reviewedProductIds(db, request.token).has(String(body.productId))) return 'alreadyReviewed';
  const rating = body.rating;
  if (typeof rating !== 'number' || !Number.isInteger(rating) || rating < 1 || rating > 5) return 'ratingRequired';
  const text = (/** @type {unknown} */ value) => (typeof value === 'string' ? value : '');
  if (text(body.title).length > REVIEW_TITLE_MAX_LENGTH || text(body.body).length > REVIEW_BODY_MAX_LENGTH) return 'textTooLong';
  return null;
}
