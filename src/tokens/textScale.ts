/**
 * The text scale and the pointer target sizes: font sizes, line heights, targets. A module of its own,
 * re-exported by `tokens.ts`, so the runtime's start-up (the announcement bar's box it keeps before the
 * first paint: `blocks/announcementBar/announcementBarBox.ts`) takes them without the rest of the tokens.
 */

/** Font sizes in px, 9.75 to 28 (spec bounds). */
export const fontSizes = {
  xxs: 9.75,
  xs: 11,
  sm: 12,
  md: 14,
  base: 16,
  lg: 18,
  xl: 20,
  xxl: 22,
  display: 24,
  hero: 28,
} as const;

/** Unitless line heights: headings are tight or snug, running text normal or relaxed. */
export const lineHeights = {
  none: 1,
  tight: 1.2,
  snug: 1.3,
  normal: 1.4,
  relaxed: 1.5,
  loose: 1.6,
} as const;

/**
 * Size of a pointer target in px. The code uses 44 (WCAG 2.2 2.5.5, AAA) for every control
 * a visitor taps; 36 high for an action inside a dense panel (a compact button); 24
 * (2.5.8, the AA minimum) only for a text button inside running text.
 */
export const targetSize = { minPx: 44, compactPx: 36, wcagMinimumPx: 24 } as const;
