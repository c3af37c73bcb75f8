/**
 * The reviews request page.
 */
import type { KindDescriptor, KindFacts } from './kindDescriptor';
import { PageType } from '../../platform/enums/pageTypes';

/** The reviews request page's request JSON as parsed; `readReviewsRequest` reads it in the mount chunk. */
export const reviewsRequest: KindDescriptor<{ request: unknown }> = {
  load: () => import('../mounts/reviewsRequest'),
  // its chunk's scanner (scan/scanReviewsRequest.ts scanReviewsRequest) reads these
  elements: '[data-reviews-request-json]',
  onPage: ({ pageType }) => pageType === PageType.REVIEWS_REQUEST,
};

/** @internal read by the runtime build (its group) and the descriptors' test, not shipped */
export const reviewsRequestFacts: KindFacts = {
  finds: '[data-reviews-request-json] on the reviews request page type (scan/scanReviewsRequest.ts)',
  reader: ['readReviewsRequest', 'src/blocks/reviewsRequest/reviewsRequest.rules.ts'],
  group: null,
};
