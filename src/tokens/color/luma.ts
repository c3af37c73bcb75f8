/**
 * Luma, darkness and WCAG contrast of colour values.
 */
import { relativeLuminance } from './srgb';
import { toRgba } from './formatColor';
import type { ColorValue } from './colorValue';

/** A colour is dark when its luma is below this. */
export const DARK_LUMA_THRESHOLD = 0.65;
/** The luma threshold palette generation uses to call a seed dark. */
export const GENERATION_LUMA_THRESHOLD = 0.34;
/** WCAG 2 AA contrast for normal text. */
export const AA_TEXT_CONTRAST = 4.5;

/**
 * Luma (Rec. 709 weights on the gamma-encoded sRGB channels), 0 for black to 1 for
 * white. Alpha is ignored.
 */
export function luma(value: ColorValue): number {
  const { r, g, b } = toRgba(value);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

export function isDark(value: ColorValue, threshold: number = DARK_LUMA_THRESHOLD): boolean {
  return luma(value) < threshold;
}

/** WCAG 2 contrast ratio of two opaque colours, 1 to 21. Alpha is ignored. */
export function contrastRatio(a: ColorValue, b: ColorValue): number {
  const la = relativeLuminance({ ...toRgba(a), alpha: 1 });
  const lb = relativeLuminance({ ...toRgba(b), alpha: 1 });
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

export function meetsAA(foreground: ColorValue, background: ColorValue): boolean {
  return contrastRatio(foreground, background) >= AA_TEXT_CONTRAST;
}
