/**
 * A review as the visitor writes it, and what is wrong with it (002 §5: a star rating
 * is required, 'Please select a star rating'). The text's live counter and its over-limit
 * message are the form block's (`characterCounter`, the character limit message), reused.
 * Pure.
 */
import { characterCounter, FORM_MESSAGES, type CharacterCounter } from '../../services/forms';
import { REVIEW_MESSAGES } from '../../services/reviews';

/** Our limits (the spec shows none): the review text and its optional title. */
export const REVIEW_BODY_MAX_LENGTH = 2000;
export const REVIEW_TITLE_MAX_LENGTH = 100;
export const MIN_RATING = 1;
export const MAX_RATING = 5;

export interface ReviewFields {
  /** 0 while no star is chosen. */
  rating: number;
  title: string;
  body: string;
}

export type ReviewErrors = Partial<Record<keyof ReviewFields, string>>;

export const EMPTY_REVIEW: ReviewFields = { rating: 0, title: '', body: '' };

export const isRating = (value: number): boolean => Number.isInteger(value) && value >= MIN_RATING && value <= MAX_RATING;

/** The counter under the review text: `n / 2000`, marked when over. */
export const bodyCounter = (body: string): CharacterCounter => characterCounter(body, REVIEW_BODY_MAX_LENGTH)!;
export const titleCounter = (title: string): CharacterCounter => characterCounter(title, REVIEW_TITLE_MAX_LENGTH)!;

/** Every error of the review, keyed by field; empty when it can be sent. */
export function validateReview(fields: ReviewFields): ReviewErrors {
  const errors: ReviewErrors = {};
  if (!isRating(fields.rating)) errors.rating = REVIEW_MESSAGES.ratingRequired;
  if (titleCounter(fields.title).over) errors.title = FORM_MESSAGES.characterLimit;
  if (bodyCounter(fields.body).over) errors.body = FORM_MESSAGES.characterLimit;
  return errors;
}

export const hasErrors = (errors: ReviewErrors): boolean => Object.keys(errors).length > 0;
