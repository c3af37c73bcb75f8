/**
 * A page as the server sends it: the shared layout (`shared/layout.html`) filled with the page's
 * title, the site's stylesheet and the page's own styles, the page context (the shared base
 * context with the page's values merged over it) and the page's expanded content. Every file is
 * read on every call, so an edit shows on the next reload.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { escapeHtml } from '../server/htmlText.mjs';
import { expandDirectives, expandSections } from './pageDirectives.mjs';
import { parsePageSource } from './pageSource.mjs';
import { contextLiteral, mergeContext } from './siteContext.mjs';

/** A page file's name: `index.html`, `contact.html`, … (served at `/` and `/<name>`). */
export const PAGE_FILE = /^[a-z0-9][a-z0-9-]*\.html$/;

/** The shared files, below the pages folder. */
export const SHARED = {
  layout: 'shared/layout.html',
  styles: 'shared/site.css',
  context: 'shared/context.json',
  slides: 'shared/slides.json',
  products: 'shared/products.json',
  events: 'shared/events.json',
};

/**
 * The shared files' text by key; a file that is not there is left out (and named when it is needed).
 * @typedef {Partial<Record<keyof typeof SHARED, string>>} SharedFiles
 */

/** @param {string} pagesDir @returns {Promise<SharedFiles>} */
export async function readSharedFiles(pagesDir) {
  const entries = await Promise.all(
    Object.entries(SHARED).map(async ([key, path]) => {
      try {
        return [key, await readFile(join(pagesDir, path), 'utf8')];
      } catch (error) {
        if (/** @type {NodeJS.ErrnoException} */ (error).code === 'ENOENT') return [key, undefined];
        throw error;
      }
    }),
  );
  return Object.fromEntries(entries.filter(([, text]) => text !== undefined));
}

/** @param {string} pagesDir @returns {SharedFiles} */
export function readSharedFilesSync(pagesDir) {
  /** @type {SharedFiles} */
  const files = {};
  for (const [key, path] of Object.entries(SHARED)) {
    const full = join(pagesDir, path);
    if (existsSync(full)) files[/** @type {keyof typeof SHARED} */ (key)] = readFileSync(full, 'utf8');
  }
  return files;
}

/**
 * @param {SharedFiles} shared @param {keyof typeof SHARED} key
 * @returns {string}
 */
function need(shared, key) {
  const text = shared[key];
  if (text === undefined) throw new Error(`${SHARED[key]} is missing from the pages folder`);
  return text;
}

/** @param {SharedFiles} shared @param {'context' | 'slides' | 'products' | 'events'} key @returns {unknown} */
function needJson(shared, key) {
  try {
    return JSON.parse(need(shared, key));
  } catch (error) {
    if (error instanceof SyntaxError) throw new Error(`${SHARED[key]} is not valid JSON: ${error.message}`);
    throw error;
  }
}

/** @param {SharedFiles} shared @returns {Record<string, unknown>} */
function baseContext(shared) {
  const context = needJson(shared, 'context');
  if (typeof context !== 'object' || context === null || Array.isArray(context)) throw new Error(`${SHARED.context} must be a JSON object`);
  return /** @type {Record<string, unknown>} */ (context);
}

/** @param {import('./pageSource.mjs').PageSource} page @param {SharedFiles} shared */
const pageContext = (page, shared) => mergeContext(baseContext(shared), page.front.context ?? {});

/**
 * The page's `<main>` content with its sections and directives expanded.
 * @param {import('./pageSource.mjs').PageSource} page @param {SharedFiles} shared
 */
export function pageMain(page, shared) {
  /** @param {'slides' | 'products' | 'events'} key */
  const list = (key) => {
    const value = needJson(shared, key);
    if (!Array.isArray(value)) throw new Error(`${SHARED[key]} must be a JSON list`);
    return value;
  };
  // without the shared context (a folder of bare pages) the page's own context decides the shape
  const context = shared.context === undefined ? (page.front.context ?? {}) : pageContext(page, shared);
  const shape = {
    templateVersion: typeof context.templateVersion === 'string' ? context.templateVersion : null,
    collectionId: String(context.collectionId ?? page.file),
  };
  return expandDirectives(expandSections(page.body, page.file, shape), page.file, {
    slides: () => list('slides'),
    products: () => list('products'),
    events: () => list('events'),
  });
}

/** @param {string} text @param {string} indent */
const indentLines = (text, indent) =>
  text
    .replace(/\n+$/, '')
    .split('\n')
    .map((line) => (line ? indent + line : line))
    .join('\n');

/**
 * The whole document of a page. Throws with the page named when its front block, its context or a
 * directive cannot be used.
 * @param {import('./pageSource.mjs').PageSource} page @param {SharedFiles} shared
 */
export function renderPage(page, shared) {
  const { title, styles = [] } = page.front;
  if (!title) throw new Error(`${page.file}: the front block needs a "title"`);
  const context = pageContext(page, shared);
  for (const key of /** @type {const} */ (['collectionId', 'pageType'])) {
    const value = context[key];
    if (typeof value !== 'string' && typeof value !== 'number')
      throw new Error(`${page.file}: the page context needs "${key}" (set it in the front block's context)`);
  }
  /** @type {Record<string, string>} */
  const slots = {
    title,
    styles: indentLines([need(shared, 'styles').replace(/\n+$/, ''), ...styles].join('\n'), '  '),
    context: contextLiteral(context, '  '),
    collectionId: String(context.collectionId),
    pageType: String(context.pageType),
    main: pageMain(page, shared).replace(/^\n+|\n+$/g, ''),
  };
  return need(shared, 'layout').replace(/\{\{(\w+)\}\}/g, (whole, name) => {
    const value = slots[name];
    if (value === undefined) throw new Error(`${SHARED.layout}: unknown slot ${whole} (slots: ${Object.keys(slots).join(', ')})`);
    return name === 'title' || name === 'collectionId' || name === 'pageType' ? escapeHtml(value) : value;
  });
}

/**
 * Reads and renders one page file of `pagesDir`; null when there is no such page.
 * @param {string} pagesDir @param {string} file e.g. `contact.html`
 * @returns {Promise<string | null>}
 */
export async function readPage(pagesDir, file) {
  if (!PAGE_FILE.test(file)) return null;
  let text;
  try {
    text = await readFile(join(pagesDir, file), 'utf8');
  } catch {
    return null;
  }
  return renderPage(parsePageSource(file, text), await readSharedFiles(pagesDir));
}

/**
 * The `<main>` content of every page of `pagesDir`, expanded, in file-name order: what the
 * server knows the pages' blocks (their forms) by.
 * @param {string} pagesDir @returns {{ file: string, main: string }[]}
 */
export function readPageContents(pagesDir) {
  const shared = readSharedFilesSync(pagesDir);
  return readdirPages(pagesDir).map((file) => ({ file, main: pageMain(parsePageSource(file, readFileSync(join(pagesDir, file), 'utf8')), shared) }));
}

/** @param {string} pagesDir */
function readdirPages(pagesDir) {
  return readdirSync(pagesDir)
    .filter((file) => PAGE_FILE.test(file))
    .sort();
}
