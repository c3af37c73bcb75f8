/**
 * A form or newsletter block as the platform publishes it, read into the forms service's
 * definition. Pure: the mount chunk reads the DOM into the plain records below
 * (`mounts/renderedForm.ts`) and this module decides.
 *
 * - 7.1 forms carry their whole definition in `script.sqs-form-block-context` (JSON:
 *   `formId`, `collectionId`, `objectName`, `formFields`, `formSubmitButtonText`,
 *   `formSubmissionMessage.html`, `successRedirect`, `captchaEnabled`, `localizedStrings`);
 *   the rendered fields fill in what the context leaves out (captions, a select's options).
 * - 7.0 forms and newsletters carry only their rendered fields: `.form-item` boxes whose
 *   classes name the kind (`field text`, `fields name`, `field checkbox`, …), with a title,
 *   a required class, a description, and their controls; the ids come from `data-form-id`
 *   and the inline `onsubmit` (`formSubmitCall.ts`).
 *
 * What cannot be read is listed in `missing`: the caller then leaves the block as rendered.
 */
import {
  FIELD_KINDS,
  readFormDefinition,
  readMaxLength,
  type FieldKind,
  type FieldPart,
  type FormDefinition,
  type FormField,
  type PartLabels,
} from '../../services/forms/formDefinition';
import { readFormSubmitCall } from './formSubmitCall';

/** One control of a rendered field. */
export interface RenderedControl {
  tag: 'input' | 'select' | 'textarea' | 'button';
  attributes: Readonly<Record<string, string>>;
  /** The words of the label around it (a part's caption, an option's wording), whitespace collapsed. */
  caption: string;
  /** The classes of the box around it (`field first-name`, `option`). */
  boxClasses: readonly string[];
  /** A select's entries. */
  options?: readonly { value: string; text: string }[];
}

/** One rendered `.form-item`. */
export interface RenderedField {
  /** The item's attributes (`id`, `class`). */
  attributes: Readonly<Record<string, string>>;
  /** Its title (`legend`, `label.title` or `.title`), without the required mark. */
  title: string;
  /** Its `.description`, empty when none. */
  description: string;
  controls: readonly RenderedControl[];
  /** A likert's statements (`.question`), in order. */
  statements?: readonly string[];
}

/** What the scanner and the chunk pass for one form or newsletter block. */
export interface PublishedFormValues {
  /** The text of `script.sqs-form-block-context` (7.1), null when there is none. */
  context: string | null;
  /** The attributes of the `form` element (`data-form-id`, `data-success-redirect`, `onsubmit`), null when there is none. */
  form: Readonly<Record<string, string>> | null;
  fields: readonly RenderedField[];
  /** The rendered submit button's wording (an input's value, a button's text). */
  submitText: string | null;
  /** Whether the rendered form asks for a captcha (a 7.0 form's `.captcha-container`; a newsletter renders one either way, so never). */
  captcha: boolean;
  newsletter: boolean;
}

export interface PublishedFormRead {
  definition: FormDefinition;
  /** Where a successful submission goes (`data-success-redirect` / `successRedirect`); null: stay and thank. */
  redirectUrl: string | null;
  /** The 7.1 context's post-submit message (`formSubmissionMessage.html`). */
  submissionMessageHtml: string | null;
  /** What could not be read; not empty: leave the block as rendered. */
  missing: string[];
}

type Raw = Record<string, unknown>;
const isRecord = (value: unknown): value is Raw => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const nonEmpty = (value: string | null | undefined): string | null => (value && value.trim() !== '' ? value.trim() : null);
const squash = (value: string): string => value.toLowerCase().replace(/[^a-z0-9]/g, '');

/** The parts of each compound kind, and the names the platform gives them (`data-title`, `name`, box class). */
const PARTS: Partial<Record<FieldKind, readonly (readonly [FieldPart, readonly string[]])[]>> = {
  name: [
    ['first', ['fname', 'first', 'firstname', 'given']],
    ['last', ['lname', 'last', 'lastname', 'surname', 'family']],
  ],
  address: [
    ['line1', ['address1', 'line1', 'addressline1']],
    ['line2', ['address2', 'line2', 'addressline2']],
    ['city', ['city']],
    ['state', ['state', 'province', 'stateprovince']],
    ['zip', ['zip', 'zipcode', 'postalcode', 'zippostalcode', 'postal']],
    ['country', ['country']],
  ],
  phone: [
    ['country', ['country', 'countrycode']],
    ['areaCode', ['areacode']],
    ['prefix', ['prefix']],
    ['line', ['line']],
  ],
  date: [
    ['month', ['month', 'mm']],
    ['day', ['day', 'dd']],
    ['year', ['year', 'yyyy']],
  ],
  time: [
    ['hour', ['hour', 'hh']],
    ['minute', ['minute', 'mm']],
    ['second', ['second', 'ss']],
    ['ampm', ['ampm']],
  ],
};

/** The kind a `.form-item`'s classes name (`hidden` last: it is also the platform's class for hidden boxes). */
function kindOf(classes: readonly string[], controls: readonly RenderedControl[]): FieldKind | null {
  const named = FIELD_KINDS.find((kind) => kind !== 'hidden' && classes.includes(kind));
  if (named) return named;
  if (classes.includes('hidden') || (controls.length > 0 && controls.every((c) => c.attributes.type === 'hidden'))) return 'hidden';
  return null;
}

/** Which part a control is, from its `data-title`, its `name` and its box's classes. */
function partOf(kind: FieldKind, control: RenderedControl): FieldPart | null {
  const parts = PARTS[kind] ?? [];
  const names = [control.attributes['data-title'], control.attributes.name, ...control.boxClasses].filter((n): n is string => !!n).map(squash);
  for (const name of names) {
    const found = parts.find(([, aliases]) => aliases.includes(name));
    if (found) return found[0];
  }
  return null;
}

interface FieldRead {
  field: FormField | null;
  missing: string[];
}

function compoundField(
  kind: 'name' | 'address' | 'phone' | 'date' | 'time',
  base: { id: string; title: string; description: string; required: boolean },
  item: RenderedField,
): FieldRead {
  const missing: string[] = [];
  const partLabels: PartLabels = {};
  item.controls.forEach((control, index) => {
    const part = partOf(kind, control);
    if (part === null)
      missing.push(`the ${kind} field "${base.title}" has a part it could not place (control ${index + 1}${control.caption ? `, "${control.caption}"` : ''})`);
    else if (control.caption) partLabels[part] = control.caption;
  });
  if (item.controls.length === 0) missing.push(`the ${kind} field "${base.title}" has no inputs`);
  if (kind === 'phone')
    return {
      field: { ...base, kind, showCountryCode: 'country' in partLabels || item.controls.some((c) => partOf(kind, c) === 'country'), partLabels },
      missing,
    };
  if (kind === 'date' || kind === 'time') return { field: { ...base, kind, partLabels }, missing };
  return { field: { ...base, kind, partLabels }, missing };
}

function optionsField(
  kind: 'radio' | 'checkbox' | 'select' | 'likert',
  base: { id: string; title: string; description: string; required: boolean },
  item: RenderedField,
): FieldRead {
  if (kind === 'select') {
    const select = item.controls.find((c) => c.tag === 'select');
    const entries = select?.options ?? [];
    const first = entries[0];
    const hasPrompt = first !== undefined && first.value === '';
    const options = (hasPrompt ? entries.slice(1) : entries).map((o) => o.text || o.value);
    if (options.length === 0) return { field: null, missing: [`the select "${base.title}" has no options`] };
    return { field: { ...base, kind, options, ...(hasPrompt && first.text ? { prompt: first.text } : {}) }, missing: [] };
  }
  if (kind === 'likert') {
    const statements = item.statements ?? [];
    const radios = item.controls.filter((c) => c.attributes.type === 'radio');
    const perStatement = statements.length > 0 ? radios.length / statements.length : 0;
    if (statements.length === 0 || perStatement !== 5)
      return { field: null, missing: [`the likert field "${base.title}" could not be read (statements and their five ratings)`] };
    const scale = radios.slice(0, 5).map((c) => c.caption);
    return { field: { ...base, kind, options: [...statements], ...(scale.every((s) => s !== '') ? { scale } : {}) }, missing: [] };
  }
  const boxes = item.controls.filter((c) => c.attributes.type === kind);
  const options = boxes.map((c) => c.caption || c.attributes.value || '').filter((o) => o !== '');
  if (options.length === 0 || options.length !== boxes.length)
    return { field: null, missing: [`the ${kind} field "${base.title}" has options without wording`] };
  return { field: { ...base, kind, options }, missing: [] };
}

/** One rendered item as a field of the definition. */
export function readRenderedField(item: RenderedField, index: number): FieldRead {
  const classes = (item.attributes.class ?? '').split(/\s+/).filter(Boolean);
  const kind = kindOf(classes, item.controls);
  const id = nonEmpty(item.attributes.id);
  const title = item.title;
  if (kind === null) return { field: null, missing: [`field ${index + 1}${title ? ` ("${title}")` : ''} is of a kind the runtime does not know`] };
  if (id === null) return { field: null, missing: [`field ${index + 1}${title ? ` ("${title}")` : ''} has no id`] };
  const base = { id, title, description: item.description, required: classes.includes('required') };
  const control = item.controls[0];
  const placeholder = control?.attributes.placeholder ?? '';
  switch (kind) {
    case 'section':
      return { field: { kind: 'section', id, title, description: item.description, underline: classes.includes('underline') }, missing: [] };
    case 'hidden':
      return control
        ? { field: { kind: 'hidden', id, title, key: control.attributes.name || id, value: control.attributes.value ?? '' }, missing: [] }
        : { field: null, missing: [`the hidden field ${id} has no input`] };
    case 'text':
    case 'email':
    case 'number':
    case 'website':
      return control ? { field: { ...base, kind, placeholder }, missing: [] } : { field: null, missing: [`the ${kind} field "${title}" has no input`] };
    case 'textarea':
      return control
        ? { field: { ...base, kind, placeholder, maxLength: readMaxLength(control.attributes.maxlength) }, missing: [] }
        : { field: null, missing: [`the textarea "${title}" has none`] };
    case 'currency':
      return { field: { ...base, kind, currencySymbol: '' }, missing: [] };
    case 'password':
    case 'twitter':
      return { field: { ...base, kind }, missing: [] };
    case 'name':
    case 'address':
    case 'phone':
    case 'date':
    case 'time':
      return compoundField(kind, base, item);
    case 'radio':
    case 'checkbox':
    case 'select':
    case 'likert':
      return optionsField(kind, base, item);
  }
}

/** The part captions a 7.1 context's `localizedStrings` gives each compound kind. */
function localizedPartLabels(strings: unknown): Partial<Record<FieldKind, PartLabels>> {
  if (!isRecord(strings)) return {};
  const group = (key: string): Raw => (isRecord(strings[key]) ? (strings[key] as Raw) : {});
  const pick = (source: Raw, entries: [FieldPart, string][]): PartLabels => {
    const labels: PartLabels = {};
    for (const [part, key] of entries) if (text(source[key])) labels[part] = text(source[key]);
    return labels;
  };
  return {
    name: pick(group('name'), [
      ['first', 'firstName'],
      ['last', 'lastName'],
    ]),
    address: pick(group('address'), [
      ['line1', 'address1'],
      ['line2', 'address2'],
      ['city', 'city'],
      ['state', 'stateProvince'],
      ['zip', 'zipPostalCode'],
      ['country', 'country'],
    ]),
    phone: pick(group('phone'), [
      ['country', 'country'],
      ['areaCode', 'areaCode'],
      ['prefix', 'prefix'],
      ['line', 'line'],
    ]),
    date: pick(group('date'), [
      ['month', 'month'],
      ['day', 'day'],
      ['year', 'year'],
    ]),
    time: pick(group('time'), [
      ['hour', 'hour'],
      ['minute', 'minute'],
      ['second', 'second'],
      ['ampm', 'amPm'],
    ]),
  };
}

function localizedScale(strings: unknown): string[] | null {
  const likert = isRecord(strings) && isRecord(strings.likert) ? strings.likert : null;
  if (!likert) return null;
  const scale = ['stronglyDisagree', 'disagree', 'neutral', 'agree', 'stronglyAgree'].map((key) => text(likert[key]));
  return scale.every((s) => s !== '') ? scale : null;
}

/** A context field with what the page rendered for it (captions, options, prompt) and the context's wording. */
function withRendered(field: FormField, rendered: FormField | undefined, localized: Partial<Record<FieldKind, PartLabels>>, scale: string[] | null): FormField {
  switch (field.kind) {
    case 'name':
    case 'address':
    case 'phone':
    case 'date':
    case 'time': {
      const fromPage = rendered && 'partLabels' in rendered ? rendered.partLabels : undefined;
      return { ...field, partLabels: { ...localized[field.kind], ...fromPage } };
    }
    case 'select':
    case 'radio':
    case 'checkbox':
    case 'likert': {
      const other = rendered && rendered.kind === field.kind ? rendered : undefined;
      const options = field.options.length > 0 ? field.options : (other?.options ?? []);
      const prompt = other?.prompt;
      const fieldScale = other?.scale ?? (field.kind === 'likert' ? scale : null);
      return { ...field, options, ...(prompt ? { prompt } : {}), ...(fieldScale ? { scale: fieldScale } : {}) };
    }
    default:
      return field;
  }
}

function readContext(values: PublishedFormValues, renderedById: Map<string, FormField>): PublishedFormRead | null {
  if (values.context === null) return null;
  let json: unknown;
  try {
    json = JSON.parse(values.context);
  } catch {
    return null;
  }
  if (!isRecord(json) || !Array.isArray(json.formFields)) return null;
  const { definition, warnings } = readFormDefinition({
    ...json,
    captcha: json.captchaEnabled === true,
    isNewsletter: values.newsletter,
  });
  const localized = localizedPartLabels(json.localizedStrings);
  const scale = localizedScale(json.localizedStrings);
  // an unknown kind is named below, as missing (the definition reader would keep it as a text field)
  const missing = warnings.filter((warning) => !warning.includes('has unknown kind'));
  const fields = definition.fields.map((field) => {
    if ('unknownKind' in field && field.unknownKind !== undefined)
      missing.push(`the field "${field.title}" is of a kind the runtime does not know (${field.unknownKind || 'none'})`);
    return withRendered(field, renderedById.get(field.id), localized, scale);
  });
  for (const field of fields) {
    if ((field.kind === 'select' || field.kind === 'radio' || field.kind === 'checkbox' || field.kind === 'likert') && field.options.length === 0)
      missing.push(`the ${field.kind} field "${field.title}" has no options`);
  }
  const ids = readFormSubmitCall(values.form?.onsubmit);
  const message = isRecord(json.formSubmissionMessage) ? text(json.formSubmissionMessage.html) : '';
  return {
    definition: {
      ...definition,
      formId: definition.formId || nonEmpty(values.form?.['data-form-id']) || ids.formId || '',
      collectionId: definition.collectionId ?? ids.collectionId,
      objectName: definition.objectName ?? ids.objectName,
      submitButtonText: definition.submitButtonText || values.submitText || '',
      fields,
    },
    redirectUrl: nonEmpty(text(json.successRedirect)) ?? nonEmpty(values.form?.['data-success-redirect']),
    submissionMessageHtml: message || null,
    missing,
  };
}

/** The block's definition from its context (7.1) or its rendered fields (7.0, newsletters), with what could not be read. */
export function readPublishedForm(values: PublishedFormValues): PublishedFormRead {
  const missing: string[] = [];
  const fields: FormField[] = [];
  const renderedById = new Map<string, FormField>();
  values.fields.forEach((item, index) => {
    const read = readRenderedField(item, index);
    missing.push(...read.missing);
    if (read.field) {
      fields.push(read.field);
      renderedById.set(read.field.id, read.field);
    }
  });
  const fromContext = readContext(values, renderedById);
  const read: PublishedFormRead = fromContext ?? {
    definition: {
      formId: '',
      collectionId: null,
      objectName: null,
      submitButtonText: values.submitText ?? '',
      isOverlayForm: false,
      captcha: values.captcha,
      isNewsletter: values.newsletter,
      fields,
    },
    redirectUrl: nonEmpty(values.form?.['data-success-redirect']),
    submissionMessageHtml: null,
    missing,
  };
  if (!fromContext) {
    const ids = readFormSubmitCall(values.form?.onsubmit);
    read.definition.formId = nonEmpty(values.form?.['data-form-id']) ?? ids.formId ?? '';
    read.definition.collectionId = ids.collectionId;
    read.definition.objectName = ids.objectName;
    if (values.form === null) missing.push('it has no form element');
    // a 7.1 context that does not parse: the rendered fields still say it all, unless there are none
    if (fields.length === 0)
      missing.push(values.context !== null ? 'its form context is not a readable definition and no field is rendered' : 'it renders no field');
  }
  if (!read.definition.formId) read.missing.push('it names no form id (data-form-id, the onsubmit call or the form context)');
  return read;
}
