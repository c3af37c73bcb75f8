import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nextTabStop } from './tabOrder.rules';

describe('nextTabStop', () => {
  it('moves to the neighbouring stop and wraps at both ends', () => {
    expect(nextTabStop(3, { stop: 0 }, false)).toBe(1);
    expect(nextTabStop(3, { stop: 2 }, false)).toBe(0);
    expect(nextTabStop(3, { stop: 0 }, true)).toBe(2);
    expect(nextTabStop(3, { stop: 2 }, true)).toBe(1);
  });

  it('from the dialog itself (before every stop): Tab to the first, Shift+Tab to the last', () => {
    expect(nextTabStop(3, { between: 0 }, false)).toBe(0);
    expect(nextTabStop(3, { between: 0 }, true)).toBe(2);
  });

  it('from something between stops (a scrolled region, a radio of a group): the stop after it, or the one before', () => {
    expect(nextTabStop(4, { between: 2 }, false)).toBe(2);
    expect(nextTabStop(4, { between: 2 }, true)).toBe(1);
    expect(nextTabStop(4, { between: 4 }, false)).toBe(0);
    expect(nextTabStop(4, { between: 4 }, true)).toBe(3);
  });

  it('a single stop keeps focus; no stop at all gives nothing to move to', () => {
    expect(nextTabStop(1, { stop: 0 }, false)).toBe(0);
    expect(nextTabStop(1, { stop: 0 }, true)).toBe(0);
    expect(nextTabStop(0, { between: 0 }, false)).toBeNull();
  });

  it('always lands on a stop, and Shift+Tab undoes Tab', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 50 }), fc.nat(), fc.boolean(), (count, n, back) => {
        const stop = n % count;
        const next = nextTabStop(count, { stop }, back)!;
        expect(next).toBeGreaterThanOrEqual(0);
        expect(next).toBeLessThan(count);
        expect(nextTabStop(count, { stop: next }, !back)).toBe(stop);
      }),
    );
  });
});
