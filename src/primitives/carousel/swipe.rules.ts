/**
 * Swipe decisions (spec: "Swipe", "Touch swipe threshold", swipe timings). Pure.
 */
export const TOUCH_SWIPE = { minDistancePx: 50, maxDurationMs: 250 } as const;

/**
 * On release of a drag: advance when the drag passed half the slide width or the
 * velocity (px per ms) is above 1. Returns the step: -1 (to the previous), 1 (next)
 * or 0 (snap back). Dragging left (negative) moves to the next slide.
 */
export function dragRelease({ dragPx, widthPx, velocity }: { dragPx: number; widthPx: number; velocity: number }): -1 | 0 | 1 {
  const passed = Math.abs(dragPx) > widthPx / 2;
  const fast = Math.abs(velocity) > 1;
  if (!passed && !fast) return 0;
  const direction = passed ? dragPx : velocity;
  if (direction === 0) return 0;
  return direction < 0 ? 1 : -1;
}

/** A touch gesture counts as a swipe when it moves 50 px or more within 250 ms. */
export function touchSwipe({ dx, dt }: { dx: number; dt: number }): -1 | 0 | 1 {
  if (Math.abs(dx) < TOUCH_SWIPE.minDistancePx || dt > TOUCH_SWIPE.maxDurationMs) return 0;
  return dx < 0 ? 1 : -1;
}

/**
 * Duration of the settle animation after a swipe, seconds: the remaining distance at
 * the release velocity, clamped to 0.3-0.5 s (0.2-0.4 s under 767 px wide).
 */
export function swipeDurationS({ remainingPx, velocity, viewportWidth }: { remainingPx: number; velocity: number; viewportWidth: number }): number {
  const narrow = viewportWidth < 767;
  const [min, max] = narrow ? [0.2, 0.4] : [0.3, 0.5];
  const speed = Math.abs(velocity);
  const raw = speed > 0 ? Math.abs(remainingPx) / speed / 1000 : max;
  return Math.min(max, Math.max(min, raw));
}
