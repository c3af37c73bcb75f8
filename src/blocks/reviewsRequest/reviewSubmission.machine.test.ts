import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { initialReviewForm, reviewFormReducer, reviewFormStep, startsSubmission, type ReviewFormEvent, type ReviewFormState } from './reviewSubmission.machine';

const run = (events: ReviewFormEvent[], from: ReviewFormState = initialReviewForm()) => events.reduce(reviewFormReducer, from);
const rated: ReviewFormEvent[] = [
  { type: 'edit', field: 'rating', value: 4 },
  { type: 'edit', field: 'body', value: 'Lovely.' },
];

describe('the review submission machine', () => {
  it('stays idle with the rating error when sent without a rating, then clears it once a star is chosen', () => {
    const refused = run([{ type: 'submit' }]);
    expect(refused).toMatchObject({ phase: 'idle', errors: { rating: 'Please select a star rating' } });
    expect(startsSubmission(initialReviewForm(), refused)).toBe(false);
    expect(run([{ type: 'edit', field: 'rating', value: 3 }], refused).errors).toEqual({});
  });

  it('shows no errors while typing before the first attempt', () => {
    expect(run([{ type: 'edit', field: 'title', value: 'x'.repeat(200) }]).errors).toEqual({});
  });

  it('goes idle → submitting → submitted with the review id', () => {
    const before = run(rated);
    const sending = reviewFormReducer(before, { type: 'submit' });
    expect(sending.phase).toBe('submitting');
    expect(startsSubmission(before, sending)).toBe(true);
    expect(reviewFormReducer(sending, { type: 'settled', outcome: { kind: 'submitted', reviewId: '7' } })).toMatchObject({ phase: 'submitted', reviewId: '7' });
  });

  it('asks to send the trimmed review once, the moment the submission starts (the step useMachine runs)', () => {
    const before = run([
      { type: 'edit', field: 'rating', value: 4 },
      { type: 'edit', field: 'title', value: '  Good  ' },
      { type: 'edit', field: 'body', value: ' Lovely. ' },
    ]);
    const sending = reviewFormStep(before, { type: 'submit' });
    expect(sending.effects).toEqual([{ kind: 'send', rating: 4, title: 'Good', body: 'Lovely.' }]);
    expect(reviewFormStep(sending.state, { type: 'submit' })).toEqual({ state: sending.state });
    expect(reviewFormStep(initialReviewForm(), { type: 'submit' }).effects).toBeUndefined();
  });

  it('ignores repeat presses and edits while submitting', () => {
    const sending = run([...rated, { type: 'submit' }]);
    const again = reviewFormReducer(sending, { type: 'submit' });
    expect(again).toBe(sending);
    expect(startsSubmission(sending, again)).toBe(false);
    expect(reviewFormReducer(sending, { type: 'edit', field: 'body', value: 'changed' })).toBe(sending);
  });

  it('a failure keeps what was typed and may be sent again; a refusal is final', () => {
    const failed = run([...rated, { type: 'submit' }, { type: 'settled', outcome: { kind: 'failed', message: 'Network error' } }]);
    expect(failed).toMatchObject({ phase: 'failed', message: 'Network error', fields: { rating: 4, body: 'Lovely.' } });
    expect(reviewFormReducer(failed, { type: 'submit' }).phase).toBe('submitting');
    const refused = run([...rated, { type: 'submit' }, { type: 'settled', outcome: { kind: 'refused', message: 'Your review request has expired' } }]);
    expect(refused).toMatchObject({ phase: 'refused', fields: { rating: 4, body: 'Lovely.' } });
    expect(reviewFormReducer(refused, { type: 'submit' })).toBe(refused);
  });

  it('puts a server’s rating refusal on the rating', () => {
    const failed = run([
      ...rated,
      { type: 'submit' },
      { type: 'settled', outcome: { kind: 'failed', message: 'Please select a star rating', field: 'rating' } },
    ]);
    expect(failed.errors.rating).toBe('Please select a star rating');
  });

  it('never starts a second submission before the first settles, whatever the presses', () => {
    const event = fc.oneof(
      fc.constant<ReviewFormEvent>({ type: 'submit' }),
      fc.integer({ min: 0, max: 6 }).map<ReviewFormEvent>((value) => ({ type: 'edit', field: 'rating', value })),
      fc.string({ maxLength: 3 }).map<ReviewFormEvent>((value) => ({ type: 'edit', field: 'body', value })),
    );
    fc.assert(
      fc.property(fc.array(event, { maxLength: 30 }), (events) => {
        let state = initialReviewForm();
        let started = 0;
        for (const e of events) {
          const next = reviewFormReducer(state, e);
          if (startsSubmission(state, next)) started += 1;
          state = next;
        }
        expect(started).toBeLessThanOrEqual(1);
      }),
    );
  });
});
