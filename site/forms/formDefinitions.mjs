/**
 * The forms of the site's own pages, read at start from their published markup
 * (`publishedForms.mjs`: a 7.1 form's context script, a 7.0 form's or a newsletter's rendered
 * fields): what SaveFormSubmission validates against and answers 404 for when a formId is unknown.
 */
import { readPageContents } from '../layout/assemblePage.mjs';
import { publishedForms } from './publishedForms.mjs';

/**
 * @typedef {import('./publishedForms.mjs').FormField} FormField
 * @typedef {import('./publishedForms.mjs').PublishedForm & { page: string }} FormDefinition
 */

/**
 * Every form and newsletter of every page in `pagesDir`, by formId: read from the pages'
 * content as the server sends it (sections and directives expanded), so the page is the one source.
 * @param {string} pagesDir @returns {Map<string, FormDefinition>}
 */
export function readFormDefinitions(pagesDir) {
  /** @type {Map<string, FormDefinition>} */
  const forms = new Map();
  for (const { file, main } of readPageContents(pagesDir)) {
    for (const published of publishedForms(main, file)) {
      const other = forms.get(published.formId);
      if (other) throw new Error(`formId ${published.formId} is used by ${other.page} and ${file}: each form needs its own`);
      forms.set(published.formId, { ...published, page: file });
    }
  }
  return forms;
}
