/**
 * One product's review form, start to end (pure):
 *
 *   idle ──submit (valid)──▶ submitting ──settled──▶ submitted (thank-you)
 *     ▲  └─submit (errors)─┘      │                  failed (message; sending again allowed)
 *     └──────── submit ◀──────────┘ (from failed)    refused (expired / already reviewed: final)
 *
 * While submitting, repeated presses and edits are ignored; nothing the visitor typed is
 * ever dropped (a failure or refusal keeps the fields). Errors show from the first
 * attempt to send and then follow every edit.
 */
import type { MachineStep } from '../../primitives/machine/machineRunner';
import type { ReviewOutcome } from '../../services/reviews';
import { EMPTY_REVIEW, hasErrors, validateReview, type ReviewErrors, type ReviewFields } from './reviewDraft.rules';

export type ReviewPhase = 'idle' | 'submitting' | 'submitted' | 'failed' | 'refused';

export interface ReviewFormState {
  phase: ReviewPhase;
  fields: ReviewFields;
  /** The errors shown (none before the first attempt to send). */
  errors: ReviewErrors;
  attempted: boolean;
  /** The failure or refusal message while failed or refused. */
  message: string | null;
  reviewId: string | null;
}

export type ReviewFormEvent =
  | { type: 'edit'; field: 'rating'; value: number }
  | { type: 'edit'; field: 'title' | 'body'; value: string }
  | { type: 'submit' }
  | { type: 'settled'; outcome: ReviewOutcome };

export const initialReviewForm = (fields: ReviewFields = EMPTY_REVIEW): ReviewFormState => ({
  phase: 'idle',
  fields,
  errors: {},
  attempted: false,
  message: null,
  reviewId: null,
});

/** The fields can change (and be sent) only while idle or after a failure. */
export const isEditable = (state: ReviewFormState): boolean => state.phase === 'idle' || state.phase === 'failed';

export function reviewFormReducer(state: ReviewFormState, event: ReviewFormEvent): ReviewFormState {
  switch (event.type) {
    case 'edit': {
      if (!isEditable(state)) return state;
      const fields = { ...state.fields, [event.field]: event.value } as ReviewFields;
      return { ...state, fields, errors: state.attempted ? validateReview(fields) : {} };
    }
    case 'submit': {
      if (!isEditable(state)) return state;
      const errors = validateReview(state.fields);
      if (hasErrors(errors)) return { ...state, phase: 'idle', errors, attempted: true, message: null };
      return { ...state, phase: 'submitting', errors: {}, attempted: true, message: null };
    }
    case 'settled': {
      if (state.phase !== 'submitting') return state;
      const { outcome } = event;
      if (outcome.kind === 'submitted') return { ...state, phase: 'submitted', reviewId: outcome.reviewId };
      if (outcome.kind === 'refused') return { ...state, phase: 'refused', message: outcome.message };
      const errors = outcome.field ? { ...state.errors, [outcome.field]: outcome.message } : state.errors;
      return { ...state, phase: 'failed', message: outcome.message, errors };
    }
  }
}

/** True when this event, in this state, starts a submission: the one moment to call the service. */
export const startsSubmission = (before: ReviewFormState, after: ReviewFormState): boolean => before.phase !== 'submitting' && after.phase === 'submitting';

/** The review to send, trimmed: what the hook hands the reviews service with the page's token and product. */
export type ReviewFormEffect = { readonly kind: 'send'; readonly rating: number; readonly title: string; readonly body: string };

/** One event through the form (what `useMachine` runs): the submission is sent the moment it starts. */
export function reviewFormStep(state: ReviewFormState, event: ReviewFormEvent): MachineStep<ReviewFormState, ReviewFormEffect> {
  const after = reviewFormReducer(state, event);
  if (!startsSubmission(state, after)) return { state: after };
  const { rating, title, body } = after.fields;
  return { state: after, effects: [{ kind: 'send', rating, title: title.trim(), body: body.trim() }] };
}
