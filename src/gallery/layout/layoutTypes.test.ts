import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { aspectOf, snapRect } from './layoutTypes';

describe('layout rects', () => {
  it('snaps edges to whole pixels', () => {
    expect(snapRect({ x: 10.4, y: 0.6, width: 99.3, height: 50.2 })).toEqual({ x: 10, y: 1, width: 100, height: 50 });
  });

  it('keeps neighbours touching: the right edge of one is the left edge of the next', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 2000, noNaN: true }), fc.double({ min: 0, max: 800, noNaN: true }), (x, width) => {
        const a = snapRect({ x, y: 0, width, height: 10 });
        const b = snapRect({ x: x + width, y: 0, width: 10, height: 10 });
        expect(a.x + a.width).toBe(b.x);
      }),
    );
  });

  it('takes the ratio from dimensions, else the fallback', () => {
    expect(aspectOf({ width: 300, height: 200 })).toBe(1.5);
    expect(aspectOf(null, 16 / 9)).toBeCloseTo(1.778, 3);
    expect(aspectOf({ width: 0, height: 200 })).toBe(1);
  });
});
