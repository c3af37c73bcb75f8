import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bodyCounter, EMPTY_REVIEW, REVIEW_BODY_MAX_LENGTH, REVIEW_TITLE_MAX_LENGTH, validateReview } from './reviewDraft.rules';

describe('validateReview', () => {
  it('needs a star rating: “Please select a star rating”', () => {
    expect(validateReview(EMPTY_REVIEW)).toEqual({ rating: 'Please select a star rating' });
    for (const rating of [0, 6, 2.5, -1, Number.NaN]) expect(validateReview({ ...EMPTY_REVIEW, rating }).rating).toBe('Please select a star rating');
  });

  it('takes any whole rating from 1 to 5, and only those, with the text and title optional', () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer({ min: -3, max: 9 }), fc.double()), fc.string({ maxLength: 40 }), (rating, text) => {
        const errors = validateReview({ rating, title: text, body: text });
        const whole = Number.isInteger(rating) && rating >= 1 && rating <= 5;
        return whole ? Object.keys(errors).length === 0 : errors.rating === 'Please select a star rating';
      }),
    );
  });

  it('marks text and title past their limits with the form’s character limit message', () => {
    const errors = validateReview({ rating: 4, title: 't'.repeat(REVIEW_TITLE_MAX_LENGTH + 1), body: 'b'.repeat(REVIEW_BODY_MAX_LENGTH + 1) });
    expect(errors).toEqual({ title: 'You have exceeded the character limit.', body: 'You have exceeded the character limit.' });
    expect(validateReview({ rating: 4, title: 't'.repeat(REVIEW_TITLE_MAX_LENGTH), body: 'b'.repeat(REVIEW_BODY_MAX_LENGTH) })).toEqual({});
  });

  it('counts the review text live as the form’s textarea does', () => {
    expect(bodyCounter('Rich and smooth.')).toEqual({ count: 16, max: 2000, text: '16 / 2000', over: false });
  });
});
