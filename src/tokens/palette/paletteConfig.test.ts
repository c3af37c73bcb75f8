import { describe, expect, it } from 'vitest';
import { PALETTE_COLOR_IDS, SYSTEM_COLORS, paletteToList, systemColor } from './paletteConfig';
import { generatePreset } from './generatePalette';

describe('system colours', () => {
  it('has the ten ids with the spec names in order 0 to 9', () => {
    expect(SYSTEM_COLORS.map((c) => [c.order, c.name])).toEqual([
      [0, 'White'],
      [1, 'Black'],
      [2, 'Safe Light'],
      [3, 'Safe Dark'],
      [4, 'Safe Inverse'],
      [5, 'Safe Inverse Light'],
      [6, 'Safe Inverse Dark'],
      [7, 'Accent'],
      [8, 'Light'],
      [9, 'Dark'],
    ]);
    expect(new Set(SYSTEM_COLORS.map((c) => c.id))).toEqual(new Set(PALETTE_COLOR_IDS));
  });

  it('makes the safe variants read-only and not user-visible, hides white and black', () => {
    for (const c of SYSTEM_COLORS) {
      const safe = c.id.startsWith('safe');
      expect([c.id, c.readonly, c.userVisible]).toEqual([c.id, safe, !safe]);
      expect([c.id, c.hideInSelector]).toEqual([c.id, c.id === 'white' || c.id === 'black']);
    }
    expect(SYSTEM_COLORS.filter((c) => c.generatorSeed).map((c) => c.id)).toEqual(['accent']);
  });

  it('shows the display names site owners see', () => {
    expect(['white', 'lightAccent', 'accent', 'darkAccent', 'black'].map((id) => systemColor(id as never).displayName)).toEqual([
      'Lightest',
      'Light',
      'Bright',
      'Dark',
      'Darkest',
    ]);
    expect(() => systemColor('nope' as never)).toThrow(RangeError);
  });

  it('lists a palette in order as {id, value}', () => {
    const list = paletteToList(generatePreset('#3366cc', 'Monochrome'));
    expect(list.map((c) => c.id)).toEqual(SYSTEM_COLORS.map((c) => c.id));
  });
});
