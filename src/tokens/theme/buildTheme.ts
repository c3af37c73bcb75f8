/**
 * A section theme built from a palette: semantic colours that meet WCAG AA by
 * construction, and the CSS custom properties that let published-page
 * markup use the same colours (e.g. `hsla(var(--accent-hsl), 1)`). Pure.
 *
 * light: black text on white, links in the safe dark accent, surfaces in the light
 *        accent with its safe inverse as text;
 * dark:  white text on black, links in the safe light accent, surfaces in the dark
 *        accent with its safe inverse as text.
 * Buttons in both: the accent with its safe inverse as text.
 */
import type { ColorValue } from '../color/colorValue';
import { toHslTriple } from '../color/formatColor';
import { PALETTE_COLOR_IDS, type Palette, type PaletteColorId } from '../palette/paletteConfig';
import { tokens } from '../tokens';
import { paletteVariableName, themeVariableName, tokenVariableName } from './cssVariableNames';
import { THEME_COLOR_NAMES, type SectionTheme, type ThemeColorName } from './themeColorNames';

export type ThemeColorSources = Record<ThemeColorName, PaletteColorId>;

/** Which palette colour each semantic colour takes in each section theme. */
export const THEME_COLOR_SOURCES: Record<SectionTheme, ThemeColorSources> = {
  light: {
    background: 'white',
    text: 'black',
    link: 'safeDarkAccent',
    accent: 'accent',
    onAccent: 'safeInverseAccent',
    surface: 'lightAccent',
    onSurface: 'safeInverseLightAccent',
    border: 'safeDarkAccent',
    focus: 'safeDarkAccent',
  },
  dark: {
    background: 'black',
    text: 'white',
    link: 'safeLightAccent',
    accent: 'accent',
    onAccent: 'safeInverseAccent',
    surface: 'darkAccent',
    onSurface: 'safeInverseDarkAccent',
    border: 'safeLightAccent',
    focus: 'safeLightAccent',
  },
};

export interface Theme {
  sectionTheme: SectionTheme;
  palette: Palette;
  /** Which palette colour each semantic colour comes from. */
  sources: ThemeColorSources;
  /** Semantic colours as CSS, through the custom properties. */
  colors: Record<ThemeColorName, string>;
  /** Semantic colours as values, for contrast checks and docs. */
  values: Record<ThemeColorName, ColorValue>;
  fontFamily: string;
  cssVariables: Record<string, string>;
}

export const FONT_FAMILY = "'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif";

/** The tokens (font sizes, weights, radii, transitions, the dialog layer, the font) as custom properties. */
export function tokenVariables(): Record<string, string> {
  const vars: Record<string, string> = {};
  for (const [key, px] of Object.entries(tokens.fontSizes)) vars[tokenVariableName('fontSize', key)] = `${px}px`;
  for (const [key, weight] of Object.entries(tokens.fontWeights)) vars[tokenVariableName('fontWeight', key)] = String(weight);
  for (const [key, px] of Object.entries(tokens.radii)) vars[tokenVariableName('radius', key)] = `${px}px`;
  for (const [key, ms] of Object.entries(tokens.transitionTimes)) vars[tokenVariableName('transition', key)] = `${ms}ms`;
  vars['--z-dialog'] = String(tokens.zIndices.dialog);
  vars['--font-family'] = FONT_FAMILY;
  return vars;
}

export function buildTheme(palette: Palette, sectionTheme: SectionTheme = 'light'): Theme {
  const sources = THEME_COLOR_SOURCES[sectionTheme];
  const cssVariables: Record<string, string> = {};
  for (const id of PALETTE_COLOR_IDS) cssVariables[paletteVariableName(id)] = toHslTriple(palette[id]);
  const colors = {} as Record<ThemeColorName, string>;
  const values = {} as Record<ThemeColorName, ColorValue>;
  for (const name of THEME_COLOR_NAMES) {
    const source = sources[name];
    colors[name] = `hsla(var(${paletteVariableName(source)}), 1)`;
    values[name] = palette[source];
    cssVariables[themeVariableName(name)] = colors[name];
  }
  Object.assign(cssVariables, tokenVariables());
  return { sectionTheme, palette, sources, colors, values, fontFamily: FONT_FAMILY, cssVariables };
}

/** The variables as a CSS rule, for published-page stylesheets. */
export function cssVariablesRule(selector: string, variables: Record<string, string>): string {
  const body = Object.entries(variables)
    .map(([name, value]) => `  ${name}: ${value};`)
    .join('\n');
  return `${selector} {\n${body}\n}`;
}
