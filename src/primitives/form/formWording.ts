/**
 * Wording of the form view that the spec does not show; our plain choices, each named.
 * The catalogue wording itself lives in the forms service (`FORM_MESSAGES`).
 */

/** The in-progress text of the submit button: the spec's page-level wording, which every form block uses. */
export { SUBMITTING_TEXT } from '../../services/forms';

/**
 * The scroll-up variant of the error-above message, shown below the form (000 §8 says it
 * exists; its wording is not shown).
 */
export const ERROR_BELOW_MESSAGE = 'Your form has encountered a problem. Please scroll up to review.';

/** The submit button's text when the block gives none. */
export const DEFAULT_SUBMIT_TEXT = 'Submit';
export const DEFAULT_NEWSLETTER_SUBMIT_TEXT = 'Sign Up';

/** The example address in the invalid-email message when the page gives none. */
export const DEFAULT_EMAIL_FORMAT_EXAMPLE = 'email@example.com';

/** The post-submit message when the block carries neither text nor HTML. */
export const DEFAULT_SUCCESS_TEXT = 'Thank you!';
