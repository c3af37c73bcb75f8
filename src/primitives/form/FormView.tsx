import type { FormEvent, ReactNode } from 'react';
import { FORM_MESSAGES, type FormDefinition } from '../../services/forms';
import { Actions, Body, ErrorText, FieldsList, FormMessage, FormRoot, SubmitButton } from './Form.styles';
import type { CaptchaWidget } from './captchaWidget';
import { FormFieldView } from './fields/FormFieldView';
import { DEFAULT_NEWSLETTER_SUBMIT_TEXT, DEFAULT_SUBMIT_TEXT, ERROR_BELOW_MESSAGE, SUBMITTING_TEXT } from './formWording';
import type { FormSubmission } from './useFormSubmission';

export type FormLayout = 'form' | 'newsletter' | 'newsletter-stacked';

export type ButtonAlignment = 'left' | 'center' | 'right';

const ALIGN_ITEMS: Record<ButtonAlignment, string> = { left: 'flex-start', center: 'center', right: 'flex-end' };

export interface FormViewProps {
  definition: FormDefinition;
  submission: FormSubmission;
  idPrefix: string;
  query: string;
  layout: FormLayout;
  /** Where the submit button sits; left when absent. */
  buttonAlignment?: ButtonAlignment | undefined;
  captcha?: CaptchaWidget | undefined;
  /** Title and description above the fields (the newsletter's). */
  header?: ReactNode;
  /** The name of the form for assistive technology. */
  'aria-label'?: string;
  'aria-labelledby'?: string;
}

/** The messages around the form after a failure, per the catalogue and the newsletter rule. */
function failureMessages(definition: FormDefinition, submission: FormSubmission): { above: string | null; below: string | null } {
  const { state } = submission;
  if (state.status !== 'failure') return { above: null, below: null };
  if (state.showErrorAbove) return { above: FORM_MESSAGES.errorAbove, below: ERROR_BELOW_MESSAGE };
  // A newsletter skips the error-above message: its field errors speak for themselves.
  if (definition.isNewsletter && state.message === FORM_MESSAGES.errorAbove) return { above: null, below: null };
  return { above: null, below: state.message };
}

/** The form while it is being filled in, sent, or refused. Success is the block's to show. */
export function FormView({ definition, submission, idPrefix, query, layout, buttonAlignment, captcha: Captcha, header, ...named }: FormViewProps) {
  const { state } = submission;
  const submitting = state.status === 'submitting';
  const newsletter = layout !== 'form';
  const { above, below } = failureMessages(definition, submission);
  const captchaErrorId = `${idPrefix}-captcha-error`;
  const buttonText = definition.submitButtonText || (newsletter ? DEFAULT_NEWSLETTER_SUBMIT_TEXT : DEFAULT_SUBMIT_TEXT);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submission.submit();
  };

  const button = (
    <SubmitButton type="submit" $busy={submitting} className="form-button">
      {submitting ? SUBMITTING_TEXT : buttonText}
    </SubmitButton>
  );

  return (
    <FormRoot
      noValidate
      onSubmit={onSubmit}
      aria-busy={submitting || undefined}
      data-status={state.status}
      data-layout={layout}
      className={`form-wrapper${newsletter ? ' newsletter-form' : ''}`}
      {...named}
    >
      {header}
      {above && (
        <FormMessage role="alert" className="form-error-above">
          {above}
        </FormMessage>
      )}
      <Body $inline={layout === 'newsletter'}>
        <fieldset className="form-lock" disabled={submitting}>
          <FieldsList $inline={layout === 'newsletter'}>
            {definition.fields.map((field) => (
              <FormFieldView
                key={field.id}
                field={field}
                value={state.values[field.id]}
                onChange={submission.edit}
                error={state.fieldErrors[field.id]}
                idPrefix={idPrefix}
                query={query}
                compact={newsletter}
              />
            ))}
          </FieldsList>
          {definition.captcha && (
            <div className="captcha-container" style={{ marginTop: 16 }}>
              {state.captchaError && <ErrorText id={captchaErrorId}>{state.captchaError}</ErrorText>}
              {Captcha && (
                <Captcha
                  onToken={submission.setCaptchaToken}
                  resetKey={submission.captchaResets}
                  compact={layout === 'newsletter-stacked'}
                  describedBy={state.captchaError ? captchaErrorId : undefined}
                />
              )}
            </div>
          )}
        </fieldset>
        <Actions style={buttonAlignment && !newsletter ? { alignItems: ALIGN_ITEMS[buttonAlignment] } : undefined}>
          {below && !newsletter && (
            <FormMessage role="alert" className="form-error-below">
              {below}
            </FormMessage>
          )}
          {button}
        </Actions>
      </Body>
      {below && newsletter && (
        <FormMessage role="alert" className="form-error-below" style={{ marginTop: 12 }}>
          {below}
        </FormMessage>
      )}
    </FormRoot>
  );
}
