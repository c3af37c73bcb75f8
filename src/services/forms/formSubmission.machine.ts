/**
 * The submission machine, framework-free: idle → submitting → success | failure, and
 * failure → submitting again. While submitting the form is locked and repeat submits
 * are ignored; success is final (the form is replaced by its message). The visitor's
 * values are kept in every state: a failure never clears them, and edits are accepted
 * whatever the state (the lock is the view's to show). A pure step: the submit call and
 * the captcha reset are effects it returns as data, run by `useMachine` in
 * `src/primitives/form/useFormSubmission.ts`.
 */
import type { FormDefinition } from './formDefinition';
import { FORM_MESSAGES } from './formMessages';
import { validateForm, type FormValidationResult } from './formValidation.rules';
import type { FieldValue, FormValues } from './formValues';
import { failure, type SubmitFailure, type SubmitResult } from './saveResponse.rules';

export type SubmissionStatus = 'idle' | 'submitting' | 'success' | 'failure';

export interface SubmissionState {
  status: SubmissionStatus;
  values: FormValues;
  /** Field id → message shown on that field. */
  fieldErrors: Record<string, string>;
  /** The form-level message (failure only). */
  message: string | null;
  /** Whether the error-above message shows above the form. */
  showErrorAbove: boolean;
  captchaError: string | null;
  /** The captcha's response as the widget reported it; cleared by every failure (the widget is reset). */
  captchaToken: string | null;
  /** The reply of a successful submission. */
  data: unknown;
}

/** The client checks a submit runs before sending; without them the values are sent as they are. */
export interface SubmissionChecks {
  definition: Pick<FormDefinition, 'fields'>;
  emailFormatExample: string;
  /** Whether the form shows a captcha (its response is the state's `captchaToken`). */
  captcha: boolean;
}

export type SubmissionEvent =
  | { type: 'edit'; fieldId: string; value: FieldValue }
  | { type: 'captchaAnswered'; token: string | null }
  | { type: 'submit'; checks?: SubmissionChecks }
  | { type: 'settled'; result: SubmitResult }
  /** The submit call threw instead of answering. */
  | { type: 'sendRejected' };

/** What the step asks for: the submit call with the values as they were when submitted; the captcha reset after a failure. */
export type SubmissionEffect = { kind: 'send'; values: FormValues; captchaToken: string | null } | { kind: 'resetCaptcha' };

export interface SubmissionStep {
  state: SubmissionState;
  effects?: readonly SubmissionEffect[];
}

export function initialSubmissionState(values: FormValues): SubmissionState {
  return { status: 'idle', values, fieldErrors: {}, message: null, showErrorAbove: false, captchaError: null, captchaToken: null, data: null };
}

/** Whether a submit now would start a submission. */
export const canSubmit = (state: SubmissionState): boolean => state.status === 'idle' || state.status === 'failure';

/** Every failure resets the captcha: its response is used up. */
const failed = (
  state: SubmissionState,
  shown: Pick<SubmissionState, 'fieldErrors' | 'message' | 'showErrorAbove'> & Partial<SubmissionState>,
): SubmissionStep => ({
  state: { ...state, ...shown, status: 'failure', captchaToken: null },
  effects: [{ kind: 'resetCaptcha' }],
});

const validation = (state: SubmissionState, checks: SubmissionChecks | undefined): FormValidationResult | null =>
  checks
    ? validateForm(checks.definition, state.values, {
        emailFormatExample: checks.emailFormatExample,
        captcha: { present: checks.captcha, token: state.captchaToken },
      })
    : null;

const settle = (state: SubmissionState, result: SubmitResult): SubmissionStep => {
  if (result.ok)
    return { state: { ...state, status: 'success', fieldErrors: {}, message: null, showErrorAbove: false, captchaError: null, data: result.value } };
  const error: SubmitFailure = result.error;
  return failed(state, { fieldErrors: error.fieldErrors, message: error.message, showErrorAbove: error.showErrorAbove });
};

export function submissionStep(state: SubmissionState, event: SubmissionEvent): SubmissionStep {
  switch (event.type) {
    case 'edit':
      return { state: { ...state, values: { ...state.values, [event.fieldId]: event.value } } };
    case 'captchaAnswered':
      return { state: state.captchaToken === event.token ? state : { ...state, captchaToken: event.token } };
    case 'submit': {
      if (!canSubmit(state)) return { state };
      const checked = validation(state, event.checks);
      if (checked && !checked.valid) {
        return failed(state, { fieldErrors: checked.fieldErrors, captchaError: checked.captchaError, message: checked.formError, showErrorAbove: false });
      }
      return {
        state: { ...state, status: 'submitting', message: null, captchaError: null },
        effects: [{ kind: 'send', values: state.values, captchaToken: state.captchaToken }],
      };
    }
    case 'settled':
      return state.status === 'submitting' ? settle(state, event.result) : { state };
    case 'sendRejected':
      return state.status === 'submitting' ? settle(state, failure('network', FORM_MESSAGES.unknownError)) : { state };
  }
}
