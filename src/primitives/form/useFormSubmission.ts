import { useCallback, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import {
  createSubmissionController,
  initialFormValues,
  validateForm,
  type AnalyticsEventFields,
  type FieldValue,
  type FormDefinition,
  type SubmissionState,
} from '../../services/forms';
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
  submit(): Promise<SubmissionState>;
  /** The captcha's response as the widget reported it. */
  setCaptchaToken(token: string | null): void;
  /** Grows after each failure: the captcha widget resets when it changes. */
  captchaResets: number;
}

/**
 * The service's submission controller bound to a form and the page's services. All the
 * decisions (validation, payload, reply reading, locking) are the service's; this hook
 * only keeps the latest services and captcha response at hand and follows the state.
 */
export function useFormSubmission({ definition, services, emailFormatExample, eventFields }: FormSubmissionOptions): FormSubmission {
  const latest = useRef({ definition, services, emailFormatExample, eventFields, token: null as string | null });
  latest.current = { ...latest.current, definition, services, emailFormatExample, eventFields };
  const [captchaResets, setCaptchaResets] = useState(0);

  const controller = useMemo(
    () =>
      createSubmissionController({
        initialValues: initialFormValues(definition.fields),
        validate: (values) => {
          const now = latest.current;
          return validateForm(now.definition, values, {
            emailFormatExample: now.emailFormatExample,
            captcha: { present: now.definition.captcha, token: now.token },
          });
        },
        send: (values) => {
          const now = latest.current;
          return now.services.forms.submit({
            definition: now.definition,
            values,
            query: now.services.query,
            captchaKey: now.definition.captcha ? now.token : null,
            ...(now.eventFields ? { eventFields: now.eventFields } : {}),
          });
        },
        onFailure: () => {
          if (!latest.current.definition.captcha) return;
          latest.current.token = null;
          setCaptchaResets((n) => n + 1);
        },
      }),
    // One controller per form: a new form id starts afresh; edits to the definition do not lose values.
    [definition.formId], // eslint-disable-line react-hooks/exhaustive-deps -- the initial values are the first definition's fields, later reads go through `latest`: only a new form id makes a new controller
  );

  const state = useSyncExternalStore(controller.subscribe, controller.getState, controller.getState);
  const setCaptchaToken = useCallback((token: string | null) => {
    latest.current.token = token;
  }, []);
  return { state, edit: controller.edit, submit: controller.submit, setCaptchaToken, captchaResets };
}
