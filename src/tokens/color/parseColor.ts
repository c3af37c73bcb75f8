/**
 * Colour strings to colour values (spec: "Colour strings accepted"): hex (3 or 6
 * digits), rgb/rgba, hsl/hsla, hwb or a named colour. Channels clamp to 0-255,
 * saturation and lightness to 0-100, alpha to 0-1, hue wraps into 0-360; values are
 * rounded to 2 decimals and alpha is kept only when it is not 1.
 */
import { colorsNamed, colorToHsl, parseCssColor } from './colorSpace';
import { clamp, makeColorValue, type ColorValue, type UserFormat } from './colorValue';

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/;
const FUNCTION = /^(rgba?|hsla?|hwb)\(/;

function formatOf(text: string): UserFormat | 'hwb' | null {
  if (HEX.test(text)) return 'hex';
  const fn = FUNCTION.exec(text)?.[1];
  if (fn === 'rgb' || fn === 'rgba') return 'rgb';
  if (fn === 'hsl' || fn === 'hsla') return 'hsl';
  if (fn === 'hwb') return 'hwb';
  if (Object.prototype.hasOwnProperty.call(colorsNamed, text)) return 'hex';
  return null;
}

/** Throws the spec's type error when a colour helper is handed anything but a string. */
export function assertColorString(input: unknown): asserts input is string {
  if (typeof input !== 'string') {
    throw new TypeError(`A colour string is required, received ${input === null ? 'null' : typeof input}`);
  }
}

/**
 * Parses a CSS colour string. Returns null for anything that is not one of the
 * accepted forms. Named colours and hex keep the hex user format; hwb, which has no
 * user format of its own, is kept as hsl.
 */
export function parseColor(input: string): ColorValue | null {
  assertColorString(input);
  const text = input.trim().toLowerCase();
  const format = formatOf(text);
  if (format === null) return null;
  const color = parseCssColor(text);
  if (!color) return null;

  if (color.mode === 'hsl') {
    const s = (color.s ?? 0) * 100;
    const l = (color.l ?? 0) * 100;
    return makeColorValue('hsl', color.h ?? 0, s, l, color.alpha ?? 1);
  }
  if (color.mode === 'rgb') {
    const clamped = {
      mode: 'rgb' as const,
      r: clamp(color.r ?? 0, 0, 1),
      g: clamp(color.g ?? 0, 0, 1),
      b: clamp(color.b ?? 0, 0, 1),
      alpha: clamp(color.alpha ?? 1, 0, 1),
    };
    const hsl = colorToHsl(clamped);
    return makeColorValue(format === 'rgb' ? 'rgb' : 'hex', hsl.hue, hsl.saturation, hsl.lightness, hsl.alpha);
  }
  // hwb: whiteness and blackness clamp to 0-1 before conversion
  const hsl = colorToHsl(color);
  return makeColorValue('hsl', hsl.hue, hsl.saturation, hsl.lightness, clamp(hsl.alpha, 0, 1));
}
