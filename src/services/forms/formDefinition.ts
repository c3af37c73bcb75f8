/**
 * The form definition model: the field kinds of the platform with the properties an
 * editor can set on each, read tolerantly from a form block's JSON.
 *
 * Accepted shapes (our choice, the spec does not show the block JSON of a form):
 * the field list under `fields`, `form.fields` or `formFields`; each field's kind under
 * `type` (or `kind`), its id under `id`, its label under `title` (or `label`).
 * Absent or null keys take the defaults below; an unknown kind is kept as a
 * single-value text field and reported in the returned warnings (nothing is logged).
 */

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
] as const;

export type FieldKind = (typeof FIELD_KINDS)[number];

interface FieldBase {
  id: string;
  title: string;
  /** Empty when the editor gave none. */
  description: string;
  required: boolean;
}

/** The parts of compound fields (name, address, phone, date, time), as the payload names them. */
export type FieldPart =
  | 'first'
  | 'last'
  | 'line1'
  | 'line2'
  | 'city'
  | 'state'
  | 'zip'
  | 'country'
  | 'areaCode'
  | 'prefix'
  | 'line'
  | 'month'
  | 'day'
  | 'year'
  | 'hour'
  | 'minute'
  | 'second'
  | 'ampm';

/** The wording of a compound field's parts as the page rendered it (its captions); absent parts keep the view's own. */
export type PartLabels = Partial<Record<FieldPart, string>>;

/** text, textarea, email, number, website: description, placeholder, required. */
export interface TextLikeField extends FieldBase {
  kind: 'text' | 'email' | 'number' | 'website';
  placeholder: string;
  /** Set when the block named a kind we do not know; the field is then handled as text. */
  unknownKind?: string;
}

export interface TextareaField extends FieldBase {
  kind: 'textarea';
  placeholder: string;
  /** The character limit (under a platform flag); null when absent, 0 or not a positive integer. */
  maxLength: number | null;
}

export interface CurrencyField extends FieldBase {
  kind: 'currency';
  /** Empty when not given: the symbol's value per currency is not shown by the spec. */
  currencySymbol: string;
}

/** password, twitter, date, time: the spec does not show editable properties beyond the common ones. */
export interface PlainField extends FieldBase {
  kind: 'password' | 'twitter' | 'date' | 'time';
  /** date and time: the captions of their parts, when the page gave them. */
  partLabels?: PartLabels;
}

export interface NameOrAddressField extends FieldBase {
  kind: 'name' | 'address';
  /** The captions of the parts, when the page gave them. */
  partLabels?: PartLabels;
}

export interface PhoneField extends FieldBase {
  kind: 'phone';
  showCountryCode: boolean;
  /** The captions of the parts, when the page gave them. */
  partLabels?: PartLabels;
}

export interface SectionField {
  kind: 'section';
  id: string;
  title: string;
  description: string;
  underline: boolean;
}

export interface OptionsField extends FieldBase {
  kind: 'radio' | 'checkbox' | 'select' | 'likert';
  /** For likert, the statements the visitor rates. */
  options: string[];
  /** A select's first, empty entry as the page rendered it; absent: the view's own. */
  prompt?: string;
  /** A likert's five ratings as the page worded them, from strongly disagree to strongly agree; absent: the view's own. */
  scale?: readonly string[];
}

export interface HiddenField {
  kind: 'hidden';
  id: string;
  title: string;
  /** The query parameter whose value fills the field when present (the field id when the block gives no key). */
  key: string;
  /** The value when the query has no such parameter. */
  value: string;
}

export type FormField =
  TextLikeField | TextareaField | CurrencyField | PlainField | NameOrAddressField | PhoneField | SectionField | OptionsField | HiddenField;

export interface FormDefinition {
  formId: string;
  collectionId: string | null;
  objectName: string | null;
  submitButtonText: string;
  isOverlayForm: boolean;
  /** Whether the block asks for a captcha. */
  captcha: boolean;
  /** A newsletter form skips the error-above message on field errors. */
  isNewsletter: boolean;
  fields: FormField[];
}

export interface FormDefinitionReadResult {
  definition: FormDefinition;
  /** Problems met while reading, for the caller to report; never thrown, never logged. */
  warnings: string[];
}

type Raw = Record<string, unknown>;

const isRecord = (value: unknown): value is Raw => typeof value === 'object' && value !== null && !Array.isArray(value);

const str = (value: unknown, fallback = ''): string =>
  typeof value === 'string' ? value : typeof value === 'number' && Number.isFinite(value) ? String(value) : fallback;

const bool = (value: unknown, fallback = false): boolean =>
  typeof value === 'boolean' ? value : value === 'true' ? true : value === 'false' ? false : fallback;

/** A positive integer limit, or null (absent, 0, negative, fractional or not a number: no limit, no counter). */
export function readMaxLength(value: unknown): number | null {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n > 0 ? n : null;
}

function readOptions(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  const out: string[] = [];
  for (const option of value) {
    if (typeof option === 'string') out.push(option);
    else if (isRecord(option)) {
      const label = str(option.value ?? option.title ?? option.label);
      if (label) out.push(label);
    }
  }
  return out;
}

const isFieldKind = (value: string): value is FieldKind => (FIELD_KINDS as readonly string[]).includes(value);

function readField(raw: Raw, index: number, warnings: string[]): FormField | null {
  const rawKind = str(raw.type ?? raw.kind)
    .trim()
    .toLowerCase();
  const id = str(raw.id ?? raw.name).trim();
  if (!id) {
    warnings.push(`Field ${index + 1} has no id and was left out.`);
    return null;
  }
  const base: FieldBase = {
    id,
    title: str(raw.title ?? raw.label),
    description: str(raw.description),
    required: bool(raw.required),
  };
  const placeholder = str(raw.placeholder);
  if (!isFieldKind(rawKind)) {
    warnings.push(`Field "${id}" has unknown kind "${rawKind || '(none)'}"; it is kept as a text field.`);
    return { ...base, kind: 'text', placeholder, unknownKind: rawKind };
  }
  switch (rawKind) {
    case 'text':
    case 'email':
    case 'number':
    case 'website':
      return { ...base, kind: rawKind, placeholder };
    case 'textarea':
      return { ...base, kind: 'textarea', placeholder, maxLength: readMaxLength(raw.maxLength) };
    case 'currency':
      return { ...base, kind: 'currency', currencySymbol: str(raw.currencySymbol) };
    case 'password':
    case 'twitter':
    case 'date':
    case 'time':
      return { ...base, kind: rawKind };
    case 'name':
    case 'address':
      return { ...base, kind: rawKind };
    case 'phone':
      return { ...base, kind: 'phone', showCountryCode: bool(raw.showCountryCode) };
    case 'section':
      return { kind: 'section', id, title: base.title, description: base.description, underline: bool(raw.underline) };
    case 'radio':
    case 'checkbox':
    case 'select':
    case 'likert':
      return { ...base, kind: rawKind, options: readOptions(raw.options) };
    case 'hidden':
      return { kind: 'hidden', id, title: base.title, key: str(raw.key, id), value: str(raw.value) };
  }
}

function fieldList(raw: Raw): unknown[] | null {
  if (Array.isArray(raw.fields)) return raw.fields;
  if (isRecord(raw.form) && Array.isArray(raw.form.fields)) return raw.form.fields;
  if (Array.isArray(raw.formFields)) return raw.formFields;
  return null;
}

/** Reads a form definition from parsed block JSON; never throws. */
export function readFormDefinition(raw: unknown): FormDefinitionReadResult {
  const warnings: string[] = [];
  const source: Raw = isRecord(raw) ? raw : {};
  if (!isRecord(raw)) warnings.push('Form block JSON is not an object; an empty form was read.');
  const list = fieldList(source);
  if (isRecord(raw) && list === null) warnings.push('Form block JSON has no field list.');
  const fields: FormField[] = [];
  const seen = new Set<string>();
  (list ?? []).forEach((item, index) => {
    if (!isRecord(item)) {
      warnings.push(`Field ${index + 1} is not an object and was left out.`);
      return;
    }
    const field = readField(item, index, warnings);
    if (!field) return;
    if (seen.has(field.id)) {
      warnings.push(`Field id "${field.id}" appears twice; the second was left out.`);
      return;
    }
    seen.add(field.id);
    fields.push(field);
  });
  const formId = str(source.formId ?? source.id).trim();
  if (isRecord(raw) && !formId) warnings.push('Form block JSON has no formId.');
  const collectionId = str(source.collectionId).trim();
  const objectName = str(source.objectName).trim();
  return {
    definition: {
      formId,
      collectionId: collectionId || null,
      objectName: objectName || null,
      submitButtonText: str(source.submitButtonText ?? source.formSubmitButtonText),
      isOverlayForm: bool(source.isOverlayForm),
      captcha: bool(source.captcha),
      isNewsletter: bool(source.isNewsletter),
      fields,
    },
    warnings,
  };
}
