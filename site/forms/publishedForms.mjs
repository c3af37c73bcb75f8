/**
 * The forms of a page as the platform publishes them, read from its HTML without a DOM:
 * every `form[data-form-id]` inside a form block (`form-block`, number 9) or a newsletter
 * block (`newsletter-block`, number 51). A 7.1 form's definition is its
 * `script.sqs-form-block-context` (JSON: `formId`, `formName`, `formFields[{ id, type, title,
 * required, options, maxLength, key, value }]`); a 7.0 form's and a newsletter's are their
 * rendered fields: each `.form-item` element names its kind in its classes (`field text`,
 * `fields name`, …), its id in `id`, `required` in its classes; a textarea's `maxlength`, a
 * hidden input's `name` and `value`, the `value`s of its checkboxes, radios and select options
 * come from the controls inside it. A small tokenizer over tags, enough for the dev site's pages.
 */
import { parseAttributes } from './blockMarkup.mjs';
import { FIELD_KINDS } from './formValidation.rules.mjs';

/**
 * @typedef {{ id: string, type: string, title: string, required: boolean, options?: string[], maxLength?: number, key?: string, value?: string }} FormField
 * @typedef {{ formId: string, blockId: string, kind: 'form' | 'newsletter', name: string, fields: FormField[] }} PublishedForm
 */

const TAG = /<(\/?)([a-zA-Z][\w-]*)((?:\s+[^\s=>/"']+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>"']+))?)*)\s*\/?>/g;
const CONTEXT = /<script\b[^>]*\bclass="sqs-form-block-context"[^>]*>([\s\S]*?)<\/script>/g;

/** @param {unknown} value */
const text = (value) => (typeof value === 'string' ? value : value === undefined || value === null ? '' : String(value));
/** @param {string} value */
const classesOf = (value) => value.split(/\s+/).filter(Boolean);

/**
 * The 7.1 form contexts of a page, by formId.
 * @param {string} html @param {string} where
 * @returns {Map<string, any>} any: the context JSON as the page wrote it, read defensively below
 */
function contextsOf(html, where) {
  const found = new Map();
  for (const match of html.matchAll(CONTEXT)) {
    let json;
    try {
      json = JSON.parse(match[1] ?? '');
    } catch (error) {
      throw new Error(`${where}: a form context is not valid JSON: ${/** @type {Error} */ (error).message}`);
    }
    if (!json || typeof json !== 'object' || !text(json.formId)) throw new Error(`${where}: a form context names no formId`);
    found.set(text(json.formId), json);
  }
  return found;
}

/**
 * One context field as the server's validation reads it.
 * @param {any} raw @param {number} index @param {string} where @returns {FormField}
 */
function contextField(raw, index, where) {
  const type = text(raw?.type).toLowerCase();
  if (!FIELD_KINDS.includes(type)) throw new Error(`${where}: field ${index} has unknown type "${text(raw?.type)}"`);
  const id = text(raw.id);
  if (!id) throw new Error(`${where}: field ${index} has no id`);
  /** @type {FormField} */
  const field = { id, type, title: text(raw.title) || id, required: raw.required === true };
  if (Array.isArray(raw.options)) field.options = raw.options.map(text);
  const max = Number(raw.maxLength);
  if (Number.isFinite(max) && max > 0) field.maxLength = max;
  if (raw.key !== undefined) field.key = text(raw.key);
  if (raw.value !== undefined) field.value = text(raw.value);
  return field;
}

/**
 * The rendered fields between a form's start tag and its end tag.
 * @param {string} inner @param {string} where @returns {FormField[]}
 */
function renderedFields(inner, where) {
  /** @type {FormField[]} */
  const fields = [];
  /** @type {FormField | null} */
  let current = null;
  for (const match of inner.matchAll(TAG)) {
    const closing = match[1] === '/';
    const tag = (match[2] ?? '').toLowerCase();
    if (closing) continue;
    const attributes = parseAttributes(match[3] ?? '');
    const classes = classesOf(attributes.class ?? '');
    if (classes.includes('form-item')) {
      const type = FIELD_KINDS.find((kind) => kind !== 'hidden' && classes.includes(kind)) ?? (classes.includes('hidden') ? 'hidden' : '');
      if (!type) throw new Error(`${where}: a form item of a kind the dev site does not know (${attributes.class})`);
      const id = attributes.id ?? '';
      if (!id) throw new Error(`${where}: a ${type} form item has no id`);
      current = { id, type, title: id, required: classes.includes('required') };
      fields.push(current);
      continue;
    }
    if (!current) continue;
    if (tag === 'textarea' && attributes.maxlength) current.maxLength = Number(attributes.maxlength);
    if (tag === 'input' && (attributes.type === 'checkbox' || attributes.type === 'radio') && current.type !== 'likert')
      (current.options ??= []).push(attributes.value ?? '');
    if (tag === 'input' && attributes.type === 'hidden' && current.type === 'hidden') {
      current.key = attributes.name ?? current.id;
      current.value = attributes.value ?? '';
    }
    // a select's first, empty entry is its prompt, not an option
    if (tag === 'option' && current.type === 'select' && (attributes.value ?? '') !== '') (current.options ??= []).push(attributes.value ?? '');
  }
  return fields;
}

/**
 * Every form and newsletter of a page's HTML.
 * @param {string} html @param {string} page the page file, for messages
 * @returns {PublishedForm[]}
 */
export function publishedForms(html, page) {
  const contexts = contextsOf(html, page);
  /** @type {PublishedForm[]} */
  const forms = [];
  /** @type {{ kind: 'form' | 'newsletter', blockId: string } | null} */
  let block = null;
  for (const match of html.matchAll(TAG)) {
    if (match[1] === '/') continue;
    const attributes = parseAttributes(match[3] ?? '');
    const classes = classesOf(attributes.class ?? '');
    if (classes.includes('sqs-block')) {
      const kind = classes.includes('form-block') ? 'form' : classes.includes('newsletter-block') ? 'newsletter' : null;
      block = kind ? { kind, blockId: (attributes.id ?? '').replace(/^block-/, '') || '(no id)' } : null;
      continue;
    }
    if ((match[2] ?? '').toLowerCase() !== 'form' || attributes['data-form-id'] === undefined || !block) continue;
    const formId = attributes['data-form-id'];
    const where = `${page}: ${block.kind} block ${block.blockId}`;
    if (!formId) throw new Error(`${where} has an empty data-form-id`);
    const start = (match.index ?? 0) + match[0].length;
    const end = html.indexOf('</form>', start);
    if (end < 0) throw new Error(`${where}: its form is never closed`);
    const context = contexts.get(formId);
    const fields = context
      ? (Array.isArray(context.formFields) ? context.formFields : []).map((/** @type {any} */ raw, /** @type {number} */ index) =>
          contextField(raw, index, where),
        )
      : renderedFields(html.slice(start, end), where);
    forms.push({ formId, blockId: block.blockId, kind: block.kind, name: text(context?.formName) || formId, fields });
    block = null;
  }
  return forms;
}
