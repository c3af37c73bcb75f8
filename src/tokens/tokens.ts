/**
 * Design tokens: the platform's fixed scales and constants (spec: "Design tokens",
 * "Animation", "Images", "Dialogs, tooltips, lightbox", and the breakpoints of the
 * platform enumerations). Pure data, no React.
 */

import { observer } from './observer';

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

export const fontWeights = { regular: 400, medium: 500, semibold: 600 } as const;

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

/** Responsive image widths, largest first, and the lazy-load margin in px. */
export const images = {
  widths: [2500, 1500, 1000, 750, 500, 300, 100] as readonly number[],
  lazyMarginPx: 200,
} as const;

export const tokens = {
  fontSizes,
  fontWeights,
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
