import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { buildTheme, cssVariablesRule } from './buildTheme';
import { generatePreset } from '../palette/generatePalette';
import { PALETTE_PRESETS } from '../palette/paletteConfig';
import { contrastRatio } from '../color/luma';
import { SECTION_THEMES } from './themeColorNames';

describe('theme', () => {
  const palette = generatePreset('#2a6fdb', 'Complementary');

  it('writes every palette colour and semantic colour as custom properties', () => {
    const { cssVariables } = buildTheme(palette, 'light');
    expect(cssVariables['--accent-hsl']).toBe(`${palette.accent.values.hue},${palette.accent.values.saturation}%,${palette.accent.values.lightness}%`);
    expect(cssVariables['--safe-inverse-light-accent-hsl']).toMatch(/^[\d.]+,[\d.]+%,[\d.]+%$/);
    expect(cssVariables['--color-background']).toBe('hsla(var(--white-hsl), 1)');
    expect(buildTheme(palette, 'dark').cssVariables['--color-background']).toBe('hsla(var(--black-hsl), 1)');
    expect(cssVariables['--font-size-xxs']).toBe('9.75px');
    expect(cssVariables['--z-dialog']).toBe('30000');
  });

  it('pairs text with backgrounds that meet AA in both section themes, for any seed (property)', () => {
    const seed = fc.tuple(fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }));
    fc.assert(
      fc.property(seed, fc.constantFrom(...PALETTE_PRESETS), fc.constantFrom(...SECTION_THEMES), ([r, g, b], preset, section) => {
        const { values } = buildTheme(generatePreset(`rgb(${r}, ${g}, ${b})`, preset), section);
        expect(contrastRatio(values.text, values.background)).toBeGreaterThanOrEqual(4.5);
        expect(contrastRatio(values.link, values.background)).toBeGreaterThanOrEqual(4.5);
        expect(contrastRatio(values.onAccent, values.accent)).toBeGreaterThanOrEqual(4.5);
        expect(contrastRatio(values.onSurface, values.surface)).toBeGreaterThanOrEqual(4.5);
      }),
    );
  });

  it('formats a CSS rule', () => {
    expect(cssVariablesRule(':root', { '--a': '1', '--b': 'x' })).toBe(':root {\n  --a: 1;\n  --b: x;\n}');
  });
});
