/**
 * Series colours and patterns from the section's palette. Each series gets a palette
 * colour with at least 3:1 contrast against the section background (WCAG 1.4.11, non-text
 * contrast), in light and dark alike; when the palette has fewer such colours than there
 * are series, the colours repeat with a hatch, then a dot pattern, so no two series look
 * the same. Pure.
 */
import { contrastRatio } from '../../tokens/color/luma';
import type { Palette, PaletteColorId } from '../../tokens/palette/paletteConfig';
import type { ColorValue } from '../../tokens/color/colorValue';
import { paletteVariableName } from '../../tokens/theme/cssVariableNames';

export const GRAPHIC_CONTRAST = 3;

/** Palette colours in the order series take them. */
export const SERIES_COLOR_ORDER: readonly PaletteColorId[] = ['accent', 'darkAccent', 'lightAccent', 'safeDarkAccent', 'safeLightAccent', 'black', 'white'];

export type SeriesPattern = 'solid' | 'hatch' | 'dots';
const PATTERNS: readonly SeriesPattern[] = ['solid', 'hatch', 'dots'];

export interface SeriesStyle {
  /** The CSS colour (through the palette's custom property, so it follows the section). */
  color: string;
  paletteId: PaletteColorId;
  pattern: SeriesPattern;
}

const sameColor = (a: ColorValue, b: ColorValue) =>
  Math.round(a.values.hue) === Math.round(b.values.hue) &&
  Math.round(a.values.saturation) === Math.round(b.values.saturation) &&
  Math.round(a.values.lightness) === Math.round(b.values.lightness);

/** The palette colours a series may take on this background, without repeats. */
export function seriesPaletteIds(palette: Palette, background: ColorValue): PaletteColorId[] {
  const ids: PaletteColorId[] = [];
  for (const id of SERIES_COLOR_ORDER) {
    const value = palette[id];
    if (contrastRatio(value, background) < GRAPHIC_CONTRAST) continue;
    if (ids.some((kept) => sameColor(palette[kept], value))) continue;
    ids.push(id);
  }
  return ids;
}

/** The style of each of `count` series. */
export function seriesStyles(palette: Palette, background: ColorValue, count: number): SeriesStyle[] {
  const ids = seriesPaletteIds(palette, background);
  // black or white always qualifies against a palette's background; this is a guard
  if (ids.length === 0) ids.push(contrastRatio(palette.black, background) >= contrastRatio(palette.white, background) ? 'black' : 'white');
  return Array.from({ length: count }, (_, i) => {
    const paletteId = ids[i % ids.length]!;
    return { paletteId, color: `hsla(var(${paletteVariableName(paletteId)}), 1)`, pattern: PATTERNS[Math.floor(i / ids.length) % PATTERNS.length]! };
  });
}
