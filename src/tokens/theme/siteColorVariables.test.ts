import { describe, expect, it } from 'vitest';
import { toHslTriple } from '../color/formatColor';
import { DEFAULT_PALETTE } from './defaultPalette.generated';
import { buildTheme, tokenVariables } from './buildTheme';
import { SITE_COLOR_VARIABLES, siteColorDeclarations, siteSlotVariableName, siteThemeStyleText } from './siteColorVariables';
import { THEME_COLOR_NAMES } from './themeColorNames';
import { themeVariableName } from './cssVariableNames';

describe('site colour variables', () => {
  it('takes each theme colour from the site, then from its palette slot, then from our default palette', () => {
    const declarations = siteColorDeclarations(DEFAULT_PALETTE);
    expect(declarations['--color-text']).toBe(`var(--paragraphMediumColor, hsla(var(--black-hsl, ${toHslTriple(DEFAULT_PALETTE.black)}), 1))`);
    expect(declarations['--color-surface']).toBe(
      `var(--course-item-nav-background-color, hsla(var(--lightAccent-hsl, ${toHslTriple(DEFAULT_PALETTE.lightAccent)}), 1))`,
    );
    expect(declarations['--color-on-accent']).toBe(
      `var(--primaryButtonTextColor, hsla(var(--safeInverseAccent-hsl, ${toHslTriple(DEFAULT_PALETTE.safeInverseAccent)}), 1))`,
    );
    expect(Object.keys(declarations)).toEqual(THEME_COLOR_NAMES.map(themeVariableName));
  });

  it("falls back to exactly our default light theme's colours, slot for slot", () => {
    const theme = buildTheme(DEFAULT_PALETTE, 'light');
    for (const name of THEME_COLOR_NAMES) {
      const slot = theme.sources[name];
      expect(siteColorDeclarations(DEFAULT_PALETTE)[themeVariableName(name)]).toContain(`${siteSlotVariableName(slot)}, ${toHslTriple(theme.values[name])})`);
    }
  });

  it('names published semantic variables and slots as the platform spells them', () => {
    expect(siteSlotVariableName('safeInverseDarkAccent')).toBe('--safeInverseDarkAccent-hsl');
    for (const variable of Object.values(SITE_COLOR_VARIABLES)) expect(variable).toMatch(/^--[a-zA-Z][a-zA-Z-]*$/);
  });

  it('declares the tokens and the colours on the elements the scope names', () => {
    const text = siteThemeStyleText(DEFAULT_PALETTE, tokenVariables(), '.view');
    expect(text.startsWith('.view{--font-size-xxs:9.75px;')).toBe(true);
    const colours = text.slice(text.indexOf('}.view{') + 1);
    expect(colours).toMatch(/^\.view\{--color-background:var\(--siteBackgroundColor, hsla\(var\(--white-hsl, 0,0%,100%\), 1\)\);/);
    expect(colours).not.toContain('--font-size');
    expect(text).not.toMatch(/--[a-z-]+-hsl:/);
  });
});
