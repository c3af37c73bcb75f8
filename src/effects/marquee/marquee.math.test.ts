import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MARQUEE, NO_WINDOW_MESSAGE, copiesNeeded, marqueeOffset, requireWindow, wavePath } from './marquee.math';

describe('marquee path', () => {
  it('is a straight line at intensity 0, sampled every 3 px to the end', () => {
    const d = wavePath({ width: 9, height: 40 });
    // narrower than 50: the region counts as 50 wide
    expect(d.startsWith('M0 20L3 20L6 20')).toBe(true);
    expect(d.endsWith('L50 20')).toBe(true);
    expect(d.split('L')).toHaveLength(Math.ceil(50 / 3) + 1);
  });

  it('waves frequency times across the width, intensity px either side of the middle', () => {
    const d = wavePath({ width: 120, height: 100, frequency: 1, intensity: 20 });
    const ys = d
      .slice(1)
      .split('L')
      .map((p) => Number(p.split(' ')[1]));
    expect(Math.max(...ys)).toBeCloseTo(70, 0);
    expect(Math.min(...ys)).toBeCloseTo(30, 0);
    expect(ys[0]).toBe(50);
  });
});

describe('marquee motion', () => {
  it('moves left at 60 px/s at speed 1, and right from one copy before', () => {
    expect(marqueeOffset({ elapsedMs: 1000, speed: 1, direction: 'left', copyWidth: 500 })).toBe(-60);
    expect(marqueeOffset({ elapsedMs: 500, speed: 2, direction: 'right', copyWidth: 500 })).toBe(60 - 500);
  });

  it('wraps to one copy, so the loop is seamless', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.double({ min: 0.1, max: 10, noNaN: true }),
        fc.integer({ min: 20, max: 3000 }),
        (elapsedMs, speed, copyWidth) => {
          const left = marqueeOffset({ elapsedMs, speed, direction: 'left', copyWidth });
          const right = marqueeOffset({ elapsedMs, speed, direction: 'right', copyWidth });
          expect(left).toBeLessThanOrEqual(0);
          expect(left).toBeGreaterThan(-copyWidth);
          expect(right).toBeLessThanOrEqual(0);
          expect(right).toBeGreaterThanOrEqual(-copyWidth);
        },
      ),
    );
  });

  it('fills the path with enough copies and one more', () => {
    expect(copiesNeeded(200, 560)).toBe(4);
    expect(copiesNeeded(0, 560)).toBe(1);
  });

  it('throws its error without a window', () => {
    expect(() => requireWindow(undefined)).toThrow(NO_WINDOW_MESSAGE);
    expect(() => requireWindow({})).not.toThrow();
    expect(MARQUEE.minRegionWidthPx).toBe(50);
  });
});
