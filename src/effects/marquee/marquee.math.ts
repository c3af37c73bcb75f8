/**
 * Marquee geometry (spec: direction left or right, speed 1, wave frequency 1 and
 * intensity 0 by default, the path sampled every 3 px, minimum region width 50,
 * re-render debounce 1000 ms, an error without a window). Pure.
 */
import { MARQUEE_MIN_REGION_WIDTH, MARQUEE_PATH_SAMPLING_STEP, MARQUEE_RERENDER_DEBOUNCE_MS } from '../../platform/constants';

/** The spec's marquee constants (defined once, in the platform layer) and our speed scale. */
export const MARQUEE = {
  pathStepPx: MARQUEE_PATH_SAMPLING_STEP,
  minRegionWidthPx: MARQUEE_MIN_REGION_WIDTH,
  rerenderDebounceMs: MARQUEE_RERENDER_DEBOUNCE_MS,
  pxPerSecondAtSpeed1: 60,
} as const;

export type MarqueeDirection = 'left' | 'right';

export const NO_WINDOW_MESSAGE = 'The marquee needs a window: it measures and moves its text in a browser.';

/** Throws the marquee's error when there is no window (server rendering, workers). */
export function requireWindow(win: unknown = typeof window === 'undefined' ? undefined : window): asserts win is Window {
  if (!win) throw new Error(NO_WINDOW_MESSAGE);
}

/**
 * The line the text runs along: a sine wave across `width`, `frequency` waves over
 * the width and `intensity` px above and below the middle; a straight line at
 * intensity 0. Sampled every 3 px, ending exactly at the width.
 */
export function wavePath({
  width,
  height,
  frequency = 1,
  intensity = 0,
  step = MARQUEE.pathStepPx,
}: {
  width: number;
  height: number;
  frequency?: number;
  intensity?: number;
  step?: number;
}): string {
  const w = Math.max(MARQUEE.minRegionWidthPx, width);
  const middle = height / 2;
  const y = (x: number) => Math.round((middle + intensity * Math.sin((2 * Math.PI * frequency * x) / w)) * 100) / 100;
  const points: string[] = [];
  for (let x = 0; x < w; x += step) points.push(`${x} ${y(x)}`);
  points.push(`${w} ${y(w)}`);
  return `M${points.join('L')}`;
}

/** How many copies of the text fill the path and one more, so the loop never shows a gap. */
export function copiesNeeded(textWidth: number, pathLength: number): number {
  if (!(textWidth > 0)) return 1;
  return Math.ceil(pathLength / textWidth) + 1;
}

/**
 * Where the text starts along the path after `elapsedMs`: moving left (negative) or
 * right at `speed` (1 = 60 px/s), wrapped to one copy's width so the loop is seamless.
 */
export function marqueeOffset({
  elapsedMs,
  speed,
  direction,
  copyWidth,
}: {
  elapsedMs: number;
  speed: number;
  direction: MarqueeDirection;
  copyWidth: number;
}): number {
  if (!(copyWidth > 0)) return 0;
  const travelled = ((elapsedMs / 1000) * speed * MARQUEE.pxPerSecondAtSpeed1) % copyWidth;
  // left: the text moves toward the start; right: away from it (starting one copy before)
  return direction === 'left' ? -travelled : travelled - copyWidth;
}
