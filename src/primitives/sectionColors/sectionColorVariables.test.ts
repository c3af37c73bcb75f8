import { describe, expect, it } from 'vitest';
import { buildTheme } from '../../tokens/theme/buildTheme';
import { generatePreset } from '../../tokens/palette/generatePalette';
import { sectionColorVariables } from './sectionColorVariables';

describe('sectionColorVariables', () => {
  const palette = generatePreset('#2a6fdb', 'Complementary');

  it("uses the site palette's light or dark section theme when there is one", () => {
    const theme = buildTheme(palette, 'light');
    expect(sectionColorVariables(theme, 'light')).toEqual(buildTheme(palette, 'light').cssVariables);
    expect(sectionColorVariables(theme, 'dark')).toEqual(buildTheme(palette, 'dark').cssVariables);
    expect(sectionColorVariables(theme, 'dark')['--color-background']).toBe('hsla(var(--black-hsl), 1)');
  });

  it('falls back to plain black on white, or white on black, with no palette', () => {
    expect(sectionColorVariables(undefined, 'light')).toEqual({
      '--color-background': '#ffffff',
      '--color-text': '#111111',
      '--color-link': '#111111',
      '--color-accent': '#111111',
      '--color-on-accent': '#ffffff',
      '--color-border': '#111111',
      '--color-focus': '#111111',
    });
    const dark = sectionColorVariables(undefined, 'dark');
    expect(dark['--color-background']).toBe('#111111');
    expect(dark['--color-text']).toBe('#ffffff');
    expect(dark['--color-on-accent']).toBe('#111111');
  });
});
