/**
 * The review request page's words. The spec's dictionary messages (002 §5, §8), character
 * for character; the rest are our wording where the spec shows none (listed in
 * `src/blocks/reviewsRequest/README.md`).
 */
import { DICTIONARY_MESSAGES } from '../../platform/dictionaryMessages';

export const REVIEW_MESSAGES = {
  /** 002 §5. */
  ratingRequired: 'Please select a star rating',
  /** 002 §8. */
  alreadyReviewed: 'You have already reviewed this purchase',
  expired: 'Your review request has expired',
  nothingToReview: 'There are no products to review',
  somethingWentWrong: 'Something went wrong',
  networkError: DICTIONARY_MESSAGES.networkError,
} as const;

export type ReviewMessage = (typeof REVIEW_MESSAGES)[keyof typeof REVIEW_MESSAGES];
