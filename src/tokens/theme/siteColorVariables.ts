/**
 * Our theme's colours taken from the site's own (spec: "Palette"; a published 7.1 page's
 * site.css): the page declares its palette on `:root` as bare HSL triplets named by slot
 * (`--white-hsl: 0,0%,100%`, `--accent-hsl`, `--lightAccent-hsl`, the `safe*` ones), what
 * each slot is used for as semantic variables (`--siteBackgroundColor`,
 * `--paragraphMediumColor`, … written `hsla(var(--black-hsl),1)`), and the semantic
 * variables again in one `[data-section-theme="dark"]`-style rule per section theme.
 *
 * Each `--color-*` our views read becomes `var(<the site's semantic variable>, <our default>)`
 * where our default is the default theme's slot, itself through the site's slot variable
 * (`hsla(var(--black-hsl, 0,0%,0%), 1)`): a page with the whole palette gets the site's
 * colours, one with only the slots gets them in our roles, a page with none (7.0) our
 * default theme. The rules are declared on the elements the caller names (the runtime: each
 * element a view renders into and each portal's host), so the var() references are resolved
 * where each view sits and a block takes the colours of the section it sits in. Declared on
 * `:root`, they would restyle every element of the page when they arrive: on a page of 10,000
 * gallery slides that took Chromium 45 s. Pure: strings in, CSS text out.
 */
import { toHslTriple } from '../color/formatColor';
import type { Palette, PaletteColorId } from '../palette/paletteConfig';
import { THEME_COLOR_SOURCES } from './buildTheme';
import { themeVariableName } from './cssVariableNames';
import { THEME_COLOR_NAMES, type ThemeColorName } from './themeColorNames';

/**
 * The site's semantic variable each theme colour takes (every section theme rule of a
 * published site.css declares all of them). Chosen where the platform pairs a colour with
 * its safe counterpart, as our theme does: the primary button's background and text for
 * accent / on-accent, the course navigation's background and text (light accent with its
 * safe inverse in a light theme, dark accent with its own in a dark one) for surface /
 * on-surface, the section divider for borders, the paragraph link for links and focus.
 */
export const SITE_COLOR_VARIABLES: Record<ThemeColorName, `--${string}`> = {
  background: '--siteBackgroundColor',
  text: '--paragraphMediumColor',
  link: '--paragraphLinkColor',
  accent: '--primaryButtonBackgroundColor',
  onAccent: '--primaryButtonTextColor',
  surface: '--course-item-nav-background-color',
  onSurface: '--course-item-nav-text-color',
  border: '--section-divider-stroke-color',
  focus: '--paragraphLinkColor',
};

/** A palette slot's variable as published pages name it: '--lightAccent-hsl' (the slot id as it is). */
export function siteSlotVariableName(id: PaletteColorId): `--${string}-hsl` {
  return `--${id}-hsl`;
}

/** `--color-*` → `var(--siteVariable, hsla(var(--slot-hsl, H,S%,L%), 1))`, with the default palette's light theme as the fallback. */
export function siteColorDeclarations(defaults: Palette): Record<string, string> {
  const declarations: Record<string, string> = {};
  for (const name of THEME_COLOR_NAMES) {
    const slot = THEME_COLOR_SOURCES.light[name];
    const fallback = `hsla(var(${siteSlotVariableName(slot)}, ${toHslTriple(defaults[slot])}), 1)`;
    declarations[themeVariableName(name)] = `var(${SITE_COLOR_VARIABLES[name]}, ${fallback})`;
  }
  return declarations;
}

const block = (selector: string, declarations: Record<string, string>): string =>
  `${selector}{${Object.entries(declarations)
    .map(([name, value]) => `${name}:${value}`)
    .join(';')}}`;

/**
 * The style sheet text a published page gets: the tokens and the colours on the elements
 * `scope` selects, each resolving the colours with the values of the section it sits in.
 */
export function siteThemeStyleText(defaults: Palette, tokens: Record<string, string>, scope: string): string {
  return block(scope, tokens) + block(scope, siteColorDeclarations(defaults));
}
