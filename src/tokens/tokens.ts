/**
 * Design tokens: the platform's fixed scales and constants (spec: "Design tokens",
 * "Animation", "Images", "Dialogs, tooltips, lightbox", and the breakpoints of the
 * platform enumerations). Pure data, no React.
 */

import { observer } from './observer';
import { fontSizes, lineHeights, targetSize } from './textScale';

export const fontWeights = { regular: 400, medium: 500, semibold: 600 } as const;

/**
 * Space scale in px, for padding, margin and gap. Write it with `px()`:
 * `padding: ${px(space.sm, space.md)}` is `padding: 8px 12px`. Values the scale does not hold
 * (10 px, 14 px) stay written in px; they are counted by the style census.
 */
export const space = {
  none: 0,
  hair: 2,
  xxs: 4,
  xs: 6,
  sm: 8,
  md: 12,
  lg: 16,
  xl: 20,
  xxl: 24,
  xxxl: 32,
} as const;

export type SpaceToken = keyof typeof space;

/** Px values as a CSS length list: `px(8, 12)` is `'8px 12px'`, `px(0)` is `'0'`. */
export function px(...values: readonly number[]): string {
  return values.map((v) => (v === 0 ? '0' : `${v}px`)).join(' ');
}

/**
 * The keyboard focus ring: an outline `widthPx` wide, `offsetPx` outside the element, or
 * `insetOffsetPx` inside it where an outer ring would be clipped (a row in a scrolling list,
 * a bar at the viewport's edge). Its colour is the section theme's focus colour (the
 * `--color-focus` custom property the theme writes: the safe dark accent on light sections,
 * the safe light accent on dark ones), `currentColor` on a surface that sets its own text
 * colour, white on an image. Drawn by the `focusRing()` helper in `primitives/focusRing`.
 */
export const focusRing = {
  widthPx: 3,
  offsetPx: 2,
  insetOffsetPx: -3,
  colors: { focus: 'var(--color-focus)', current: 'currentColor', onMedia: '#fff' },
} as const;

/**
 * Colours that are not the section theme's, the same on every section: black at an
 * opacity for shadows and scrims (`shade('medium')`), grey hairlines that show on light
 * and dark sections alike, and white text or rings over an image. Styles write no raw
 * colour; the theme's colours are its custom properties (`var(--color-text)`).
 */
export const shadeAlpha = {
  faint: 0.1,
  soft: 0.15,
  light: 0.18,
  medium: 0.25,
  strong: 0.3,
  deep: 0.35,
  scrim: 0.55,
  heavy: 0.78,
} as const;

export function shade(alpha: keyof typeof shadeAlpha): string {
  return `rgba(0, 0, 0, ${shadeAlpha[alpha]})`;
}

export const fixedColors = {
  hairline: 'rgba(128, 128, 128, 0.4)',
  hairlineSoft: 'rgba(128, 128, 128, 0.35)',
  onMedia: focusRing.colors.onMedia,
} as const;

/** Corner radii in px. */
export const radii = { none: 0, small: 4, large: 8 } as const;

/** Transition times in ms, 0 to 600. */
export const transitionTimes = {
  instant: 0,
  fastest: 100,
  fast: 200,
  base: 300,
  slow: 400,
  slower: 500,
  slowest: 600,
} as const;

export const motion = {
  /** Default show/hide duration, seconds. */
  defaultDurationS: 0.3,
  /** Default easing of show/hide animations. */
  defaultEasing: 'linear',
  /** Default tween duration, ms. */
  tweenDurationMs: 300,
  /** Scale reached when a scale-hide animation ends. */
  scaleHideTarget: 0.94,
  /** Delay before an animation starts once ready, ms. */
  animationStartDelayMs: 250,
  /** Interval of the global animation watch, ms. */
  animationWatchMs: 2000,
  /** Debounce of placement updates, ms. */
  placementDebounceMs: 10,
} as const;

/** Viewport breakpoints in px. Mobile is max-width 432, desktop min-width 433. */
export const breakpoints = {
  mobileMax: 432,
  desktopMin: 433,
  desktopMedium: 800,
  desktopLarge: 1024,
  /** The mobile information bar shows on screens up to this width. */
  mobileBarMax: 1024,
} as const;

/** Device heights in px used for previews. */
export const deviceHeights = { phone: 926, tablet: 1024, tabletLarge: 1366 } as const;

/** Media queries derived from the breakpoints. Tablet is never matched. */
export const mediaQueries = {
  mobile: `(max-width: ${breakpoints.mobileMax}px)`,
  desktop: `(min-width: ${breakpoints.desktopMin}px)`,
  tablet: 'not all',
  reducedMotion: '(prefers-reduced-motion: reduce)',
} as const;

export const zIndices = {
  /** Base z-index of dialogs; stacked dialogs count up from here. */
  dialog: 30000,
} as const;

export const dialog = { widthPx: 350, paddingPx: 20, fadeS: 0.3, hideFallbackMs: 600, baseZIndex: zIndices.dialog } as const;

export const tooltip = {
  showDelayMs: 1200,
  widthPx: 250,
  mouseOffsetPx: 15,
  screenEdgeMarginPx: 20,
} as const;

/** Intersection observer thresholds and the default visible ratio (their own module, see there). */
export { observer };

/** Font sizes, line heights and pointer target sizes (their own module, see there). */
export { fontSizes, lineHeights, targetSize };

/** Responsive image widths, largest first, and the lazy-load margin in px. */
export const images = {
  widths: [2500, 1500, 1000, 750, 500, 300, 100] as readonly number[],
  lazyMarginPx: 200,
} as const;

export const tokens = {
  fontSizes,
  fontWeights,
  lineHeights,
  space,
  focusRing,
  targetSize,
  shadeAlpha,
  fixedColors,
  radii,
  transitionTimes,
  motion,
  breakpoints,
  deviceHeights,
  mediaQueries,
  zIndices,
  dialog,
  tooltip,
  observer,
  images,
} as const;

export type Tokens = typeof tokens;
