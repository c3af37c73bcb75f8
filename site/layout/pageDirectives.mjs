/**
 * What a page's content may use besides plain markup, expanded by the server before it is sent:
 *
 * - `<page-section>` … `</page-section>`, each on a line of its own: the page's shape
 *   (`pageSections.mjs`): a 7.1 section wrapper (classic grid, or `<page-section fluid>` a
 *   fluid-engine grid; `theme="…"` its section theme), or on a 7.0 page a row of the page grid.
 * - `<!-- @name {JSON} -->`: block markup generated from the shared data (the JSON may span lines):
 *   - `@gallery {"id": "gallery-002", "settings": {…}, "slides": 5}` — one gallery block; `slides`
 *     is how many of the shared slides (from the first), a list of slide urls (an entry may be
 *     `{"url": …, "title": …, "description": "<p>…</p>", "html": "<iframe …>"}`: that slide with its
 *     own title and description; with `html` a video slide, `data-type="video"` with the embed in
 *     `data-html` and the shared slide's image as its poster), or absent for all.
 *   - `@galleries {"designs": [{…settings…}, …]}` — one section per design: its name as a heading and
 *     a gallery block of every slide, ids `gallery-001`, `gallery-002`, … in order.
 *   - `@products` or `@products {"ids": ["prod-print", …]}` — store products (all, or those named).
 *   - `@events {"view": "list" | "calendar"}` — an events collection's list root with the shared events as
 *     its `data-events-json` and the server's plain list inside.
 *   - `@gallerySection {"id": "<24 hex>", "layout": "grid" | "masonry" | "reel", "slides": 5, "columns": 3,
 *     "gutter": 20, "aspectRatio": "square", "lightbox": false, "captions": false, "viewportHeight": 70}` — a 7.1
 *     gallery section (a section of its own, written outside `<page-section>`), its items shared slides.
 *   - `@image {"id": "image-card", "variantId": 1014, "slide": "harbour", "title": …, "text": …,
 *     "button": {"label": …, "href": …}}` — an image block with a layout, its image a shared slide's.
 *   - `@summary {"id": "summary-carousel", "settings": {…}, "sent": "items" | "header" | "empty"}` — a summary
 *     v2 block of the example collection `settings.collectionId`, in the published shape, holding its items
 *     (default), only its header (the widget call renders the items), or nothing but a `<noscript>` link.
 */
import { escapeHtml } from '../server/htmlText.mjs';
import { eventsSection, galleryBlock, imageBlock, pageSection, productArticle } from './blockTemplates.mjs';
import { gallerySection } from './gallerySection.mjs';
import { EXAMPLE_COLLECTIONS } from '../server/exampleContent.mjs';
import { summaryBlockHtml } from '../server/widgetMarkup.mjs';
import { classicSection, fluidSection, layoutRow, pageLayout, stableId } from './pageSections.mjs';

/**
 * @typedef {import('./blockTemplates.mjs').Slide} Slide
 * @typedef {import('./blockTemplates.mjs').Product} Product
 * @typedef {{ slides: () => Slide[], products: () => Product[], events: () => Record<string, unknown>[] }} DirectiveData
 *   the shared data, read when a directive first asks for it
 */

const SECTION_TAG = /<\/?page-section\b/;
const SECTION_LINE = /^([ \t]*)<(\/?)page-section((?:\s+[a-z-]+(?:="[^"]*")?)*)\s*>[ \t]*$/;
const SECTION_ATTRIBUTE = /([a-z-]+)(?:="([^"]*)")?/g;

/**
 * @typedef {object} PageShape what decides how sections are written
 * @property {string | null} templateVersion the page context's `templateVersion` ("7" for a 7.0 site)
 * @property {string} collectionId the page's collection id (a 7.0 page grid's id)
 */

/** A 7.0 site's context says "7" (or "7.0"); anything else is a 7.1 page. @param {string | null} version */
const isSevenZero = (version) => version === '7' || version === '7.0';

/**
 * The attributes a `<page-section>` tag may carry: `theme="<section theme>"` and `fluid`.
 * @param {string} source @param {string} where
 */
function sectionAttributes(source, where) {
  /** @type {{ theme: string, fluid: boolean }} */
  const found = { theme: '', fluid: false };
  for (const [, name, value] of source.matchAll(SECTION_ATTRIBUTE)) {
    if (name === 'theme' && value !== undefined) found.theme = value;
    else if (name === 'fluid' && value === undefined) found.fluid = true;
    else throw new Error(`${where}: <page-section> takes theme="…" and fluid, not ${JSON.stringify(name)}`);
  }
  return found;
}

/**
 * Replaces the `<page-section>` lines by the page's shape: on a 7.1 page each section becomes the
 * platform's section wrapper (`<page-section theme="dark">` picks its theme, `<page-section fluid>`
 * a fluid-engine grid with a cell per top-level element), its id stable for the page and its
 * place; on a 7.0 page (context `templateVersion` "7") each section is a row of the one page
 * grid. Throws with the file and line named when a tag is not on a line of its own, is nested,
 * or is left open or closed twice.
 * @param {string} body @param {string} file @param {PageShape} [shape]
 */
export function expandSections(body, file, shape = { templateVersion: '7.1', collectionId: file }) {
  if (!SECTION_TAG.test(body)) return body;
  const sevenZero = isSevenZero(shape.templateVersion);
  /** @type {string[]} */
  const lines = [];
  /** @type {{ line: number, indent: string, theme: string, fluid: boolean, content: string[] } | null} */
  let open = null;
  let count = 0;
  /** @type {number | null} */ let firstRow = null;
  let lastRow = 0;
  body.split('\n').forEach((line, index) => {
    const where = `${file} line ${index + 1}`;
    const match = SECTION_LINE.exec(line.replace(/\r$/, ''));
    if (!match) {
      if (SECTION_TAG.test(line)) throw new Error(`${where}: write <page-section> and </page-section> each on a line of its own`);
      (open ? open.content : lines).push(line);
      return;
    }
    const indent = match[1] ?? '';
    if (match[2] === '/') {
      if (!open) throw new Error(`${where}: </page-section> closes no section`);
      const content = open.content.join('\n');
      const id = stableId(`${file}#section-${count}`);
      count += 1;
      if (sevenZero) {
        firstRow ??= lines.length;
        lines.push(layoutRow(content, `${open.indent}  `));
        lastRow = lines.length;
      } else {
        let section;
        try {
          section = open.fluid
            ? fluidSection(content, { id, theme: open.theme, indent: open.indent })
            : classicSection(content, { id, theme: open.theme, indent: open.indent });
        } catch (error) {
          throw new Error(`${file} line ${open.line}: ${/** @type {Error} */ (error).message}`);
        }
        lines.push(section);
      }
      open = null;
      return;
    }
    if (open) throw new Error(`${where}: <page-section> inside the section opened on line ${open.line} (sections do not nest)`);
    open = { line: index + 1, indent, ...sectionAttributes(match[3] ?? '', where), content: [] };
  });
  if (open) throw new Error(`${file} line ${/** @type {{ line: number }} */ (open).line}: <page-section> is never closed`);
  if (sevenZero && firstRow !== null) {
    const indent = /^([ \t]*)/.exec(lines[firstRow] ?? '')?.[1]?.slice(2) ?? '';
    lines.splice(firstRow, lastRow - firstRow, pageLayout(lines.slice(firstRow, lastRow).join('\n'), shape.collectionId, indent));
  }
  return lines.join('\n');
}

/** @param {unknown} value */
const isPlainObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);

/** What a slide entry of `slides` may give of its own besides its url. */
const SLIDE_OWN_KEYS = ['title', 'description', 'html'];

/**
 * @param {Record<string, unknown>} args @param {Slide[]} all @param {string} where
 * @returns {Slide[]}
 */
function pickSlides(args, all, where) {
  const which = args.slides;
  if (which === undefined) return all;
  if (typeof which === 'number' && Number.isInteger(which) && which > 0 && which <= all.length) return all.slice(0, which);
  if (Array.isArray(which)) {
    return which.map((entry) => {
      // a url, or {"url": …, "title"?, "description"?, "html"?}: the shared slide with this block's own texts,
      // or (html, the embed) a video slide whose poster is the shared slide's image
      const { url, ...own } = isPlainObject(entry) ? entry : { url: entry };
      const slide = all.find((s) => s.url === url);
      if (!slide) throw new Error(`${where}: no shared slide has the url ${JSON.stringify(url)}`);
      for (const [key, value] of Object.entries(own)) {
        if (!SLIDE_OWN_KEYS.includes(key))
          throw new Error(`${where}: slide ${JSON.stringify(url)} takes ${SLIDE_OWN_KEYS.join(', ')}, not ${JSON.stringify(key)}`);
        if (typeof value !== 'string') throw new Error(`${where}: the ${key} of slide ${JSON.stringify(url)} must be a string`);
      }
      return { ...slide, ...own };
    });
  }
  throw new Error(`${where}: slides must be a count from 1 to ${all.length} or a list of slide urls`);
}

/**
 * @type {Record<string, (args: Record<string, unknown>, data: DirectiveData, where: string) => string>}
 */
const DIRECTIVES = {
  gallery(args, data, where) {
    if (typeof args.id !== 'string' || !args.id) throw new Error(`${where}: needs an "id" (e.g. "gallery-002")`);
    if (!isPlainObject(args.settings)) throw new Error(`${where}: needs "settings", the block JSON`);
    return galleryBlock(args.id, /** @type {Record<string, unknown>} */ (args.settings), pickSlides(args, data.slides(), where));
  },
  galleries(args, data, where) {
    const designs = args.designs;
    if (!Array.isArray(designs) || designs.length === 0 || !designs.every(isPlainObject)) {
      throw new Error(`${where}: needs "designs", a list of gallery block settings`);
    }
    const slides = pickSlides(args, data.slides(), where);
    return designs
      .map((settings, index) => {
        const id = `gallery-${String(index + 1).padStart(3, '0')}`;
        const block = galleryBlock(id, settings, slides);
        return pageSection(`        <h2>${escapeHtml(settings.design)}</h2>\n${block}`);
      })
      .join('\n');
  },
  products(args, data, where) {
    const all = data.products();
    const ids = args.ids;
    if (ids !== undefined && !(Array.isArray(ids) && ids.every((id) => typeof id === 'string'))) {
      throw new Error(`${where}: "ids" must be a list of product ids`);
    }
    const chosen =
      ids === undefined
        ? all
        : ids.map((id) => {
            const entry = all.find((p) => p.product.id === id);
            if (!entry) throw new Error(`${where}: no shared product has the id ${JSON.stringify(id)}`);
            return entry;
          });
    return chosen.map((entry, index) => productArticle(entry, index + 1)).join('\n');
  },
};

DIRECTIVES.image = (args, data, where) => {
  if (typeof args.id !== 'string' || !args.id) throw new Error(`${where}: needs an "id" (e.g. "image-card")`);
  const slide = data.slides().find((s) => s.url === args.slide);
  if (!slide) throw new Error(`${where}: no shared slide has the url ${JSON.stringify(args.slide)}`);
  const button = isPlainObject(args.button) ? /** @type {{ label: string, href: string }} */ (args.button) : undefined;
  const text = (/** @type {unknown} */ value) => (typeof value === 'string' ? value : undefined);
  return imageBlock(args.id, Number(args.variantId), slide, { title: text(args.title), text: text(args.text), button });
};

DIRECTIVES.summary = (args, _data, where) => {
  if (typeof args.id !== 'string' || !args.id) throw new Error(`${where}: needs an "id" (e.g. "summary-carousel")`);
  if (!isPlainObject(args.settings)) throw new Error(`${where}: needs "settings", the block JSON`);
  const settings = /** @type {Record<string, unknown>} */ (args.settings);
  const collection = EXAMPLE_COLLECTIONS.find((c) => c.id === settings.collectionId);
  if (!collection) throw new Error(`${where}: settings.collectionId names no example collection`);
  const sent = args.sent ?? 'items';
  if (sent !== 'items' && sent !== 'header' && sent !== 'empty') throw new Error(`${where}: "sent" must be "items", "header" or "empty"`);
  return summaryBlockHtml(args.id, settings, collection, sent);
};

DIRECTIVES.gallerySection = (args, data, where) => {
  if (typeof args.id !== 'string' || !args.id) throw new Error(`${where}: needs an "id" (the section id, 24 hex digits)`);
  const { slides: _slides, ...options } = args;
  const slides = pickSlides(args, data.slides(), where);
  const video = slides.find((slide) => slide.html !== undefined);
  if (video) throw new Error(`${where}: a gallery section's items are images (slide ${JSON.stringify(video.url)} has "html")`);
  return gallerySection(/** @type {import('./gallerySection.mjs').GallerySectionOptions} */ (options), slides);
};

DIRECTIVES.events = (args, data, where) => {
  if (args.view !== 'list' && args.view !== 'calendar') throw new Error(`${where}: "view" must be "list" or "calendar"`);
  return eventsSection(args.view, data.events());
};

export const DIRECTIVE_NAMES = Object.keys(DIRECTIVES);
const DIRECTIVE = /^[ \t]*<!--\s*@([a-zA-Z][\w-]*)([\s\S]*?)-->|<!--\s*@([a-zA-Z][\w-]*)([\s\S]*?)-->/gm;

/**
 * Replaces every `<!-- @name {JSON} -->` by the markup it stands for (a directive that starts its
 * line takes the line's indentation with it: the markup brings its own).
 * @param {string} body @param {string} file @param {DirectiveData} data
 */
export function expandDirectives(body, file, data) {
  return body.replace(DIRECTIVE, (_whole, lineName, lineArgs, inlineName, inlineArgs) => {
    const name = /** @type {string} */ (lineName ?? inlineName);
    const source = /** @type {string} */ (lineArgs ?? inlineArgs).trim();
    const where = `${file}: @${name}`;
    const render = Object.hasOwn(DIRECTIVES, name) ? DIRECTIVES[name] : undefined;
    if (!render) throw new Error(`${where} is not a directive (known: ${DIRECTIVE_NAMES.map((n) => `@${n}`).join(', ')})`);
    /** @type {unknown} */
    let args = {};
    if (source) {
      try {
        args = JSON.parse(source);
      } catch (error) {
        throw new Error(`${where}: its JSON cannot be read: ${/** @type {Error} */ (error).message}`);
      }
    }
    if (!isPlainObject(args)) throw new Error(`${where}: its JSON must be an object`);
    return render(/** @type {Record<string, unknown>} */ (args), data, where);
  });
}
