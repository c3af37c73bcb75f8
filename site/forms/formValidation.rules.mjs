/**
 * The server's check of a submitted form against the form's definition (000 §5, 002 §3),
 * pure. It answers errors keyed by field id, as a 400 carries them.
 *
 * dev-site choices where the spec is silent: a required compound field needs every part
 * but the optional ones (address line 2, phone country, time second and am/pm); a required
 * checkbox needs one option, a required likert a rating per statement; number, website,
 * twitter and currency values are not format-checked; values of fields the form does not
 * define are kept, not rejected.
 */
import { EMAIL_FORMAT_EXAMPLE, FORM_MESSAGES, invalidEmailMessage } from './formMessages.mjs';

/** The form field kinds of 002 §3. */
export const FIELD_KINDS = [
  'text',
  'textarea',
  'email',
  'number',
  'website',
  'currency',
  'password',
  'twitter',
  'date',
  'time',
  'name',
  'address',
  'phone',
  'section',
  'radio',
  'checkbox',
  'select',
  'likert',
  'hidden',
];

export const EMAIL_MIN_LENGTH = 3;
export const EMAIL_MAX_LENGTH = 256;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Part names of compound values, in payload order, and which of them may stay empty. */
const PARTS = /** @type {Record<string, { keys: string[], optional: string[] }>} */ ({
  name: { keys: ['first', 'last'], optional: [] },
  address: { keys: ['line1', 'line2', 'city', 'state', 'zip', 'country'], optional: ['line2'] },
  phone: { keys: ['country', 'areaCode', 'prefix', 'line'], optional: ['country'] },
  date: { keys: ['month', 'day', 'year'], optional: [] },
  time: { keys: ['hour', 'minute', 'second', 'ampm'], optional: ['second', 'ampm'] },
});

/** @param {unknown} v */
const asText = (v) => (typeof v === 'string' ? v : typeof v === 'number' && Number.isFinite(v) ? String(v) : '');
/** @param {string} s */
const blank = (s) => s.trim() === '';

/**
 * A compound value as named parts, from an object or an array (a three-part phone gets an
 * empty country prepended, as the platform does).
 * @param {string} kind @param {unknown} value @returns {Record<string, string>}
 */
export function compoundParts(kind, value) {
  const spec = PARTS[kind];
  if (!spec) return {};
  let list = spec.keys.map((key) =>
    value && typeof value === 'object' && !Array.isArray(value) ? asText(/** @type {Record<string, unknown>} */ (value)[key]) : '',
  );
  if (Array.isArray(value)) {
    const raw = value.map(asText);
    list = kind === 'phone' && raw.length === 3 ? ['', ...raw] : raw;
  }
  return Object.fromEntries(spec.keys.map((key, i) => [key, list[i] ?? '']));
}

/**
 * @param {import('./formDefinitions.mjs').FormField} field @param {unknown} value
 * @returns {string | null} the message for the field, or null when it is fine
 */
export function fieldError(field, value) {
  switch (field.type) {
    case 'section':
    case 'hidden':
      return null;
    case 'email': {
      const text = asText(value);
      if (text === '') return field.required ? FORM_MESSAGES.required : null;
      const ok = text.length >= EMAIL_MIN_LENGTH && text.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(text);
      return ok ? null : invalidEmailMessage(EMAIL_FORMAT_EXAMPLE);
    }
    case 'textarea': {
      const text = asText(value);
      if (field.required && blank(text)) return FORM_MESSAGES.required;
      return field.maxLength !== undefined && text.length > field.maxLength ? FORM_MESSAGES.characterLimit : null;
    }
    case 'name':
    case 'address':
    case 'phone':
    case 'date':
    case 'time': {
      if (!field.required) return null;
      const parts = compoundParts(field.type, value);
      const optional = PARTS[field.type]?.optional ?? [];
      return Object.entries(parts).some(([key, text]) => !optional.includes(key) && blank(text)) ? FORM_MESSAGES.required : null;
    }
    case 'checkbox': {
      const list = Array.isArray(value) ? value.map(asText) : [asText(value)];
      return field.required && list.every(blank) ? FORM_MESSAGES.required : null;
    }
    case 'likert': {
      if (!field.required) return null;
      const ratings = value && typeof value === 'object' && !Array.isArray(value) ? /** @type {Record<string, unknown>} */ (value) : {};
      const statements = field.options ?? [];
      const missing = statements.length > 0 ? statements.some((s) => blank(asText(ratings[s]))) : Object.keys(ratings).length === 0;
      return missing ? FORM_MESSAGES.required : null;
    }
    default:
      return field.required && blank(asText(value)) ? FORM_MESSAGES.required : null;
  }
}

/**
 * @param {import('./formDefinitions.mjs').FormField[]} fields @param {Record<string, unknown>} values
 * @returns {Record<string, string>} field id → message; empty when the form is valid
 */
export function validateSubmission(fields, values) {
  /** @type {Record<string, string>} */
  const errors = {};
  for (const field of fields) {
    const message = fieldError(field, values[field.id]);
    if (message !== null) errors[field.id] = message;
  }
  return errors;
}
