/**
 * The one reduced-motion decision: an explicit override (a story's toolbar setting,
 * a page flag) wins; otherwise the visitor's `prefers-reduced-motion`.
 */
export const REDUCED_MOTION_OVERRIDES = ['reduce', 'no-preference'] as const;
export type ReducedMotionOverride = (typeof REDUCED_MOTION_OVERRIDES)[number];

export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

export function isReducedMotionOverride(value: unknown): value is ReducedMotionOverride {
  return typeof value === 'string' && (REDUCED_MOTION_OVERRIDES as readonly string[]).includes(value);
}

export function resolveReducedMotion(override: ReducedMotionOverride | null | undefined, systemPrefersReduced: boolean): boolean {
  if (override === 'reduce') return true;
  if (override === 'no-preference') return false;
  return systemPrefersReduced;
}
