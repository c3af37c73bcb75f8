import { describe, expect, it } from 'vitest';
import { contrastRatio } from '../../tokens/color/luma';
import { generatePreset } from '../../tokens/palette/generatePalette';
import { GRAPHIC_CONTRAST, seriesPaletteIds, seriesStyles } from './chartColors.rules';

const presets = [
  generatePreset('#2a6fdb', 'Complementary'),
  generatePreset('#e4572e', 'Complementary'),
  generatePreset('#f4d35e', 'Complementary'),
  generatePreset('#1b1b1b', 'Complementary'),
];

describe('series colours', () => {
  it('takes only palette colours with 3:1 contrast on the section background, light and dark', () => {
    for (const palette of presets) {
      for (const background of [palette.white, palette.black]) {
        const ids = seriesPaletteIds(palette, background);
        expect(ids.length).toBeGreaterThan(0);
        for (const id of ids) expect(contrastRatio(palette[id], background)).toBeGreaterThanOrEqual(GRAPHIC_CONTRAST);
      }
    }
  });

  it('gives every series a different colour and pattern pair, through the palette’s variables', () => {
    const palette = presets[0]!;
    const styles = seriesStyles(palette, palette.white, 12);
    const pairs = styles.map((s) => `${s.paletteId}/${s.pattern}`);
    const distinct = Math.min(12, seriesPaletteIds(palette, palette.white).length * 3);
    expect(new Set(pairs).size).toBe(distinct);
    expect(styles[0]!.color).toMatch(/^hsla\(var\(--[a-z-]+-hsl\), 1\)$/);
    expect(styles[0]!.pattern).toBe('solid');
  });
});
