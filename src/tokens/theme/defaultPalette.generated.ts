/**
 * Our default theme's palette, generated ahead of time from its seed so a published page
 * needs no palette generator: the colours mounted blocks fall back to where a page
 * declares no site colours. Written by its test; after changing the seed, the preset or
 * the generator run
 *   UPDATE_DEFAULT_PALETTE=1 npx vitest run src/tokens/theme/defaultPalette.test.ts
 */
import type { Palette } from '../palette/paletteConfig';

/** @internal kept for tests: the seed and preset the test generates the palette from */
export const DEFAULT_PALETTE_SEED = '#2a6fdb';
/** @internal kept for tests */
export const DEFAULT_PALETTE_PRESET = 'Complementary';

export const DEFAULT_PALETTE: Palette = {
  white: {"userFormat":"hex","values":{"hue":0,"saturation":0,"lightness":100}},
  black: {"userFormat":"hex","values":{"hue":0,"saturation":0,"lightness":0}},
  safeLightAccent: {"userFormat":"hex","values":{"hue":216.61,"saturation":70,"lightness":88}},
  safeDarkAccent: {"userFormat":"hex","values":{"hue":36.61,"saturation":71.08,"lightness":23.03}},
  safeInverseAccent: {"userFormat":"hex","values":{"hue":216.61,"saturation":71.08,"lightness":98.18}},
  safeInverseLightAccent: {"userFormat":"hex","values":{"hue":216.61,"saturation":70,"lightness":43}},
  safeInverseDarkAccent: {"userFormat":"hex","values":{"hue":36.61,"saturation":71.08,"lightness":64.03}},
  accent: {"userFormat":"hex","values":{"hue":216.61,"saturation":71.08,"lightness":51.18}},
  lightAccent: {"userFormat":"hex","values":{"hue":216.61,"saturation":70,"lightness":88}},
  darkAccent: {"userFormat":"hex","values":{"hue":36.61,"saturation":71.08,"lightness":23.03}},
};
