#!/usr/bin/env node
/**
 * Style census: what the styling foundation counts (the issue note's before/after figures).
 *
 *   node scripts/styles/styleCensus.mjs            the counts as a table
 *   node scripts/styles/styleCensus.mjs --json     the same as JSON
 *
 * Counted over `src/` (tests excluded):
 * - focusRings: outline declarations with a width (`outline: 3px solid …`), and the distinct
 *   `outline-offset`s next to them; the focusRing helper is the one that should remain;
 * - localButtons: `styled.button` outside `src/primitives/buttons/`;
 * - headings: `styled.h1`…`h6`, those declaring their own font size (not by headingText())
 *   and the distinct line heights they declare;
 * - in `*.styles.ts` only: raw px (a number followed by `px` written in the CSS text, not a
 *   token interpolated before `px`) and raw colours (hex, rgb(), rgba(), hsl() without var()).
 * The rules are plain functions over text (rawColours, rawPx, …) so the unit test checks them.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** Files under a folder whose names end with one of the endings, tests left out. */
export function listSources(dir, endings) {
  const out = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...listSources(path, endings));
    else if (endings.some((e) => entry.name.endsWith(e)) && !/\.test\.tsx?$/.test(entry.name)) out.push(path);
  }
  return out.sort();
}

/** `outline: 3px solid …` declarations (a ring, not `outline: none`). */
export function focusRingDeclarations(text) {
  return text.match(/outline:\s*(?:\d+(?:\.\d+)?|\$\{[^}]+\})px\s+solid/g) ?? [];
}

export function outlineOffsets(text) {
  return (text.match(/outline-offset:\s*[^;]+/g) ?? []).map((m) => m.replace(/outline-offset:\s*/, ''));
}

export function localButtons(text) {
  return text.match(/styled\.button\b/g) ?? [];
}

export function headings(text) {
  return text.match(/styled\.h[1-6]\b/g) ?? [];
}

/** Heading rules that declare their own font size (not through headingText()). */
export function headingsDeclaringType(text) {
  return [...text.matchAll(/styled\.h[1-6][^`]*`([^`]*)`/g)].filter((m) => /font-size:/.test(m[1]));
}

/** Line heights declared in the heading rules of a file (`styled.hN` … up to the closing backtick). */
export function headingLineHeights(text) {
  const out = [];
  for (const m of text.matchAll(/styled\.h[1-6][^`]*`([^`]*)`/g)) {
    for (const lh of m[1].matchAll(/line-height:\s*([^;]+);/g)) out.push(lh[1].trim());
  }
  return out;
}

/** Raw colours in CSS text: hex, rgb()/rgba()/hsl()/hsla() with literal numbers. */
export function rawColours(text) {
  const code = stripComments(text);
  const hex = code.match(/#[0-9a-fA-F]{3,8}\b/g) ?? [];
  const fns = code.match(/\b(?:rgba?|hsla?)\(\s*[\d.]/g) ?? [];
  return [...hex, ...fns];
}

/** Raw px written in CSS text (`12px`, `0.5px`); `${space.md}px` is a token, not counted. */
export function rawPx(text) {
  return stripComments(text).match(/(?<![\w}$.])\d+(?:\.\d+)?px\b/g) ?? [];
}

function stripComments(text) {
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
}

export function census(root = ROOT) {
  const src = join(root, 'src');
  const all = listSources(src, ['.ts', '.tsx']);
  const styles = all.filter((f) => f.endsWith('.styles.ts'));
  const read = (f) => readFileSync(f, 'utf8');
  const rel = (f) => relative(root, f).split(sep).join('/');
  let rings = 0;
  const ringFiles = new Set();
  const offsets = new Set();
  let buttons = 0;
  let heads = 0;
  let headsOwnType = 0;
  const lineHeights = new Set();
  for (const f of all) {
    const text = read(f);
    const r = focusRingDeclarations(text).length;
    rings += r;
    if (r) ringFiles.add(rel(f));
    for (const o of outlineOffsets(text)) offsets.add(o);
    if (!rel(f).startsWith('src/primitives/buttons/')) buttons += localButtons(text).length;
    heads += headings(text).length;
    headsOwnType += headingsDeclaringType(text).length;
    for (const lh of headingLineHeights(text)) lineHeights.add(lh);
  }
  let px = 0;
  let colours = 0;
  const colourFiles = {};
  for (const f of styles) {
    const text = read(f);
    px += rawPx(text).length;
    const c = rawColours(text);
    colours += c.length;
    if (c.length) colourFiles[rel(f)] = c;
  }
  return {
    focusRings: rings,
    focusRingFiles: ringFiles.size,
    outlineOffsets: [...offsets].sort(),
    localButtons: buttons,
    headings: heads,
    headingsDeclaringType: headsOwnType,
    headingLineHeights: [...lineHeights].sort(),
    stylesFiles: styles.length,
    rawPxInStyles: px,
    rawColoursInStyles: colours,
    rawColourFiles: colourFiles,
  };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const result = census();
  if (process.argv.includes('--json')) console.log(JSON.stringify(result, null, 2));
  else {
    console.log(`focus-ring declarations   ${result.focusRings} in ${result.focusRingFiles} files`);
    console.log(`outline offsets           ${result.outlineOffsets.length}: ${result.outlineOffsets.join(', ')}`);
    console.log(`local styled.buttons      ${result.localButtons}`);
    console.log(
      `styled headings           ${result.headings}, ${result.headingsDeclaringType} declaring their own size, line heights ${result.headingLineHeights.length}: ${result.headingLineHeights.join(', ')}`,
    );
    console.log(`raw px in *.styles.ts     ${result.rawPxInStyles} (${result.stylesFiles} files)`);
    console.log(`raw colours in *.styles.ts ${result.rawColoursInStyles}`);
  }
}
