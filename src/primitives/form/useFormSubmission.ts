import { useCallback, useState } from 'react';
import {
  initialFormValues,
  initialSubmissionState,
  submissionStep,
  type AnalyticsEventFields,
  type FieldValue,
  type FormDefinition,
  type SubmissionEvent,
  type SubmissionState,
} from '../../services/forms';
import { useMachine } from '../machine/useMachine';
import type { BlockServices } from '../services';

export interface FormSubmissionOptions {
  definition: FormDefinition;
  services: BlockServices;
  emailFormatExample: string;
  eventFields?: AnalyticsEventFields;
}

export interface FormSubmission {
  state: SubmissionState;
  edit(fieldId: string, value: FieldValue): void;
  /** Checks and sends the values; ignored while submitting and after success. */
  submit(): void;
  /** The captcha's response as the widget reported it. */
  setCaptchaToken(token: string | null): void;
  /** Grows after each failure: the captcha widget resets when it changes. */
  captchaResets: number;
}

/**
 * The service's submission machine (`submissionStep`) run by `useMachine`, bound to a form and
 * the page's services. All the decisions (validation, locking, reply reading) are the service's;
 * this hook runs the step's effects: the submit call through the page's form submitter, with the
 * latest definition and services and the effect's signal (aborted when the form unmounts: the
 * submitter then sends nothing more and the answer is dropped), and the captcha reset. The first
 * definition's fields give the initial values: a new form id is a new form (`SubmittableForm` keys it).
 */
export function useFormSubmission({ definition, services, emailFormatExample, eventFields }: FormSubmissionOptions): FormSubmission {
  const [captchaResets, setCaptchaResets] = useState(0);
  const [state, send] = useMachine(
    submissionStep,
    () => initialSubmissionState(initialFormValues(definition.fields)),
    (effect, signal): Promise<SubmissionEvent> | undefined => {
      if (effect.kind === 'resetCaptcha') {
        if (definition.captcha) setCaptchaResets((n) => n + 1);
        return undefined;
      }
      return services.forms
        .submit({
          definition,
          values: effect.values,
          query: services.query,
          captchaKey: definition.captcha ? effect.captchaToken : null,
          ...(eventFields ? { eventFields } : {}),
          // aborted when the form unmounts: the call under way is cancelled and nothing more is sent
          signal,
        })
        .then(
          (result): SubmissionEvent => ({ type: 'settled', result }),
          (): SubmissionEvent => ({ type: 'sendRejected' }),
        );
    },
  );
  const edit = useCallback((fieldId: string, value: FieldValue) => void send({ type: 'edit', fieldId, value }), [send]);
  const setCaptchaToken = useCallback((token: string | null) => void send({ type: 'captchaAnswered', token }), [send]);
  return {
    state,
    edit,
    submit: () => void send({ type: 'submit', checks: { definition, emailFormatExample, captcha: definition.captcha } }),
    setCaptchaToken,
    captchaResets,
  };
}
