/**
 * Palette generation from the accent seed (spec: palette modes Presets, Custom
 * Colors, From Color and From Image; presets Monochrome, Complementary, Analogous I
 * and Analogous II). Pure.
 */
import { makeColorValue, readColorValue, type ColorValue } from '../color/colorValue';
import { parseColor } from '../color/parseColor';
import { GENERATION_LUMA_THRESHOLD, isDark } from '../color/luma';
import { DEFAULT_HEX, PALETTE_PRESETS, type Palette, type PalettePreset } from './paletteConfig';
import { safeDark, safeInverse, safeLight } from './safeColors';

function fromHex(hex: string): ColorValue {
  const value = parseColor(hex);
  if (!value) throw new Error(`Invalid built-in colour ${hex}`);
  return value;
}

export const DEFAULT_WHITE = fromHex(DEFAULT_HEX.white);
export const DEFAULT_BLACK = fromHex(DEFAULT_HEX.black);
export const SEED_FALLBACK = fromHex(DEFAULT_HEX.seedFallback);

/**
 * The seed as a colour value: a colour value or colour string; anything invalid or
 * absent falls back to salmon FFAABB.
 */
export function resolveSeed(seed: ColorValue | string | null | undefined): ColorValue {
  if (typeof seed === 'string') return parseColor(seed) ?? SEED_FALLBACK;
  return readColorValue(seed) ?? SEED_FALLBACK;
}

export interface CustomColors {
  accent: ColorValue;
  lightAccent: ColorValue;
  darkAccent: ColorValue;
  white?: ColorValue;
  black?: ColorValue;
}

/** Custom Colors: the owner picks accent, light and dark; the safe variants follow. */
export function derivePalette({ accent, lightAccent, darkAccent, white = DEFAULT_WHITE, black = DEFAULT_BLACK }: CustomColors): Palette {
  return {
    white,
    black,
    accent,
    lightAccent,
    darkAccent,
    safeLightAccent: safeLight(lightAccent),
    safeDarkAccent: safeDark(darkAccent),
    safeInverseAccent: safeInverse(accent),
    safeInverseLightAccent: safeInverse(lightAccent),
    safeInverseDarkAccent: safeInverse(darkAccent),
  };
}

/** Hue offsets of the light and dark accents from the seed, per preset. */
const PRESET_HUE_OFFSETS: Record<PalettePreset, { light: number; dark: number }> = {
  Monochrome: { light: 0, dark: 0 },
  Complementary: { light: 0, dark: 180 },
  'Analogous I': { light: -30, dark: 30 },
  'Analogous II': { light: 60, dark: -60 },
};

/**
 * Lightness targets of the light and dark accents. A seed darker than the
 * generation threshold (luma 0.34) already sits low, so its light accent is pushed
 * further up and its dark accent is kept relative to it rather than fixed.
 */
function accentLightness(seed: ColorValue): { light: number; dark: number } {
  const l = seed.values.lightness;
  if (isDark(seed, GENERATION_LUMA_THRESHOLD)) return { light: 94, dark: Math.max(6, l * 0.6) };
  return { light: Math.max(88, l + (100 - l) * 0.6), dark: Math.min(24, l * 0.45) };
}

export function generatePreset(seedInput: ColorValue | string | null | undefined, preset: PalettePreset): Palette {
  const seed = resolveSeed(seedInput);
  const { hue, saturation } = seed.values;
  const offsets = PRESET_HUE_OFFSETS[preset];
  const lightness = accentLightness(seed);
  const lightAccent = makeColorValue(seed.userFormat, hue + offsets.light, Math.min(saturation, 70), lightness.light);
  const darkAccent = makeColorValue(seed.userFormat, hue + offsets.dark, Math.min(saturation, 80), lightness.dark);
  const accent = makeColorValue(seed.userFormat, hue, saturation, seed.values.lightness);
  return derivePalette({ accent, lightAccent, darkAccent });
}

/** From Color: every preset generated from one seed. */
export function palettesFromColor(seed: ColorValue | string | null | undefined): Record<PalettePreset, Palette> {
  const out = {} as Record<PalettePreset, Palette>;
  for (const preset of PALETTE_PRESETS) out[preset] = generatePreset(seed, preset);
  return out;
}
