/**
 * Colour values to CSS strings. Hex output requires an alpha of 1.
 */
import { hslToRgba, type Rgba } from './srgb';
import { alphaOf, round2, type ColorValue } from './colorValue';

export function toRgba(value: ColorValue): Rgba {
  const { hue, saturation, lightness } = value.values;
  return hslToRgba(hue, saturation, lightness, alphaOf(value));
}

/** Integer 0-255 channels. */
export function toRgbInts(value: ColorValue): { r: number; g: number; b: number } {
  const { r, g, b } = toRgba(value);
  return { r: Math.round(r), g: Math.round(g), b: Math.round(b) };
}

export class HexAlphaError extends RangeError {
  constructor(alpha: number) {
    super(`Hex output requires an alpha of 1, this colour has ${alpha}`);
    this.name = 'HexAlphaError';
  }
}

/** '#rrggbb'; throws HexAlphaError unless alpha is 1. */
export function toHex(value: ColorValue): string {
  const alpha = alphaOf(value);
  if (alpha !== 1) throw new HexAlphaError(alpha);
  const { r, g, b } = toRgbInts(value);
  return `#${[r, g, b].map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

export function toRgbString(value: ColorValue): string {
  const { r, g, b } = toRgbInts(value);
  const alpha = alphaOf(value);
  return alpha === 1 ? `rgb(${r}, ${g}, ${b})` : `rgba(${r}, ${g}, ${b}, ${alpha})`;
}

export function toHslString(value: ColorValue): string {
  const { hue, saturation, lightness } = value.values;
  const alpha = alphaOf(value);
  const body = `${round2(hue)}, ${round2(saturation)}%, ${round2(lightness)}%`;
  return alpha === 1 ? `hsl(${body})` : `hsla(${body}, ${alpha})`;
}

/** The 'H,S%,L%' triple used by CSS custom properties such as --accent-hsl. */
export function toHslTriple(value: ColorValue): string {
  const { hue, saturation, lightness } = value.values;
  return `${round2(hue)},${round2(saturation)}%,${round2(lightness)}%`;
}

/**
 * The value in its own user format. A hex colour with an alpha other than 1 has no
 * hex form and is written as rgba instead.
 */
export function formatColor(value: ColorValue): string {
  switch (value.userFormat) {
    case 'hex':
      return alphaOf(value) === 1 ? toHex(value) : toRgbString(value);
    case 'rgb':
      return toRgbString(value);
    case 'hsl':
      return toHslString(value);
  }
}
