/**
 * The submission machine, framework-free: idle → submitting → success | failure, and
 * failure → submitting again. While submitting the form is locked and repeat submits
 * are ignored; success is final (the form is replaced by its message). The visitor's
 * values are kept in every state: a failure never clears them, and edits are accepted
 * whatever the state (the lock is the view's to show).
 */
import { FORM_MESSAGES } from './formMessages';
import type { FormValidationResult } from './formValidation.rules';
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
  /** The reply of a successful submission. */
  data: unknown;
}

export type SubmissionEvent =
  | { type: 'edit'; fieldId: string; value: FieldValue }
  | { type: 'submit' }
  | { type: 'invalid'; validation: FormValidationResult }
  | { type: 'settled'; result: SubmitResult };

export function initialSubmissionState(values: FormValues): SubmissionState {
  return { status: 'idle', values, fieldErrors: {}, message: null, showErrorAbove: false, captchaError: null, data: null };
}

/** Whether a submit now would start a submission. */
export const canSubmit = (state: SubmissionState): boolean => state.status === 'idle' || state.status === 'failure';

export function submissionReducer(state: SubmissionState, event: SubmissionEvent): SubmissionState {
  switch (event.type) {
    case 'edit':
      return { ...state, values: { ...state.values, [event.fieldId]: event.value } };
    case 'submit':
      return canSubmit(state) ? { ...state, status: 'submitting', message: null, captchaError: null } : state;
    case 'invalid':
      if (!canSubmit(state)) return state;
      return {
        ...state,
        status: 'failure',
        fieldErrors: event.validation.fieldErrors,
        captchaError: event.validation.captchaError,
        message: event.validation.formError,
        showErrorAbove: false,
      };
    case 'settled': {
      if (state.status !== 'submitting') return state;
      const result = event.result;
      if (result.ok) return { ...state, status: 'success', fieldErrors: {}, message: null, showErrorAbove: false, captchaError: null, data: result.value };
      return { ...state, status: 'failure', fieldErrors: result.error.fieldErrors, message: result.error.message, showErrorAbove: result.error.showErrorAbove };
    }
  }
}

export interface SubmissionControllerDeps {
  initialValues: FormValues;
  /** Client checks run before sending; an invalid result sends nothing. */
  validate?: (values: FormValues) => FormValidationResult;
  /** Sends the values (e.g. a form submitter bound to the definition). */
  send: (values: FormValues) => Promise<SubmitResult>;
  /** Called after every failure, e.g. to reset the captcha. */
  onFailure?: (failure: SubmitFailure | FormValidationResult) => void;
}

export interface SubmissionController {
  getState(): SubmissionState;
  subscribe(listener: (state: SubmissionState) => void): () => void;
  edit(fieldId: string, value: FieldValue): void;
  /** Resolves with the state it settled in; a repeat submit resolves at once, unchanged. */
  submit(): Promise<SubmissionState>;
}

export function createSubmissionController(deps: SubmissionControllerDeps): SubmissionController {
  let state = initialSubmissionState(deps.initialValues);
  const listeners = new Set<(s: SubmissionState) => void>();
  const dispatch = (event: SubmissionEvent) => {
    const next = submissionReducer(state, event);
    if (next === state) return;
    state = next;
    for (const listener of [...listeners]) listener(state);
  };

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    edit: (fieldId, value) => dispatch({ type: 'edit', fieldId, value }),
    async submit() {
      if (!canSubmit(state)) return state;
      const values = state.values;
      const validation = deps.validate?.(values);
      if (validation && !validation.valid) {
        dispatch({ type: 'invalid', validation });
        deps.onFailure?.(validation);
        return state;
      }
      dispatch({ type: 'submit' });
      let result: SubmitResult;
      try {
        result = await deps.send(values);
      } catch {
        result = failure('network', FORM_MESSAGES.unknownError);
      }
      dispatch({ type: 'settled', result });
      if (!result.ok) deps.onFailure?.(result.error);
      return state;
    },
  };
}
