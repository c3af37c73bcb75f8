/**
 * The colour maths this library delegates to culori: conversions between sRGB, HSL
 * and HWB and CSS colour parsing. Only the modes used are registered, so the bundle
 * carries nothing else. HSL to sRGB and the WCAG luminance are plain sums in `srgb.ts`,
 * so what formats or compares colours needs no colour library.
 */
import {
  // culori's mode registration, not a React hook: named so the rules of hooks do not take it for one
  useMode as registerMode,
  modeRgb,
  modeHsl,
  modeHwb,
  modeLrgb,
  parse,
  colorsNamed,
} from 'culori/fn';
import type { Color } from 'culori/fn';

registerMode(modeRgb);
const toHsl = registerMode(modeHsl);
registerMode(modeHwb);
registerMode(modeLrgb);

export { parse as parseCssColor, colorsNamed };
export type { Color };

/** HSL with hue 0-360 and saturation / lightness 0-100; achromatic colours get hue 0. */
export function colorToHsl(color: Color): { hue: number; saturation: number; lightness: number; alpha: number } {
  const hsl = toHsl(color);
  return {
    hue: hsl.h ?? 0,
    saturation: (hsl.s ?? 0) * 100,
    lightness: (hsl.l ?? 0) * 100,
    alpha: hsl.alpha ?? 1,
  };
}
