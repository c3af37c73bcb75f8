/**
 * Character references in the banner's HTML: numeric ones (&#169; &#xA9;) and the named
 * ones a site owner's editor writes (names read case-insensitively). An unknown name
 * stays as written: the banner shows it as text and never decodes it again. Pure.
 */
const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  copy: '©',
  reg: '®',
  trade: '™',
  hellip: '…',
  mdash: '—',
  ndash: '–',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  laquo: '«',
  raquo: '»',
  euro: '€',
  pound: '£',
  middot: '·',
  bull: '•',
  // the punctuation references used to disguise addresses (java&colon;…) read as browsers read them
  colon: ':',
  tab: '\t',
  newline: '\n',
  sol: '/',
  period: '.',
  lpar: '(',
  rpar: ')',
  num: '#',
  quest: '?',
  equals: '=',
  commat: '@',
};

function fromCodePoint(code: number): string {
  // NUL, surrogates and values past Unicode read as the replacement character, as in HTML
  if (!Number.isFinite(code) || code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return '\ufffd';
  return String.fromCodePoint(code);
}

export function decodeEntities(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(/&(#[xX][0-9a-fA-F]{1,8}|#[0-9]{1,10}|[a-zA-Z][a-zA-Z0-9]{1,31});?/g, (whole, body: string) => {
    if (body[0] === '#') {
      const hex = body[1] === 'x' || body[1] === 'X';
      return fromCodePoint(parseInt(body.slice(hex ? 2 : 1), hex ? 16 : 10));
    }
    const named = NAMED[body.toLowerCase()];
    // named references need their semicolon; without one the text stays as written
    return named !== undefined && whole.endsWith(';') ? named : whole;
  });
}
