/**
 * The colour maths this library delegates to culori: conversions between sRGB, HSL
 * and HWB, CSS colour parsing and WCAG relative luminance. Only the modes used are
 * registered, so the bundle carries nothing else.
 */
import {
  useMode,
  modeRgb,
  modeHsl,
  modeHwb,
  modeLrgb,
  parse,
  wcagLuminance,
  colorsNamed,
} from 'culori/fn';
import type { Color, Rgb, Hsl } from 'culori/fn';

const toRgb = useMode(modeRgb);
const toHsl = useMode(modeHsl);
useMode(modeHwb);
useMode(modeLrgb);

export interface Rgba {
  /** 0-255 */
  r: number;
  g: number;
  b: number;
  /** 0-1 */
  alpha: number;
}

export { parse as parseCssColor, colorsNamed };
export type { Color };

export function hslToRgba(hue: number, saturation: number, lightness: number, alpha = 1): Rgba {
  const rgb = toRgb({ mode: 'hsl', h: hue, s: saturation / 100, l: lightness / 100, alpha } as Hsl);
  return {
    r: clamp255(rgb.r * 255),
    g: clamp255(rgb.g * 255),
    b: clamp255(rgb.b * 255),
    alpha,
  };
}

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

export function rgbaToColor({ r, g, b, alpha }: Rgba): Rgb {
  return { mode: 'rgb', r: r / 255, g: g / 255, b: b / 255, alpha };
}

/** WCAG 2 relative luminance of an sRGB colour, 0 to 1. */
export function relativeLuminance(rgba: Rgba): number {
  return wcagLuminance(rgbaToColor(rgba));
}

function clamp255(n: number): number {
  return Math.min(255, Math.max(0, n));
}
