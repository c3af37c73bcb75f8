/**
 * The styling foundation's rules over the code (what a lint rule would check; a unit test
 * runs in `npm test` without one): no `*.styles.ts` in src writes a raw colour (the theme's
 * colours are custom properties, the rest are tokens: shade(), fixedColors), and the focus
 * ring's outline is declared once, in primitives/focusRing.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { focusRingDeclarations, listSources, rawColours } from './styleCensus.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const SRC = `${ROOT}src`;
const rel = (f: string) => relative(ROOT, f).split(sep).join('/');

describe('styles use tokens', () => {
  it('no *.styles.ts in src writes a raw colour', () => {
    const found = listSources(SRC, ['.styles.ts'])
      .map((f: string) => ({ file: rel(f), colours: rawColours(readFileSync(f, 'utf8')) }))
      .filter(({ colours }: { colours: string[] }) => colours.length > 0);
    expect(found).toEqual([]);
  });

  it('the focus ring is declared once, by focusRing()', () => {
    const found = listSources(SRC, ['.ts', '.tsx'])
      .filter((f: string) => focusRingDeclarations(readFileSync(f, 'utf8')).length > 0)
      .map(rel);
    expect(found).toEqual(['src/primitives/focusRing/focusRing.ts']);
  });
});
