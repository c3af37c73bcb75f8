/**
 * The page shape a published page puts its blocks in, as the platform renders it:
 *
 * - 7.1: a list of `section[data-test="page-section"]` wrappers (`data-section-theme`,
 *   `data-section-id`, `data-controller="SectionWrapperController"`, the layout as classes and
 *   again in the entity-encoded `data-current-styles` / `data-current-context`), each holding
 *   `.content-wrapper > .content >` either a classic grid (`div.sqs-layout[data-type="page-section"]`
 *   of `.row.sqs-row > .col.sqs-col-12.span-12`) or a fluid-engine grid (`div[data-fluid-engine]`:
 *   an inline `<style>` giving each `.fe-block-<id>` cell its `grid-area`, then
 *   `.fluid-engine.fe-<id>` holding one `div.fe-block.fe-block-<id>` per block);
 * - 7.0: no sections: one `div.sqs-layout.sqs-grid-12[data-type="page"]` whose rows hold the blocks.
 */
import { createHash } from 'node:crypto';
import { encodeBlockJson, escapeHtml } from '../server/htmlText.mjs';

/** The section themes a 7.1 site's stylesheet declares (`[data-section-theme="…"]`); '' is the default. */
export const SECTION_THEMES = ['', 'white', 'white-bold', 'light', 'light-bold', 'dark', 'dark-bold', 'black', 'black-bold', 'bright', 'bright-inverse'];

/**
 * A platform-shaped id (24 hex digits) that stays the same for the same seed.
 * @param {string} seed
 */
export function stableId(seed) {
  return createHash('sha256').update(seed).digest('hex').slice(0, 24);
}

/**
 * @typedef {object} SectionOptions
 * @property {string} id the section id (24 hex digits)
 * @property {string} [theme] a section theme ('' or absent: the site's default)
 * @property {boolean} [fluid] a fluid-engine grid instead of the classic one
 * @property {string} [indent] the wrapper's indentation
 */

/** @param {SectionOptions} options */
function sectionSettings({ theme = '', fluid = false }) {
  const styles = {
    imageOverlayOpacity: 0.15,
    backgroundWidth: 'background-width--full-bleed',
    sectionHeight: 'section-height--small',
    customSectionHeight: 10,
    horizontalAlignment: 'horizontal-alignment--center',
    verticalAlignment: 'vertical-alignment--middle',
    contentWidth: fluid ? 'content-width--wide' : 'content-width--medium',
    sectionTheme: theme,
    sectionAnimation: 'none',
    backgroundMode: 'image',
  };
  const context = {
    video: { playbackSpeed: 0.5, filter: 1, filterStrength: 0, zoom: 0, videoSourceProvider: 'none' },
    backgroundImageId: null,
    backgroundMediaEffect: { type: 'none' },
    divider: { enabled: false },
    typeName: 'page',
  };
  return { styles, context };
}

/**
 * The section wrapper around `inner` (the grid), at `indent`.
 * @param {string} inner @param {SectionOptions} options
 */
function sectionWrapper(inner, options) {
  const { id, theme = '', fluid = false, indent = '    ' } = options;
  if (!SECTION_THEMES.includes(theme))
    throw new Error(`section ${id}: theme must be one of ${SECTION_THEMES.map((t) => JSON.stringify(t)).join(', ')}, not ${JSON.stringify(theme)}`);
  const { styles, context } = sectionSettings(options);
  const classes = [
    'page-section',
    ...(fluid ? ['full-bleed-section'] : []),
    'layout-engine-section',
    styles.backgroundWidth,
    styles.sectionHeight,
    styles.contentWidth,
    styles.horizontalAlignment,
    styles.verticalAlignment,
    ...(theme ? [theme] : []),
  ];
  return [
    `${indent}<section data-test="page-section" data-section-theme="${escapeHtml(theme)}" class="${classes.join(' ')}"`,
    `${indent}  data-section-id="${escapeHtml(id)}" data-controller="SectionWrapperController"`,
    `${indent}  data-current-styles="${encodeBlockJson(styles)}"`,
    `${indent}  data-current-context="${encodeBlockJson(context)}"`,
    `${indent}  data-animation="none"${fluid ? ' data-fluid-engine-section' : ''}>`,
    `${indent}  <div class="section-border"><div class="section-background"></div></div>`,
    `${indent}  <div class="content-wrapper">`,
    `${indent}    <div class="content">`,
    inner,
    `${indent}    </div>`,
    `${indent}  </div>`,
    `${indent}</section>`,
  ].join('\n');
}

/**
 * A 7.1 section with a classic grid: one full-width row and column holding `content`.
 * @param {string} content @param {SectionOptions} options
 */
export function classicSection(content, options) {
  const indent = options.indent ?? '    ';
  const inner = [
    `${indent}      <div class="sqs-layout sqs-grid-12 columns-12" data-type="page-section" id="page-section-${escapeHtml(options.id)}"><div class="row sqs-row"><div class="col sqs-col-12 span-12">`,
    content,
    `${indent}      </div></div></div>`,
  ].join('\n');
  return sectionWrapper(inner, options);
}

const VOID_ELEMENTS = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);
const RAW_TEXT = new Set(['script', 'style', 'textarea', 'noscript']);

/**
 * The top-level pieces of a fragment: each element (with all it holds) or comment, in order;
 * text between them that is only whitespace is dropped. Throws on a fragment whose tags do not
 * balance (the page names itself in the caller's message).
 * @param {string} html @returns {string[]}
 */
export function topLevelElements(html) {
  const TOKEN = /<!--[\s\S]*?-->|<(\/?)([a-zA-Z][\w-]*)((?:"[^"]*"|'[^']*'|[^'">])*)>/g;
  /** @type {string[]} */
  const pieces = [];
  let depth = 0;
  let start = 0;
  let match;
  while ((match = TOKEN.exec(html)) !== null) {
    const [whole, closing, rawName, attributes] = match;
    if (whole.startsWith('<!--')) {
      if (depth === 0) pieces.push(whole);
      continue;
    }
    const name = (rawName ?? '').toLowerCase();
    if (depth === 0 && !closing) start = match.index;
    if (closing) depth -= 1;
    else if (!VOID_ELEMENTS.has(name) && !(attributes ?? '').trimEnd().endsWith('/')) {
      depth += 1;
      if (RAW_TEXT.has(name)) {
        // its text is not markup: jump to its end tag
        const end = html.toLowerCase().indexOf(`</${name}`, TOKEN.lastIndex);
        if (end < 0) throw new Error(`<${name}> is never closed`);
        TOKEN.lastIndex = end;
      }
    }
    if (depth < 0) throw new Error(`</${name}> closes nothing`);
    if (depth === 0) pieces.push(html.slice(start, TOKEN.lastIndex));
  }
  if (depth !== 0) throw new Error('an element is never closed');
  const text = html.replace(TOKEN, '').trim();
  if (text !== '' && pieces.length === 0) throw new Error('text outside any element');
  return pieces;
}

/** The block id (without `block-`) of a piece that is a block, else null. @param {string} piece */
const blockIdOf = (piece) =>
  /^<div\b[^>]*\bclass="sqs-block\b[^>]*\bid="block-([\w-]+)"/.exec(piece)?.[1] ??
  /^<div\b[^>]*\bid="block-([\w-]+)"[^>]*\bclass="sqs-block\b/.exec(piece)?.[1] ??
  null;

/** The id a directive names for the block it stands for (`"id": "gallery-002"`), else null. @param {string} piece */
const directiveIdOf = (piece) => (/^<!--\s*@/.test(piece) ? (/"id"\s*:\s*"([\w-]+)"/.exec(piece)?.[1] ?? null) : null);

/**
 * A 7.1 section with a fluid-engine grid: every top-level element of `content` in a cell of its
 * own (`.fe-block-<block id>`, or a stable id for an element that is no block), one below the
 * other across the grid (8 columns on phones, 24 from 768 px), each cell's place in the inline style.
 * @param {string} content @param {SectionOptions} options
 */
export function fluidSection(content, options) {
  const indent = options.indent ?? '    ';
  const grid = stableId(`${options.id}:grid`);
  // a directive (`<!-- @gallery {…} -->`, expanded later) is a block of its own; other comments are left out
  const cells = topLevelElements(content)
    .filter((piece) => !piece.startsWith('<!--') || /^<!--\s*@/.test(piece))
    .map((piece, index) => ({ id: blockIdOf(piece) ?? directiveIdOf(piece) ?? stableId(`${options.id}:cell:${index}`), piece }));
  const cellRules = cells
    .map(({ id }, index) =>
      [
        `  .fe-block-${id} {`,
        `    grid-area: ${index + 1}/2/${index + 2}/10;`,
        `    z-index: ${index + 1};`,
        `  }`,
        `  @media (min-width: 768px) {`,
        `    .fe-block-${id} {`,
        `      grid-area: ${index + 1}/2/${index + 2}/26;`,
        `      z-index: ${index + 1};`,
        `    }`,
        `  }`,
      ].join('\n'),
    )
    .join('\n');
  const style = [
    '<style>',
    `.fe-${grid} {`,
    '  --grid-gutter: calc(var(--sqs-mobile-site-gutter, 6vw) - 11.0px);',
    '  --cell-max-width: calc( ( var(--sqs-site-max-width, 1500px) - (11.0px * (8 - 1)) ) / 8 );',
    '  display: grid;',
    '  position: relative;',
    '  grid-area: 1/1/-1/-1;',
    `  grid-template-rows: repeat(${cells.length},minmax(24px, auto));`,
    '  grid-template-columns: minmax(var(--grid-gutter), 1fr) repeat(8, minmax(0, var(--cell-max-width))) minmax(var(--grid-gutter), 1fr);',
    '  row-gap: 11.0px;',
    '  column-gap: 11.0px;',
    '}',
    '@media (min-width: 768px) {',
    `  .fe-${grid} {`,
    '    --grid-gutter: calc(var(--sqs-site-gutter, 4vw) - 11.0px);',
    '    --cell-max-width: calc( ( var(--sqs-site-max-width, 1500px) - (11.0px * (24 - 1)) ) / 24 );',
    '    grid-template-columns: minmax(var(--grid-gutter), 1fr) repeat(24, minmax(0, var(--cell-max-width))) minmax(var(--grid-gutter), 1fr);',
    '  }',
    '}',
    cellRules,
    '</style>',
  ].join('\n');
  const inner = [
    `${indent}      <div data-fluid-engine="true">${style}<div class="fluid-engine fe-${grid}">`,
    ...cells.map(({ id, piece }) => `<div class="fe-block fe-block-${id}">${piece}</div>`),
    `${indent}      </div></div>`,
  ].join('\n');
  return sectionWrapper(inner, { ...options, fluid: true });
}

/**
 * A 7.0 page's grid: `div.sqs-layout.sqs-grid-12[data-type="page"]` with the id the platform
 * gives it (`page-<collectionId>`) around `rows`.
 * @param {string} rows @param {string} collectionId @param {string} [indent]
 */
export function pageLayout(rows, collectionId, indent = '    ') {
  return `${indent}<div class="sqs-layout sqs-grid-12 columns-12" data-type="page" id="page-${escapeHtml(collectionId)}">\n${rows}\n${indent}</div>`;
}

/**
 * One full-width row of a 7.0 page's grid around `content`.
 * @param {string} content @param {string} [indent]
 */
export function layoutRow(content, indent = '      ') {
  return `${indent}<div class="row sqs-row"><div class="col sqs-col-12 span-12">\n${content}\n${indent}</div></div>`;
}
