/**
 * In view (spec: observer thresholds 0, 0.1, 0.25, 0.5, 1; default intersection ratio
 * 0.5): which thresholds an observer watches for a wanted ratio, and whether an entry
 * counts as in view. Pure.
 */
import { observer } from '../../tokens/observer';

export const IN_VIEW_THRESHOLDS = observer.thresholds;
export const DEFAULT_IN_VIEW_RATIO = observer.defaultRatio;

export function inViewThresholds(ratio: number = DEFAULT_IN_VIEW_RATIO): number[] {
  if (!(ratio >= 0 && ratio <= 1)) throw new RangeError(`An in-view ratio is between 0 and 1, not ${ratio}`);
  return [...new Set([...IN_VIEW_THRESHOLDS, ratio])].sort((a, b) => a - b);
}

/** Whether an intersection counts as in view: intersecting and showing at least `ratio` (any part for 0). */
export function isInView(entry: { isIntersecting: boolean; intersectionRatio: number }, ratio: number = DEFAULT_IN_VIEW_RATIO): boolean {
  if (!entry.isIntersecting) return false;
  return ratio === 0 || entry.intersectionRatio >= ratio - 1e-6;
}
