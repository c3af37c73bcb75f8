/**
 * The visitor-facing form wording, copied character for character from the spec's
 * error catalogue and validation rules. Where the spec says a wording is "not shown",
 * the constant below is our own plain choice and is marked so.
 */
export const FORM_MESSAGES = {
  processingError: 'Error processing form submission. Please reload and try again.',
  unknownError: 'Unknown error, please try again later.',
  submissionKeyError: 'Could not get a form submission key, please try again later.',
  unparseableFields: 'Could not parse the form fields, please check your entries.',
  errorAbove: 'Your form has encountered a problem. Please scroll down to review.',
  unauthorized: 'Unable to submit form. Please try again later.',
  notConfigured: 'This form has not been configured yet.',
  rateLimited: 'Unable to submit form. Submission rate limit exceeded. Please try again later.',
  serverError: 'Unable to send form. Please try again later.',
  invalidForm: 'One or more fields is invalid, please check your entries.',
  captchaIncomplete: 'Complete CAPTCHA before submitting.',
  characterLimit: 'You have exceeded the character limit.',
  /** Our choice: the spec does not show the required-field wording. */
  required: 'This field is required.',
  /** Our choice: the spec gives the 5-digit rule for US zip codes but not its wording. */
  usZip: 'Zip code must be exactly 5 digits.',
  /** Our choice: the spec does not name a message for a network failure; the 500 wording says what happened. */
  networkError: 'Unable to send form. Please try again later.',
} as const;

/**
 * The submit button's in-progress text: the spec's wording, which it shows for its page-level form (a variant no
 * published markup carries); every form block uses it.
 */
export const SUBMITTING_TEXT = 'Submitting…';

/** Status → message for a failed SaveFormSubmission (000 §8). */
export const STATUS_MESSAGES: Readonly<Record<number, string>> = {
  401: FORM_MESSAGES.unauthorized,
  404: FORM_MESSAGES.notConfigured,
  429: FORM_MESSAGES.rateLimited,
  500: FORM_MESSAGES.serverError,
};

/** "Email is not valid. Email addresses should follow the format {email}." with the caller's example. */
export function invalidEmailMessage(formatExample: string): string {
  return `Email is not valid. Email addresses should follow the format ${formatExample}.`;
}
