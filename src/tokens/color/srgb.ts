/**
 * The two colour sums a published page may need, in plain arithmetic: HSL to sRGB and
 * the WCAG 2 relative luminance of an sRGB colour. Kept apart from the parsing and
 * conversions that need the colour library, so code that only formats or compares
 * palette colours (the mounted views, the chart's series) carries no colour library.
 */

export interface Rgba {
  /** 0-255 */
  r: number;
  g: number;
  b: number;
  /** 0-1 */
  alpha: number;
}

const clamp255 = (n: number): number => Math.min(255, Math.max(0, n));

/**
 * Hue in degrees (any, wrapped to 0-360), saturation and lightness 0-100, to 0-255
 * channels (CSS Color 4's hsl-to-rgb: each channel from its own offset round the hue).
 */
export function hslToRgba(hue: number, saturation: number, lightness: number, alpha = 1): Rgba {
  const h = ((hue % 360) + 360) % 360;
  const s = saturation / 100;
  const l = lightness / 100;
  const chroma = s * Math.min(l, 1 - l);
  const channel = (offset: number): number => {
    const k = (offset + h / 30) % 12;
    return clamp255((l - chroma * Math.max(-1, Math.min(k - 3, 9 - k, 1))) * 255);
  };
  return { r: channel(0), g: channel(8), b: channel(4), alpha };
}

/** One 0-255 sRGB channel to linear light (the sRGB transfer function, threshold 0.04045). */
function linear(channel255: number): number {
  const c = channel255 / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** WCAG 2 relative luminance of an sRGB colour, 0 to 1. */
export function relativeLuminance({ r, g, b }: Rgba): number {
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}
