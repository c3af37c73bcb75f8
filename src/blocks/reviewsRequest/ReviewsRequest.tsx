import { REVIEW_MESSAGES } from '../../services/reviews';
import { ProductReviewForm, type ReviewHeadingLevel } from './ProductReviewForm';
import type { ReviewsRequest as ReviewsRequestData } from './reviewsRequest.rules';
import { REVIEW_WORDING } from './reviewWording';
import { PageRoot, ProductList, Reviewer, StateMessage } from './ReviewsRequest.styles';

export interface ReviewsRequestProps {
  /** The request as `readReviewsRequest` reads it: open with its products, or a page state. */
  request: ReviewsRequestData;
  /** The level of each product title's heading (default 2, under the page's own h1). */
  headingLevel?: ReviewHeadingLevel;
}

const STATE_MESSAGE = {
  expired: REVIEW_MESSAGES.expired,
  alreadyReviewed: REVIEW_MESSAGES.alreadyReviewed,
  nothingToReview: REVIEW_MESSAGES.nothingToReview,
} as const;

/**
 * The product reviews request page (000 §2): one review form per product bought, with
 * the reviewer's name; or the spec's message when the request has expired, was reviewed
 * already or has nothing to review.
 */
export function ReviewsRequest({ request, headingLevel = 2 }: ReviewsRequestProps) {
  if (request.state !== 'open') {
    return (
      <PageRoot data-reviews-request={request.state}>
        <StateMessage>{STATE_MESSAGE[request.state]}</StateMessage>
      </PageRoot>
    );
  }
  return (
    <PageRoot data-reviews-request="open">
      {request.reviewerName && <Reviewer>{REVIEW_WORDING.reviewingAs(request.reviewerName)}</Reviewer>}
      <ProductList aria-label={REVIEW_WORDING.productsLabel}>
        {request.products.map((product) => (
          <ProductReviewForm key={product.id} product={product} token={request.token} headingLevel={headingLevel} />
        ))}
      </ProductList>
    </PageRoot>
  );
}
