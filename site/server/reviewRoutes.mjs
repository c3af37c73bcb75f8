/**
 * The product reviews request page (page type 209) and its review call:
 *
 * - `GET /reviews?token=…` — `site/pages/reviews.html` with the request the token names
 *   written into the page's root element (`data-reviews-request-json`, entity-encoded as the
 *   platform writes block JSON) in place of the `<!-- reviews-request -->` marker;
 * - `POST /api/commerce/reviews` (JSON `{ token, productId, rating, title, body }`, crumb
 *   checked by the dispatcher) — stored in `product_reviews`, answered `{ reviewId }`; a
 *   refusal is a 400 `{ error, code }` (see `reviewRequests.mjs`).
 */
import { readPage } from '../layout/assemblePage.mjs';
import { CRUMB_COOKIE, pageCrumb } from './crumb.mjs';
import { devPage } from './devPageHtml.mjs';
import { serializeCookie } from './httpMessages.mjs';
import { encodeBlockJson, escapeHtml } from './htmlText.mjs';
import { EXAMPLE_REVIEW_REQUESTS, exampleRequest, REVIEW_REPLIES, REVIEWS_TABLE, requestJsonFor, reviewRefusal } from './reviewRequests.mjs';

/** @typedef {import('./routeTypes.mjs').Route} Route */

export const REVIEWS_REQUEST_MARKER = '<!-- reviews-request -->';

/**
 * The markup the runtime mounts the page view on: the request's state in words when there
 * is nothing to review (expired, reviewed, no products: content the view repeats), else a
 * loading line marked `data-runtime-placeholder` (the review form needs the runtime; the
 * line only stands in until it is there) that holds the form's box: its product count in
 * `--reviews-request-products`, from which the page's stylesheet gives it the view's height
 * (a line and a card per product), so the view swaps in without moving what is under it. @param {Record<string, unknown>} request
 */
export function reviewsRequestMarkup(request) {
  const stateText = { expired: REVIEW_REPLIES.expired, reviewed: REVIEW_REPLIES.alreadyReviewed }[String(request.status)];
  const products = Array.isArray(request.products) ? request.products : [];
  const text = stateText ?? (products.length === 0 ? REVIEW_REPLIES.noProducts : null);
  const standIn =
    text !== null
      ? `<p class="reviews-request-stand-in">${escapeHtml(text)}</p>`
      : `<p class="reviews-request-stand-in" data-runtime-placeholder style="--reviews-request-products: ${products.length}">${escapeHtml(`Loading the review form for ${products.length} product${products.length === 1 ? '' : 's'}…`)}</p>`;
  return `<div class="sqs-reviews-request" id="reviews-request" data-controller="ReviewsRequest" data-reviews-request-json="${encodeBlockJson(request)}">
  ${standIn}
</div>`;
}

/** The example request links listed under the page view. */
export function exampleLinksMarkup() {
  return EXAMPLE_REVIEW_REQUESTS.map((r) => `<li><a href="/reviews?token=${encodeURIComponent(r.token)}">${escapeHtml(r.label)}</a></li>`).join('\n');
}

/** @param {{ pagesDir: string }} dirs @param {{ now?: () => number }} [options] @returns {Route[]} */
export function reviewRoutes(dirs, { now = Date.now } = {}) {
  return [
    {
      method: 'GET',
      path: '/reviews',
      async handle(request, site) {
        const html = await readPage(dirs.pagesDir, 'reviews.html');
        if (html === null || !html.includes(REVIEWS_REQUEST_MARKER)) {
          return {
            status: 500,
            html: devPage(
              'Page cannot be assembled',
              `<p><code>reviews.html</code> is missing or has no <code>${escapeHtml(REVIEWS_REQUEST_MARKER)}</code> marker.</p>`,
            ),
          };
        }
        const markup = reviewsRequestMarkup(requestJsonFor(request.query.get('token'), site.db, now()));
        return {
          status: 200,
          html: html.replace(REVIEWS_REQUEST_MARKER, markup).replace('<!-- reviews-request-links -->', exampleLinksMarkup()),
          cookies: [serializeCookie(CRUMB_COOKIE, pageCrumb(request.cookies))],
        };
      },
    },
    {
      method: 'POST',
      path: '/api/commerce/reviews',
      handle(request, site) {
        const body = typeof request.body === 'object' && request.body !== null ? /** @type {Record<string, unknown>} */ (request.body) : {};
        const code = reviewRefusal(body, site.db, now());
        if (code) return { status: 400, json: { error: REVIEW_REPLIES[code], code } };
        const reviewId = site.db.insert(REVIEWS_TABLE, {
          token: body.token,
          reviewer_name: exampleRequest(String(body.token))?.reviewerName ?? null,
          product_id: body.productId,
          rating: body.rating,
          title: typeof body.title === 'string' ? body.title : '',
          body: typeof body.body === 'string' ? body.body : '',
          page_path: request.referrerPath,
          visitor: request.visitor,
        });
        return { status: 200, json: { reviewId: String(reviewId) } };
      },
    },
  ];
}
