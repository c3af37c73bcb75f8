import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { generatePreset } from '../palette/generatePalette';
import { PALETTE_COLOR_IDS } from '../palette/paletteConfig';
import { DEFAULT_PALETTE, DEFAULT_PALETTE_PRESET, DEFAULT_PALETTE_SEED } from './defaultPalette.generated';

const FILE = join(import.meta.dirname, 'defaultPalette.generated.ts');

/** The module's text for a palette generated from the seed: written once, read by pages with no generator. */
function moduleText(): string {
  const palette = generatePreset(DEFAULT_PALETTE_SEED, DEFAULT_PALETTE_PRESET);
  const entries = PALETTE_COLOR_IDS.map((id) => `  ${id}: ${JSON.stringify(palette[id])},`).join('\n');
  return `/**
 * Our default theme's palette, generated ahead of time from its seed so a published page
 * needs no palette generator: the colours mounted blocks fall back to where a page
 * declares no site colours. Written by its test; after changing the seed, the preset or
 * the generator run
 *   UPDATE_DEFAULT_PALETTE=1 npx vitest run src/tokens/theme/defaultPalette.test.ts
 */
import type { Palette } from '../palette/paletteConfig';

/** @internal kept for tests: the seed and preset the test generates the palette from */
export const DEFAULT_PALETTE_SEED = '${DEFAULT_PALETTE_SEED}';
/** @internal kept for tests */
export const DEFAULT_PALETTE_PRESET = '${DEFAULT_PALETTE_PRESET}';

export const DEFAULT_PALETTE: Palette = {
${entries}
};
`;
}

describe('the default palette, generated ahead of time', () => {
  it('is what the generator makes of the seed today', () => {
    if (process.env.UPDATE_DEFAULT_PALETTE) writeFileSync(FILE, moduleText());
    expect(readFileSync(FILE, 'utf8')).toBe(moduleText());
    expect(DEFAULT_PALETTE).toEqual(generatePreset(DEFAULT_PALETTE_SEED, DEFAULT_PALETTE_PRESET));
  });
});
