/**
 * The platform's colour value: a user format plus HSL(A) values (spec: "Palette",
 * "Validation rules"). Pure, no DOM.
 */

export const USER_FORMATS = ['hex', 'hsl', 'rgb'] as const;
export type UserFormat = (typeof USER_FORMATS)[number];

export interface HslaValues {
  /** 0 to 360 */
  hue: number;
  /** 0 to 100 */
  saturation: number;
  /** 0 to 100 */
  lightness: number;
  /** 0 to 1; absent means 1 */
  alpha?: number;
}

export interface ColorValue {
  userFormat: UserFormat;
  values: HslaValues;
}

export const HUE_RANGE = [0, 360] as const;
export const PERCENT_RANGE = [0, 100] as const;
export const ALPHA_RANGE = [0, 1] as const;

function isFiniteNumber(n: unknown): n is number {
  return typeof n === 'number' && Number.isFinite(n);
}

function inRange(n: unknown, [min, max]: readonly [number, number]): boolean {
  return isFiniteNumber(n) && n >= min && n <= max;
}

export function isUserFormat(format: unknown): format is UserFormat {
  return typeof format === 'string' && (USER_FORMATS as readonly string[]).includes(format);
}

/**
 * A colour value is valid only if its format is known, hue is 0-360, saturation and
 * lightness 0-100 and alpha (default 1) 0-1.
 */
export function isValidColorValue(value: unknown): value is ColorValue {
  if (typeof value !== 'object' || value === null) return false;
  const { userFormat, values } = value as Partial<ColorValue>;
  if (!isUserFormat(userFormat)) return false;
  if (typeof values !== 'object' || values === null) return false;
  const alpha = values.alpha === undefined ? 1 : values.alpha;
  return inRange(values.hue, HUE_RANGE) && inRange(values.saturation, PERCENT_RANGE) && inRange(values.lightness, PERCENT_RANGE) && inRange(alpha, ALPHA_RANGE);
}

/** Rounds to 2 decimals, turning -0 into 0. */
export function round2(n: number): number {
  const r = Math.round(n * 100) / 100;
  return Object.is(r, -0) ? 0 : r;
}

export function clamp(n: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, n));
}

/** The alpha of a value, 1 when absent. */
export function alphaOf(value: ColorValue): number {
  return value.values.alpha ?? 1;
}

/**
 * Builds a colour value from raw HSLA numbers: hue wrapped into 0-360, the rest
 * clamped, everything rounded to 2 decimals, alpha kept only when it is not 1.
 */
export function makeColorValue(userFormat: UserFormat, hue: number, saturation: number, lightness: number, alpha = 1): ColorValue {
  const wrappedHue = round2(((hue % 360) + 360) % 360);
  const values: HslaValues = {
    hue: wrappedHue === 360 ? 0 : wrappedHue,
    saturation: round2(clamp(saturation, 0, 100)),
    lightness: round2(clamp(lightness, 0, 100)),
  };
  const a = round2(clamp(alpha, 0, 1));
  if (a !== 1) values.alpha = a;
  return { userFormat, values };
}

/**
 * Reads an untrusted colour value (for instance stored palette JSON): the value
 * itself when valid, null otherwise ("invalid values parse to nothing").
 */
export function readColorValue(value: unknown): ColorValue | null {
  if (!isValidColorValue(value)) return null;
  const { hue, saturation, lightness, alpha } = value.values;
  return makeColorValue(value.userFormat, hue, saturation, lightness, alpha ?? 1);
}
