/**
 * The forms of the site's own pages, read from their blocks' `data-block-json` at start:
 * what SaveFormSubmission validates against and answers 404 for when a formId is unknown.
 */
import { readPageContents } from '../layout/assemblePage.mjs';
import { findBlocks } from './blockMarkup.mjs';
import { FIELD_KINDS } from './formValidation.rules.mjs';

/**
 * @typedef {{ id: string, type: string, title: string, required: boolean, options?: string[], maxLength?: number, key?: string, value?: string }} FormField
 * @typedef {{ formId: string, blockId: string, kind: 'form' | 'newsletter', page: string, name: string, fields: FormField[] }} FormDefinition
 */

/** @param {unknown} value */
const text = (value) => (typeof value === 'string' ? value : value === undefined || value === null ? '' : String(value));

/**
 * One block's JSON as a form definition; throws with the page and block named when it is unusable.
 * @param {Record<string, string>} attributes @param {'form' | 'newsletter'} kind @param {string} page
 * @returns {FormDefinition}
 */
export function formFromBlock(attributes, kind, page) {
  const blockId = (attributes.id ?? '').replace(/^block-/, '') || '(no id)';
  const where = `${page}: ${kind} block ${blockId}`;
  if (attributes['data-block-json'] === undefined) throw new Error(`${where} has no data-block-json`);
  /** @type {any} block JSON as the page wrote it */
  let json;
  try {
    json = JSON.parse(attributes['data-block-json']);
  } catch (error) {
    throw new Error(`${where}: data-block-json is not valid JSON: ${/** @type {Error} */ (error).message}`);
  }
  if (typeof json !== 'object' || json === null) throw new Error(`${where}: data-block-json is not an object`);
  const formId = text(json.formId);
  if (!formId) throw new Error(`${where}: data-block-json has no formId`);
  const rawFields = Array.isArray(json.fields) ? json.fields : Array.isArray(json.formFields) ? json.formFields : [];
  /** @type {FormField[]} */
  // any: each field is read defensively below (optional chaining, text(), Array.isArray).
  const fields = rawFields.map((/** @type {any} */ raw, /** @type {number} */ index) => {
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
  });
  return { formId, blockId, kind, page, name: text(json.formName) || text(json.title) || formId, fields };
}

/**
 * Every form and newsletter block of every page in `pagesDir`, by formId: read from the pages'
 * content as the server sends it (sections and directives expanded), so the page is the one source.
 * @param {string} pagesDir @returns {Map<string, FormDefinition>}
 */
export function readFormDefinitions(pagesDir) {
  /** @type {Map<string, FormDefinition>} */
  const forms = new Map();
  for (const { file, main } of readPageContents(pagesDir)) {
    for (const block of findBlocks(main, ['form', 'newsletter'])) {
      const form = formFromBlock(block.attributes, /** @type {'form' | 'newsletter'} */ (block.kind), file);
      const other = forms.get(form.formId);
      if (other) throw new Error(`formId ${form.formId} is used by ${other.page} and ${file}: each form needs its own`);
      forms.set(form.formId, form);
    }
  }
  return forms;
}
