import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { derivePalette, generatePreset, palettesFromColor, resolveSeed } from './generatePalette';
import { PALETTE_COLOR_IDS, PALETTE_PRESETS, type Palette } from './paletteConfig';
import { contrastRatio } from '../color/luma';
import { isValidColorValue, makeColorValue } from '../color/colorValue';
import { parseColor } from '../color/parseColor';
import { toHex } from '../color/formatColor';

const black = parseColor('#000')!;
const white = parseColor('#fff')!;

/** Every pair the safe variants promise, as [foreground, background]. */
function safePairs(p: Palette) {
  return [
    ['black on safeLightAccent', black, p.safeLightAccent],
    ['white on safeDarkAccent', white, p.safeDarkAccent],
    ['safeInverseAccent on accent', p.safeInverseAccent, p.accent],
    ['safeInverseLightAccent on lightAccent', p.safeInverseLightAccent, p.lightAccent],
    ['safeInverseDarkAccent on darkAccent', p.safeInverseDarkAccent, p.darkAccent],
  ] as const;
}

const seedArb = fc
  .tuple(fc.integer({ min: 0, max: 35999 }), fc.integer({ min: 0, max: 10000 }), fc.integer({ min: 0, max: 10000 }))
  .map(([h, s, l]) => makeColorValue('hsl', h / 100, s / 100, l / 100));

describe('palette generation', () => {
  it('falls back to salmon FFAABB for a missing or invalid seed, and defaults white and black', () => {
    for (const seed of [null, undefined, 'not a colour', '#12']) {
      const p = generatePreset(seed as string | null | undefined, 'Monochrome');
      expect(toHex(p.accent)).toBe('#ffaabb');
      expect(toHex(p.white)).toBe('#ffffff');
      expect(toHex(p.black)).toBe('#000000');
    }
    expect(toHex(resolveSeed({ userFormat: 'hsl', values: { hue: 999, saturation: 0, lightness: 0 } } as never))).toBe('#ffaabb');
  });

  it('keeps the seed as the accent and moves the light and dark hues per preset', () => {
    const seed = '#3366cc'; // hue 220
    const hues = Object.fromEntries(
      PALETTE_PRESETS.map((preset) => {
        const p = generatePreset(seed, preset);
        expect(toHex(p.accent)).toBe(seed);
        return [preset, [p.lightAccent.values.hue, p.darkAccent.values.hue]];
      }),
    );
    expect(hues).toEqual({ Monochrome: [220, 220], Complementary: [220, 40], 'Analogous I': [190, 250], 'Analogous II': [280, 160] });
  });

  it('makes light accents lighter and dark accents darker than the seed', () => {
    fc.assert(
      fc.property(seedArb, fc.constantFrom(...PALETTE_PRESETS), (seed, preset) => {
        const p = generatePreset(seed, preset);
        expect(p.lightAccent.values.lightness).toBeGreaterThanOrEqual(seed.values.lightness);
        expect(p.darkAccent.values.lightness).toBeLessThanOrEqual(Math.max(seed.values.lightness, 6));
      }),
    );
  });

  it('gives every preset, for any seed, safe variants that meet WCAG AA (property)', () => {
    fc.assert(
      fc.property(seedArb, fc.constantFrom(...PALETTE_PRESETS), (seed, preset) => {
        const p = generatePreset(seed, preset);
        for (const id of PALETTE_COLOR_IDS) expect(isValidColorValue(p[id])).toBe(true);
        for (const [label, fg, bg] of safePairs(p)) {
          expect({ label, ok: contrastRatio(fg, bg) >= 4.5 }).toEqual({ label, ok: true });
        }
      }),
      { numRuns: 300 },
    );
  });

  it('derives safe variants for custom colours too (property)', () => {
    fc.assert(
      fc.property(seedArb, seedArb, seedArb, (accent, lightAccent, darkAccent) => {
        const p = derivePalette({ accent, lightAccent, darkAccent });
        for (const [, fg, bg] of safePairs(p)) expect(contrastRatio(fg, bg)).toBeGreaterThanOrEqual(4.5);
      }),
    );
  });

  it('From Color generates all four presets', () => {
    expect(Object.keys(palettesFromColor('#2a9d8f'))).toEqual([...PALETTE_PRESETS]);
  });
});
