/**
 * HTML entity decoding for attribute text the server entity-encodes (`data-block-json`
 * arrives as `&#123;&quot;design&quot;…`). Numeric entities (decimal and hex) and the
 * named entities block markup uses are decoded; an unknown named entity is kept as
 * written. Pure: no DOM, so it runs in Node and in the start-up chunk.
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
  Hat: '^',
  tilde: '~',
  commat: '@',
  NewLine: '\n',
  Tab: '\t',
  hellip: '\u2026',
  mdash: '\u2014',
  ndash: '\u2013',
  lsquo: '\u2018',
  rsquo: '\u2019',
  ldquo: '\u201c',
  rdquo: '\u201d',
  bull: '\u2022',
  copy: '\u00a9',
  reg: '\u00ae',
  trade: '\u2122',
  euro: '\u20ac',
  pound: '\u00a3',
  yen: '\u00a5',
};

const ENTITY = /&(?:#(\d+)|#[xX]([0-9a-fA-F]+)|([A-Za-z][A-Za-z0-9]*));/g;

function fromCodePoint(code: number, original: string): string {
  // Out of range and lone surrogates stay as written rather than becoming U+FFFD silently.
  if (!Number.isInteger(code) || code < 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return original;
  return String.fromCodePoint(code);
}

/** Decodes HTML entities once (`&amp;quot;` becomes `&quot;`, as a browser would). */
export function decodeHtmlEntities(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(ENTITY, (match, dec: string | undefined, hex: string | undefined, name: string | undefined) => {
    if (dec !== undefined) return fromCodePoint(Number.parseInt(dec, 10), match);
    if (hex !== undefined) return fromCodePoint(Number.parseInt(hex, 16), match);
    return (name !== undefined && NAMED[name]) || match;
  });
}

/** The inverse for the characters that matter in an attribute: used by tests and example pages. */
export function encodeHtmlEntities(text: string): string {
  return text.replace(/[&<>"'{}]/g, (c) => `&#${c.codePointAt(0)};`);
}
