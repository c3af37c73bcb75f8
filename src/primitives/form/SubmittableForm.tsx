import { useEffect, useId, useRef, type ReactNode } from 'react';
import type { AnalyticsEventFields, FormDefinition } from '../../services/forms';
import { useServices } from '../services';
import type { CaptchaWidget } from './captchaWidget';
import { DEFAULT_EMAIL_FORMAT_EXAMPLE } from './formWording';
import { FormView, type ButtonAlignment, type FormLayout } from './FormView';
import { SubmissionMessage } from './SubmissionMessage';
import { useFormSubmission } from './useFormSubmission';

/** What a form or newsletter block receives from the page. */
export interface FormSettingsProps {
  definition: FormDefinition;
  /** The post-submit message (`.form-submission-text`). */
  submissionText?: string | undefined;
  /** The post-submit message as the owner wrote it (rich text, links); shown instead of `submissionText`. */
  submissionTextHtml?: string | undefined;
  /** The post-submit HTML (`.form-submission-html`, unescaped). */
  submissionHtml?: string | undefined;
  /** Where the submit button sits (the page's `form-button-wrapper--align-*`); left when absent. */
  buttonAlignment?: ButtonAlignment | undefined;
  /** When set, a successful submission leaves for this URL (through the services' `navigate`). */
  redirectUrl?: string | null | undefined;
  /** The example address in the invalid-email message. */
  emailFormatExample?: string | undefined;
  /** The analytics event fields sent with the submission. */
  eventFields?: AnalyticsEventFields | undefined;
  /** The captcha widget, when the form asks for one. */
  captcha?: CaptchaWidget | undefined;
  /** Told once after the submission succeeded (the popup overlay records the signup with it). */
  onSuccess?: (() => void) | undefined;
}

interface SubmittableFormProps extends FormSettingsProps {
  layout: FormLayout;
  header?: ReactNode;
  labelledBy?: string;
  label?: string;
}

/**
 * A form a visitor submits, its whole life on a page, shared by the form and newsletter blocks: the census
 * form-render call once, the submission through the services, then the message (or the
 * redirect) and, for a newsletter, the subscribe event. A new form id is a new form: its
 * submission starts afresh from its own fields; edits to the same form's definition keep the values.
 */
export function SubmittableForm(props: SubmittableFormProps) {
  return <SubmittableFormOf key={props.definition.formId} {...props} />;
}

function SubmittableFormOf({
  definition,
  submissionText,
  submissionTextHtml,
  submissionHtml,
  buttonAlignment,
  redirectUrl,
  emailFormatExample,
  eventFields,
  captcha,
  onSuccess,
  layout,
  header,
  labelledBy,
  label,
}: SubmittableFormProps) {
  const services = useServices();
  const idPrefix = `form${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;
  const submission = useFormSubmission({
    definition,
    services,
    emailFormatExample: emailFormatExample ?? DEFAULT_EMAIL_FORMAT_EXAMPLE,
    ...(eventFields ? { eventFields } : {}),
  });
  const succeeded = submission.state.status === 'success';

  const rendered = useRef<string | null>(null);
  useEffect(() => {
    if (!definition.formId || rendered.current === definition.formId) return;
    rendered.current = definition.formId;
    services.tracking?.formRender?.(definition.formId);
  }, [definition.formId, services]);

  const handled = useRef(false);
  useEffect(() => {
    if (!succeeded || handled.current) return;
    handled.current = true;
    services.tracking?.formSubmitted?.(definition.formId);
    if (definition.isNewsletter) services.tracking?.newsletterSubscribe?.(definition.formId);
    onSuccess?.();
    if (redirectUrl) services.navigate?.(redirectUrl);
  }, [succeeded, definition.isNewsletter, definition.formId, redirectUrl, services, onSuccess]);

  if (succeeded) return <SubmissionMessage text={submissionText} textHtml={submissionTextHtml} html={submissionHtml} />;
  return (
    <FormView
      definition={definition}
      submission={submission}
      idPrefix={idPrefix}
      query={services.query}
      layout={layout}
      buttonAlignment={buttonAlignment}
      captcha={captcha}
      header={header}
      {...(labelledBy ? { 'aria-labelledby': labelledBy } : {})}
      {...(label ? { 'aria-label': label } : {})}
    />
  );
}
