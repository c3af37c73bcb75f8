/**
 * What a visitor has entered, per field kind. Values are kept exactly as typed (no
 * trimming) so nothing the visitor wrote is lost; emptiness checks trim.
 */
import type { FormField } from './formDefinition';

export interface NameValue {
  first: string;
  last: string;
}

/** Country is absent when the field shows three inputs (no country code). */
export interface PhoneValue {
  country?: string;
  areaCode: string;
  prefix: string;
  line: string;
}

export interface AddressValue {
  line1: string;
  line2: string;
  city: string;
  state: string;
  zip: string;
  country: string;
}

export interface DateValue {
  month: string;
  day: string;
  year: string;
}

export interface TimeValue {
  hour: string;
  minute: string;
  second: string;
  /** 'AM', 'PM' or empty. */
  ampm: string;
}

/** Statement → rating, '-2' (Strongly Disagree) to '2' (Strongly Agree). */
export type LikertValue = Record<string, string>;

export type FieldValue = string | string[] | NameValue | PhoneValue | AddressValue | DateValue | TimeValue | LikertValue;

/** Field id → value. A field with no entry counts as empty. */
export type FormValues = Record<string, FieldValue | undefined>;

export const emptyName = (): NameValue => ({ first: '', last: '' });
export const emptyPhone = (withCountry: boolean): PhoneValue =>
  withCountry ? { country: '', areaCode: '', prefix: '', line: '' } : { areaCode: '', prefix: '', line: '' };
export const emptyAddress = (): AddressValue => ({ line1: '', line2: '', city: '', state: '', zip: '', country: '' });
export const emptyDate = (): DateValue => ({ month: '', day: '', year: '' });
export const emptyTime = (): TimeValue => ({ hour: '', minute: '', second: '', ampm: '' });

/** The starting value of a field (hidden fields start from their configured value). */
export function initialFieldValue(field: FormField): FieldValue | undefined {
  switch (field.kind) {
    case 'section':
      return undefined;
    case 'name':
      return emptyName();
    case 'phone':
      return emptyPhone(field.showCountryCode);
    case 'address':
      return emptyAddress();
    case 'date':
      return emptyDate();
    case 'time':
      return emptyTime();
    case 'checkbox':
      return [];
    case 'likert':
      return {};
    case 'hidden':
      return field.value;
    default:
      return '';
  }
}

export function initialFormValues(fields: readonly FormField[]): FormValues {
  const values: FormValues = {};
  for (const field of fields) {
    const value = initialFieldValue(field);
    if (value !== undefined) values[field.id] = value;
  }
  return values;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Reads `value[key]` as a string whatever shape the value has ('' when absent). */
export function part(value: unknown, key: string): string {
  if (!isRecord(value)) return '';
  return asText(value[key]);
}

/**
 * The named parts of a compound value, in `keys` order. Accepts the value object the
 * form holds or the array the payload stores (parts by position).
 */
export function partsOf(value: unknown, keys: readonly string[]): string[] {
  if (Array.isArray(value)) return keys.map((_, i) => asText(value[i]));
  return keys.map((key) => part(value, key));
}

/** A scalar as text ('' for anything else), so a number or flag the view handed over is not dropped. */
export const asText = (value: unknown): string =>
  typeof value === 'string'
    ? value
    : (typeof value === 'number' && Number.isFinite(value)) || typeof value === 'bigint' || typeof value === 'boolean'
      ? String(value)
      : '';

export const asList = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : typeof value === 'string' && value ? [value] : [];

export function asLikert(value: unknown): LikertValue {
  const out: LikertValue = {};
  if (!isRecord(value)) return out;
  for (const [question, rating] of Object.entries(value)) {
    const text = asText(rating);
    if (text !== '') out[question] = text;
  }
  return out;
}

/**
 * Phone parts in payload order: country, area code, prefix, line. A three-part value
 * (no country) gets an empty country part prepended, as the platform expects.
 */
export function phoneParts(value: PhoneValue | readonly string[] | undefined): [string, string, string, string] {
  if (Array.isArray(value)) {
    const parts = value.map((p) => (typeof p === 'string' ? p : ''));
    const four = parts.length === 3 ? ['', ...parts] : parts;
    return [four[0] ?? '', four[1] ?? '', four[2] ?? '', four[3] ?? ''];
  }
  return [part(value, 'country'), part(value, 'areaCode'), part(value, 'prefix'), part(value, 'line')];
}

export const isBlank = (text: string): boolean => text.trim() === '';
