/**
 * A tween: calls `update` with progress 0…1 over a duration, frame by frame (spec:
 * tween default 300 ms; its two errors; a duration scaled by the remaining distance,
 * between 0.2 and 1 of the configured one). Framework-free; the frame source and the
 * clock are injectable so tests drive it.
 */
import { motion } from '../../tokens/tokens';

export const TWEEN_ERRORS = {
  notAFunction: '[Tween] First parameter needs to be a function.',
  duration: '[Tween] Duration is not a finite number.',
} as const;

export type Easing = (t: number) => number;
export const linear: Easing = (t) => t;

export interface TweenOptions {
  durationMs?: number;
  easing?: Easing;
  /** Schedules the next frame (requestAnimationFrame by default). */
  frame?: (callback: () => void) => unknown;
  now?: () => number;
  /**
   * Where it starts, 0…1 (0 by default): a tween taken up again after an interruption
   * runs from there to 1, over the duration scaled by the distance left.
   */
  from?: number;
}

export interface Tween {
  /** Stops it where it is; `finished` then resolves with false. */
  cancel(): void;
  /** True when it reached the end, false when cancelled. */
  finished: Promise<boolean>;
}

/**
 * The duration for covering `remaining` of a `full` distance: proportional, but never
 * under 0.2 or over 1 of the configured duration (short hops still animate, long ones
 * are not slowed).
 */
export function scaledDuration(configuredMs: number, remaining: number, full: number): number {
  if (!Number.isFinite(configuredMs)) throw new TypeError(TWEEN_ERRORS.duration);
  if (!(full > 0)) return configuredMs;
  const share = Math.min(1, Math.max(0.2, Math.abs(remaining) / full));
  return configuredMs * share;
}

export function tween(update: (progress: number) => void, options: TweenOptions = {}): Tween {
  if (typeof update !== 'function') throw new TypeError(TWEEN_ERRORS.notAFunction);
  const {
    durationMs = motion.tweenDurationMs,
    easing = linear,
    frame = (callback) => requestAnimationFrame(callback),
    now = () => performance.now(),
  } = options;
  if (!Number.isFinite(durationMs)) throw new TypeError(TWEEN_ERRORS.duration);
  const from = Math.min(1, Math.max(0, Number.isFinite(options.from) ? options.from! : 0));
  const runMs = from > 0 ? scaledDuration(durationMs, 1 - from, 1) : durationMs;
  let cancelled = false;
  let resolve!: (done: boolean) => void;
  const finished = new Promise<boolean>((r) => (resolve = r));
  const start = now();
  const tick = () => {
    if (cancelled) return;
    const t = runMs <= 0 ? 1 : Math.min(1, (now() - start) / runMs);
    update(from + (1 - from) * easing(t));
    if (t >= 1) resolve(true);
    else frame(tick);
  };
  tick();
  return {
    cancel() {
      if (cancelled) return;
      cancelled = true;
      resolve(false);
    },
    finished,
  };
}
