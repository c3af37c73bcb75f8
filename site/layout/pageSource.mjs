/**
 * A page file of `site/pages/`: an optional front block (JSON between two `---` lines at the very
 * top) holding what is the page's own besides its content, then the page's `<main>` content.
 *
 *   ---
 *   { "title": "Contact", "context": { "collectionId": "…", "pageType": 2 }, "styles": ["…"] }
 *   ---
 *   <page-section> … </page-section>
 */

/**
 * @typedef {object} PageFront
 * @property {string} [title] the page's title, before " — Dev Site"
 * @property {Record<string, unknown>} [context] merged over the site's base context
 * @property {string[]} [styles] CSS lines added after the site's stylesheet
 *
 * @typedef {{ file: string, front: PageFront, body: string }} PageSource
 */

const FRONT = /^---[ \t]*\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/;

/** @param {unknown} value */
const isPlainObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Splits a page file into its front block and its content; throws with the file named when the
 * front block is not a JSON object of the known keys.
 * @param {string} file e.g. `contact.html` @param {string} text the file's text
 * @returns {PageSource}
 */
export function parsePageSource(file, text) {
  const match = FRONT.exec(text);
  if (!match) {
    if (/^---[ \t]*\r?\n/.test(text)) throw new Error(`${file}: the front block opened with --- is never closed (a line with only --- ends it)`);
    return { file, front: {}, body: text };
  }
  /** @type {unknown} */
  let front;
  try {
    front = JSON.parse(match[1] ?? '');
  } catch (error) {
    throw new Error(`${file}: the front block is not valid JSON: ${/** @type {Error} */ (error).message}`);
  }
  if (!isPlainObject(front)) throw new Error(`${file}: the front block must be a JSON object`);
  const record = /** @type {Record<string, unknown>} */ (front);
  const unknown = Object.keys(record).filter((key) => !['title', 'context', 'styles'].includes(key));
  if (unknown.length > 0) throw new Error(`${file}: the front block has unknown keys ${unknown.join(', ')} (known: title, context, styles)`);
  if (record.title !== undefined && typeof record.title !== 'string') throw new Error(`${file}: the front block's title must be text`);
  if (record.context !== undefined && !isPlainObject(record.context)) throw new Error(`${file}: the front block's context must be a JSON object`);
  if (record.styles !== undefined && !(Array.isArray(record.styles) && record.styles.every((line) => typeof line === 'string'))) {
    throw new Error(`${file}: the front block's styles must be a list of CSS lines`);
  }
  return { file, front: /** @type {PageFront} */ (record), body: text.slice(match[0].length) };
}
