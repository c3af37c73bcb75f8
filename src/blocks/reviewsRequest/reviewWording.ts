/**
 * Our words on the review request page where the spec shows none (its own messages are in
 * `services/reviews/reviewMessages.ts`), and the form fields the form block's views draw.
 */
import type { TextareaField, TextLikeField } from '../../services/forms';
import { REVIEW_BODY_MAX_LENGTH } from './reviewDraft.rules';

export const REVIEW_WORDING = {
  reviewingAs: (name: string) => `Reviewing as ${name}`,
  rating: 'Rating',
  submit: 'Submit review',
  submitting: 'Submitting…',
  thanks: 'Thank you for your review.',
  thanksDetail: 'It will appear on the product page once the shop has seen it.',
  productsLabel: 'Products to review',
} as const;

export const REVIEW_TITLE_FIELD: TextLikeField = {
  kind: 'text',
  id: 'review-title',
  title: 'Review title',
  description: '',
  required: false,
  placeholder: '',
};

export const REVIEW_BODY_FIELD: TextareaField = {
  kind: 'textarea',
  id: 'review-body',
  title: 'Your review',
  description: 'What did you like, and what could be better?',
  required: false,
  placeholder: '',
  maxLength: REVIEW_BODY_MAX_LENGTH,
};
