/**
 * The wording the dev site's form calls answer with. Spec wording is copied character for
 * character; the lines marked "dev-site choice" are ours where the spec shows none.
 */
export const FORM_MESSAGES = {
  unauthorized: 'Unable to submit form. Please try again later.',
  notConfigured: 'This form has not been configured yet.',
  rateLimited: 'Unable to submit form. Submission rate limit exceeded. Please try again later.',
  serverError: 'Unable to send form. Please try again later.',
  unparseableFields: 'Could not parse the form fields, please check your entries.',
  characterLimit: 'You have exceeded the character limit.',
  /** dev-site choice: the spec does not show the required-field wording (the same choice as the runtime's). */
  required: 'This field is required.',
};

/** dev-site choice: the example address put in for {email}; the spec does not show it. */
export const EMAIL_FORMAT_EXAMPLE = 'name@example.com';

/** The spec's email message with the example filled in. */
export const invalidEmailMessage = (example = EMAIL_FORMAT_EXAMPLE) => `Email is not valid. Email addresses should follow the format ${example}.`;
