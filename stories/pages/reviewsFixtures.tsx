/**
 * What the review request stories share: requests read the way the runtime reads them,
 * the page's services over the real reviews client and data call with the browser's
 * fetch (so the stories' request handlers answer), and those handlers.
 */
import { useState, type ReactNode } from 'react';
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { readReviewsRequest, type ReviewsRequest } from '../../src/blocks/reviewsRequest/reviewsRequest.rules';
import { ServicesProvider, type BlockServices } from '../../src/primitives/services';
import { memoryCookieJar } from '../../src/services/cookies/cookieJar';
import { createFormSubmitter } from '../../src/services/forms';
import { createDataCall } from '../../src/services/http/dataCall';
import { createReviewsClient, REVIEWS_URL } from '../../src/services/reviews';

const beans = {
  id: 'prod-beans',
  title: 'House blend coffee beans',
  variant: '1 kg · whole bean',
  image: '/assets/products/beans.svg',
  imageDimensions: '240x240',
};
const mug = { id: 'prod-mug', title: 'Stoneware mug', variant: 'Harbour blue', image: '/assets/products/mug.svg', imageDimensions: '240x240' };
const grinder = { id: 'prod-grinder', title: 'Hand grinder', image: '/assets/products/grinder.svg', imageDimensions: '240x240' };

/** One product bought. */
export const ONE_PRODUCT: ReviewsRequest = readReviewsRequest({ token: 'rv-story-1', reviewerName: 'Sam Rivera', products: [beans] });
/** Three products, the grinder reviewed already. */
export const SEVERAL_PRODUCTS: ReviewsRequest = readReviewsRequest({
  token: 'rv-story-2',
  reviewerName: 'Sam Rivera',
  products: [beans, mug, { ...grinder, reviewed: true }],
});
export const EXPIRED: ReviewsRequest = readReviewsRequest({ status: 'expired' });
export const ALREADY_REVIEWED: ReviewsRequest = readReviewsRequest({ status: 'reviewed' });
export const NOTHING_TO_REVIEW: ReviewsRequest = readReviewsRequest({ token: 'rv-story-3', products: [] });

const url = `*${REVIEWS_URL}`;

export const reviewHandlers = {
  stored: http.post(url, () => HttpResponse.json({ reviewId: 'rev-1' })),
  /** Never answers: the form stays submitting. */
  pending: http.post(url, async () => {
    await delay('infinite');
    return HttpResponse.json({});
  }),
  serverError: http.post(url, () => HttpResponse.json({}, { status: 503 })),
  networkError: http.post(url, () => HttpResponse.error()),
  refused: (code: 'alreadyReviewed' | 'expired') => http.post(url, () => HttpResponse.json({ error: 'Refused', code }, { status: 400 })),
};

/** The `parameters.msw` of a story answering the review call with `handler`. */
export const reviewsMsw = (handler: HttpHandler) => ({ msw: { handlers: { review: handler } } });

/** The services the runtime gives the page, over the browser's fetch. */
export function ReviewsStoryPage({ children }: { children: ReactNode }) {
  const [services] = useState<BlockServices>(() => {
    const fetchLike: BlockServices['fetch'] = (input, init) => window.fetch(input, init);
    const dataCall = createDataCall({ fetch: fetchLike, cookies: memoryCookieJar() });
    return { forms: createFormSubmitter({ fetch: fetchLike }), fetch: fetchLike, query: '', reviews: createReviewsClient(dataCall) };
  });
  return <ServicesProvider services={services}>{children}</ServicesProvider>;
}
