import { describe, expect, it } from 'vitest';
import { TWEEN_ERRORS, scaledDuration, tween } from './tween';

/** A clock and frame source the test advances by hand. */
function manualFrames() {
  let time = 0;
  let pending: Array<() => void> = [];
  return {
    now: () => time,
    frame: (callback: () => void) => pending.push(callback),
    advance(ms: number) {
      time += ms;
      const run = pending;
      pending = [];
      run.forEach((callback) => callback());
    },
  };
}

describe('tween', () => {
  it('rejects a non-function and a duration that is not finite, with the spec messages', () => {
    expect(() => tween('x' as never)).toThrow(TWEEN_ERRORS.notAFunction);
    expect(() => tween(() => {}, { durationMs: Number.NaN })).toThrow(TWEEN_ERRORS.duration);
    expect(() => tween(() => {}, { durationMs: Infinity })).toThrow('[Tween] Duration is not a finite number.');
  });

  it('runs from 0 to 1 over its duration (300 ms by default) and resolves true', async () => {
    const clock = manualFrames();
    const seen: number[] = [];
    const run = tween((p) => seen.push(p), clock);
    clock.advance(150);
    clock.advance(150);
    expect(seen).toEqual([0, 0.5, 1]);
    await expect(run.finished).resolves.toBe(true);
  });

  it('stops where it is when cancelled', async () => {
    const clock = manualFrames();
    const seen: number[] = [];
    const run = tween((p) => seen.push(p), { ...clock, durationMs: 100 });
    clock.advance(40);
    run.cancel();
    clock.advance(100);
    expect(seen).toEqual([0, 0.4]);
    await expect(run.finished).resolves.toBe(false);
  });

  it('taken up again from where it stopped, runs the rest over the duration scaled by the distance left', async () => {
    const clock = manualFrames();
    const seen: number[] = [];
    const run = tween((p) => seen.push(p), { ...clock, durationMs: 1000, from: 0.5 });
    clock.advance(250);
    clock.advance(250);
    // half the distance left: half the configured second
    expect(seen).toEqual([0.5, 0.75, 1]);
    await expect(run.finished).resolves.toBe(true);
  });

  it('a short rest still takes a fifth of the duration, and a start outside 0…1 is held to it', () => {
    const clock = manualFrames();
    const seen: number[] = [];
    tween((p) => seen.push(p), { ...clock, durationMs: 1000, from: 0.95 });
    clock.advance(100);
    clock.advance(100);
    expect(seen.map((p) => Number(p.toFixed(3)))).toEqual([0.95, 0.975, 1]);
    const clamped: number[] = [];
    tween((p) => clamped.push(p), { ...clock, durationMs: 100, from: -3 });
    expect(clamped).toEqual([0]);
  });

  it('scales the duration by the remaining distance, between 0.2 and 1 of it', () => {
    expect(scaledDuration(300, 50, 100)).toBe(150);
    expect(scaledDuration(300, 5, 100)).toBe(60);
    expect(scaledDuration(300, -250, 100)).toBe(300);
    expect(scaledDuration(300, 10, 0)).toBe(300);
    expect(() => scaledDuration(Number.NaN, 1, 2)).toThrow(TWEEN_ERRORS.duration);
  });
});
