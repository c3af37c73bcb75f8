/**
 * HTML character references, decoded as a browser reads them, for text the page carries
 * entity-encoded: `data-block-json` (`&#123;&quot;design&quot;…`) and the cookie banner's
 * HTML. Pure, no DOM, so it runs in Node and in the runtime's start-up code.
 *
 * - Numeric references, decimal or hex, with or without their semicolon; NUL, surrogates
 *   and values past Unicode read as U+FFFD, as in HTML.
 * - Named references need their semicolon and are read case-insensitively (so `&COLON;`
 *   cannot disguise a `javascript:` address); an unknown name stays as written.
 * - One pass: `&amp;quot;` becomes `&quot;`, never `"`.
 */
const NAMED: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  lbrace: '{',
  rbrace: '}',
  lsqb: '[',
  rsqb: ']',
  lbrack: '[',
  rbrack: ']',
  colon: ':',
  comma: ',',
  period: '.',
  sol: '/',
  bsol: '\\',
  num: '#',
  excl: '!',
  quest: '?',
  equals: '=',
  plus: '+',
  percnt: '%',
  dollar: '$',
  ast: '*',
  lpar: '(',
  rpar: ')',
  semi: ';',
  hyphen: '-',
  lowbar: '_',
  grave: '`',
  verbar: '|',
  vert: '|',
  hat: '^',
  tilde: '~',
  commat: '@',
  newline: '\n',
  tab: '\t',
  hellip: '\u2026',
  mdash: '\u2014',
  ndash: '\u2013',
  lsquo: '\u2018',
  rsquo: '\u2019',
  ldquo: '\u201c',
  rdquo: '\u201d',
  laquo: '\u00ab',
  raquo: '\u00bb',
  bull: '\u2022',
  middot: '\u00b7',
  copy: '\u00a9',
  reg: '\u00ae',
  trade: '\u2122',
  euro: '\u20ac',
  pound: '\u00a3',
  yen: '\u00a5',
};

const REFERENCE = /&(#[xX][0-9a-fA-F]{1,8}|#[0-9]{1,10}|[a-zA-Z][a-zA-Z0-9]{1,31});?/g;

function fromCodePoint(code: number): string {
  if (!Number.isFinite(code) || code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return '\ufffd';
  return String.fromCodePoint(code);
}

/** Decodes the character references in `text` once. */
export function decodeHtmlEntities(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(REFERENCE, (whole, body: string) => {
    if (body[0] === '#') {
      const hex = body[1] === 'x' || body[1] === 'X';
      return fromCodePoint(Number.parseInt(body.slice(hex ? 2 : 1), hex ? 16 : 10));
    }
    const named = NAMED[body.toLowerCase()];
    return named !== undefined && whole.endsWith(';') ? named : whole;
  });
}

/** The inverse for the characters that matter in an attribute. @internal kept for tests: their fixtures encode block JSON as pages do */
export function encodeHtmlEntities(text: string): string {
  return text.replace(/[&<>"'{}]/g, (c) => `&#${c.codePointAt(0)};`);
}
