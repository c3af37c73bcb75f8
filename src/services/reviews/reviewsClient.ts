/**
 * Sends one product review through the data-call wrapper (000 §7) and reads the answer
 * into what the visitor is told. The spec names no review call: ours is
 * `POST /api/commerce/reviews` with a JSON body `{ token, productId, rating, title, body }`,
 * answered `{ reviewId }`. A refusal comes as a 400 with a JSON body
 * `{ error, code }` (the data call reads the bodies of 400s, 000 §8); the `code` decides
 * the message, always the spec's own wording, never the server's text.
 */
import type { DataCall } from '../http/dataCall';
import type { DataCallFailure } from '../http/dataCall.types';
import { isRecord } from '../http/replyShape';
import { REVIEW_MESSAGES } from './reviewMessages';

export const REVIEWS_URL = '/api/commerce/reviews';

/** The refusal codes the review call answers with. */
export const REVIEW_REPLY_CODES = ['ratingRequired', 'alreadyReviewed', 'expired', 'noProducts', 'textTooLong', 'unknownProduct'] as const;
export type ReviewReplyCode = (typeof REVIEW_REPLY_CODES)[number];

export interface ReviewDraft {
  /** The review request's token (from the page). */
  token: string;
  productId: string;
  /** 1 to 5. */
  rating: number;
  title: string;
  body: string;
}

/**
 * - `submitted`: stored;
 * - `refused`: the request can take no review (expired, already reviewed, nothing to review):
 *   sending again cannot help;
 * - `failed`: something went wrong or the network failed; sending again may work.
 */
export type ReviewOutcome =
  { kind: 'submitted'; reviewId: string } | { kind: 'refused'; message: string } | { kind: 'failed'; message: string; field?: 'rating' | 'body' };

export interface ReviewsService {
  submit(draft: ReviewDraft): Promise<ReviewOutcome>;
}

function codeOf(failure: DataCallFailure): ReviewReplyCode | null {
  const code = failure.reply?.code;
  return typeof code === 'string' && (REVIEW_REPLY_CODES as readonly string[]).includes(code) ? (code as ReviewReplyCode) : null;
}

/** What a failed call tells the visitor. Pure. */
export function reviewFailureOutcome(failure: DataCallFailure): ReviewOutcome {
  if (failure.kind === 'connection') return { kind: 'failed', message: REVIEW_MESSAGES.networkError };
  switch (codeOf(failure)) {
    case 'alreadyReviewed':
      return { kind: 'refused', message: REVIEW_MESSAGES.alreadyReviewed };
    case 'expired':
      return { kind: 'refused', message: REVIEW_MESSAGES.expired };
    case 'noProducts':
      return { kind: 'refused', message: REVIEW_MESSAGES.nothingToReview };
    case 'ratingRequired':
      return { kind: 'failed', message: REVIEW_MESSAGES.ratingRequired, field: 'rating' };
    default:
      return { kind: 'failed', message: REVIEW_MESSAGES.somethingWentWrong };
  }
}

/** What a successful reply holds: the stored review's id (a number is taken as text). */
export function readReviewReply(data: unknown): string | undefined {
  if (!isRecord(data)) return undefined;
  const id = data.reviewId;
  if (typeof id === 'string' && id !== '') return id;
  return typeof id === 'number' && Number.isFinite(id) ? String(id) : undefined;
}

export function createReviewsClient(dataCall: DataCall): ReviewsService {
  return {
    async submit(draft) {
      const result = await dataCall.post(REVIEWS_URL, { data: draft, json: true });
      if (!result.ok) return reviewFailureOutcome(result.error);
      const reviewId = readReviewReply(result.value);
      return reviewId === undefined ? { kind: 'failed', message: REVIEW_MESSAGES.somethingWentWrong } : { kind: 'submitted', reviewId };
    },
  };
}
