/**
 * Client-side form validation (000 §5), pure. Messages come from `formMessages.ts`.
 *
 * Our choices where the spec is silent (each marked below):
 * - a required compound field needs every part except the optional ones
 *   (address line 2, phone country, time second and am/pm);
 * - a required checkbox needs one ticked option, a required likert a rating for every statement;
 * - the US zip rule applies to an address whose country reads as the United States;
 * - number, website, twitter and currency values are not format-checked (the spec shows no rule).
 */
import type { FormDefinition, FormField } from './formDefinition';
import { readMaxLength } from './formDefinition';
import { FORM_MESSAGES, invalidEmailMessage } from './formMessages';
import { asLikert, asList, asText, isBlank, part, phoneParts, type PhoneValue } from './formValues';

export const EMAIL_MIN_LENGTH = 3;
export const EMAIL_MAX_LENGTH = 256;
/** A simple address pattern: something, one @, something with a dot, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isValidEmail(value: string): boolean {
  return value.length >= EMAIL_MIN_LENGTH && value.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value);
}

/** null when valid; an empty email is valid unless required. */
export function validateEmail(value: string, required: boolean, formatExample: string): string | null {
  if (value === '') return required ? FORM_MESSAGES.required : null;
  return isValidEmail(value) ? null : invalidEmailMessage(formatExample);
}

export interface CharacterCounter {
  count: number;
  max: number;
  /** What the visitor sees: `n / max`. */
  text: string;
  /** Marked error when over the limit. */
  over: boolean;
}

/**
 * The live counter of a textarea with a limit; null (no counter) when the limit is 0 or
 * not a positive integer. Length counts UTF-16 units, as the browser's own maxlength does.
 */
export function characterCounter(value: string, maxLength: unknown): CharacterCounter | null {
  const max = readMaxLength(maxLength);
  if (max === null) return null;
  const count = value.length;
  return { count, max, text: `${count} / ${max}`, over: count > max };
}

export const US_ZIP_PATTERN = /^\d{5}$/;
export const isUsZip = (value: string): boolean => US_ZIP_PATTERN.test(value);

/** Our choice: which country spellings mean the zip is a US zip. */
export const isUnitedStates = (country: string): boolean => /^(us|usa|u\.s\.a?\.?|united states( of america)?)$/i.test(country.trim());

export interface ValidationOptions {
  /** The example address substituted for {email} in the email message. */
  emailFormatExample: string;
}

const requiredParts = (value: unknown, keys: readonly string[]) => keys.some((key) => isBlank(part(value, key)));

/** The error for one field, or null. Sections and hidden fields are never invalid. */
export function validateField(field: FormField, value: unknown, options: ValidationOptions): string | null {
  switch (field.kind) {
    case 'section':
    case 'hidden':
      return null;
    case 'email':
      return validateEmail(asText(value), field.required, options.emailFormatExample);
    case 'textarea': {
      const text = asText(value);
      if (field.required && isBlank(text)) return FORM_MESSAGES.required;
      const counter = characterCounter(text, field.maxLength);
      return counter?.over ? FORM_MESSAGES.characterLimit : null;
    }
    case 'name':
      return field.required && requiredParts(value, ['first', 'last']) ? FORM_MESSAGES.required : null;
    case 'address': {
      if (field.required && requiredParts(value, ['line1', 'city', 'state', 'zip', 'country'])) return FORM_MESSAGES.required;
      const zip = part(value, 'zip');
      return zip !== '' && isUnitedStates(part(value, 'country')) && !isUsZip(zip) ? FORM_MESSAGES.usZip : null;
    }
    case 'phone': {
      const [, areaCode, prefix, line] = phoneParts(value as PhoneValue | string[] | undefined);
      return field.required && [areaCode, prefix, line].some(isBlank) ? FORM_MESSAGES.required : null;
    }
    case 'date':
      return field.required && requiredParts(value, ['month', 'day', 'year']) ? FORM_MESSAGES.required : null;
    case 'time':
      return field.required && requiredParts(value, ['hour', 'minute']) ? FORM_MESSAGES.required : null;
    case 'checkbox':
      return field.required && asList(value).length === 0 ? FORM_MESSAGES.required : null;
    case 'likert': {
      const ratings = asLikert(value);
      return field.required && field.options.some((q) => ratings[q] === undefined) ? FORM_MESSAGES.required : null;
    }
    default:
      return field.required && isBlank(asText(value)) ? FORM_MESSAGES.required : null;
  }
}

export interface CaptchaState {
  /** Whether the form shows a captcha. */
  present: boolean;
  /** The visitor's captcha response; empty or null when not completed. */
  token: string | null;
}

export interface FormValidationResult {
  valid: boolean;
  /** Field id → message, in form order. */
  fieldErrors: Record<string, string>;
  captchaError: string | null;
  /** The whole-form message when any field failed. */
  formError: string | null;
}

export function validateForm(
  definition: Pick<FormDefinition, 'fields'>,
  values: Readonly<Record<string, unknown>>,
  options: ValidationOptions & { captcha?: CaptchaState },
): FormValidationResult {
  const fieldErrors: Record<string, string> = {};
  for (const field of definition.fields) {
    const error = validateField(field, values[field.id], options);
    if (error) fieldErrors[field.id] = error;
  }
  const captcha = options.captcha;
  const captchaError = captcha?.present && !captcha.token ? FORM_MESSAGES.captchaIncomplete : null;
  const valid = Object.keys(fieldErrors).length === 0 && captchaError === null;
  // Our choice: a missing captcha alone shows only its own message, not the whole-form one.
  const formError = Object.keys(fieldErrors).length > 0 ? FORM_MESSAGES.invalidForm : null;
  return { valid, fieldErrors, captchaError, formError };
}
