/**
 * The site palette's ten system colours (spec: "Palette"): ids, names, order and the
 * flags the colour selector reads.
 */
import type { ColorValue } from '../color/colorValue';

export const PALETTE_COLOR_IDS = [
  'white',
  'black',
  'safeLightAccent',
  'safeDarkAccent',
  'safeInverseAccent',
  'safeInverseLightAccent',
  'safeInverseDarkAccent',
  'accent',
  'lightAccent',
  'darkAccent',
] as const;

export type PaletteColorId = (typeof PALETTE_COLOR_IDS)[number];

export interface SystemColorConfig {
  id: PaletteColorId;
  name: string;
  /** The name shown to site owners in the colour selector. */
  displayName: string;
  order: number;
  readonly: boolean;
  userVisible: boolean;
  hideInSelector: boolean;
  /** True for the colour the generator derives the others from. */
  generatorSeed: boolean;
}

const config = (
  id: PaletteColorId,
  name: string,
  displayName: string,
  order: number,
  flags: Partial<Pick<SystemColorConfig, 'readonly' | 'hideInSelector' | 'generatorSeed'>> = {},
): SystemColorConfig => {
  const readonly = flags.readonly ?? false;
  return {
    id,
    name,
    displayName,
    order,
    readonly,
    // the safe variants are read-only and not user-visible
    userVisible: !readonly,
    hideInSelector: flags.hideInSelector ?? false,
    generatorSeed: flags.generatorSeed ?? false,
  };
};

/** In palette order (0 to 9). */
export const SYSTEM_COLORS: readonly SystemColorConfig[] = [
  config('white', 'White', 'Lightest', 0, { hideInSelector: true }),
  config('black', 'Black', 'Darkest', 1, { hideInSelector: true }),
  config('safeLightAccent', 'Safe Light', 'Safe Light', 2, { readonly: true }),
  config('safeDarkAccent', 'Safe Dark', 'Safe Dark', 3, { readonly: true }),
  config('safeInverseAccent', 'Safe Inverse', 'Safe Inverse', 4, { readonly: true }),
  config('safeInverseLightAccent', 'Safe Inverse Light', 'Safe Inverse Light', 5, { readonly: true }),
  config('safeInverseDarkAccent', 'Safe Inverse Dark', 'Safe Inverse Dark', 6, { readonly: true }),
  config('accent', 'Accent', 'Bright', 7, { generatorSeed: true }),
  config('lightAccent', 'Light', 'Light', 8),
  config('darkAccent', 'Dark', 'Dark', 9),
];

export function systemColor(id: PaletteColorId): SystemColorConfig {
  const found = SYSTEM_COLORS.find((c) => c.id === id);
  if (!found) throw new RangeError(`Unknown palette colour id: ${String(id)}`);
  return found;
}

export function isPaletteColorId(id: unknown): id is PaletteColorId {
  return typeof id === 'string' && (PALETTE_COLOR_IDS as readonly string[]).includes(id);
}

/** Default hex colours (spec: black 000000, white FFFFFF, seed fallback salmon FFAABB). */
export const DEFAULT_HEX = { black: '#000000', white: '#FFFFFF', seedFallback: '#FFAABB' } as const;

export interface PaletteColor {
  id: PaletteColorId;
  value: ColorValue;
}

/** A palette: one value per system colour id. */
export type Palette = Readonly<Record<PaletteColorId, ColorValue>>;

/** The palette as the platform stores it: a list of {id, value}, in order. */
export function paletteToList(palette: Palette): PaletteColor[] {
  return SYSTEM_COLORS.map(({ id }) => ({ id, value: palette[id] }));
}

export const PALETTE_MODES = ['Presets', 'Custom Colors', 'From Image', 'From Color'] as const;
export type PaletteMode = (typeof PALETTE_MODES)[number];

export const PALETTE_PRESETS = ['Monochrome', 'Complementary', 'Analogous I', 'Analogous II'] as const;
export type PalettePreset = (typeof PALETTE_PRESETS)[number];
