/**
 * Safe colour variants: the nearest colour of the same hue whose contrast meets
 * WCAG AA (4.5:1) against a given partner. Pure.
 *
 * - safeLightAccent: the light accent, lightened until black text on it meets AA;
 * - safeDarkAccent: the dark accent, darkened until white text on it meets AA;
 * - safeInverse*: a text colour for the accent, light or dark accent, moved away from
 *   its background (towards white or black, whichever can contrast more) until it
 *   meets AA. One of white or black always reaches at least 4.58:1, so the search
 *   always ends.
 */
import { makeColorValue, type ColorValue } from '../color/colorValue';
import { AA_TEXT_CONTRAST, contrastRatio } from '../color/luma';

const STEP = 1;

/**
 * Moves `start`'s lightness towards 100 ('lighter') or 0 ('darker') until it meets
 * AA against `partner`; the result is rounded as stored, and checked after rounding.
 */
export function shiftUntilContrast(
  start: ColorValue,
  partner: ColorValue,
  direction: 'lighter' | 'darker',
  minimum: number = AA_TEXT_CONTRAST,
): ColorValue | null {
  const { hue, saturation } = start.values;
  const sign = direction === 'lighter' ? 1 : -1;
  let lightness = start.values.lightness;
  for (;;) {
    const candidate = makeColorValue(start.userFormat, hue, saturation, lightness);
    if (contrastRatio(candidate, partner) >= minimum) return candidate;
    if (lightness === (direction === 'lighter' ? 100 : 0)) return null;
    lightness = Math.min(100, Math.max(0, lightness + sign * STEP));
  }
}

const WHITE = makeColorValue('hex', 0, 0, 100);
const BLACK = makeColorValue('hex', 0, 0, 0);

/** A light background on which black text meets AA. */
export function safeLight(lightAccent: ColorValue): ColorValue {
  return shiftUntilContrast(lightAccent, BLACK, 'lighter') ?? WHITE;
}

/** A dark background on which white text meets AA. */
export function safeDark(darkAccent: ColorValue): ColorValue {
  return shiftUntilContrast(darkAccent, WHITE, 'darker') ?? BLACK;
}

/** A text colour of the background's hue that meets AA on that background. */
export function safeInverse(background: ColorValue): ColorValue {
  const towardsWhite = contrastRatio(WHITE, background) >= contrastRatio(BLACK, background);
  const start = makeColorValue(background.userFormat, background.values.hue, background.values.saturation, background.values.lightness);
  return shiftUntilContrast(start, background, towardsWhite ? 'lighter' : 'darker') ?? (towardsWhite ? WHITE : BLACK);
}
