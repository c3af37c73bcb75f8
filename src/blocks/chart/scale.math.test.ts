import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bands, formatValue, linearScale, niceTicks, valueExtent } from './scale.math';

describe('niceTicks', () => {
  it('gives round steps that cover the data', () => {
    expect(niceTicks(0, 150, 6).values).toEqual([0, 50, 100, 150]);
    expect(niceTicks(0, 97, 6).values).toEqual([0, 20, 40, 60, 80, 100]);
    expect(niceTicks(-12, 30, 6).values).toEqual([-20, -10, 0, 10, 20, 30]);
    expect(niceTicks(0, 0.37, 5).values).toEqual([0, 0.1, 0.2, 0.3, 0.4]);
  });

  it('widens a single value to reach zero', () => {
    expect(niceTicks(0, 0, 2).values).toEqual([0, 1]);
    expect(niceTicks(1e-300, 2e-300, 2).values).toEqual([0, 1]);
    expect(niceTicks(40, 40).values[0]).toBe(0);
    expect(niceTicks(-5, -5).values.at(-1)).toBe(0);
  });

  it('covers any range with at most maxTicks evenly spaced ticks', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -1e9, max: 1e9, noNaN: true }),
        fc.double({ min: -1e9, max: 1e9, noNaN: true }),
        fc.integer({ min: 2, max: 12 }),
        (a, b, maxTicks) => {
          const ticks = niceTicks(a, b, maxTicks);
          expect(ticks.values.length).toBeGreaterThanOrEqual(2);
          expect(ticks.values.length).toBeLessThanOrEqual(maxTicks);
          expect(ticks.min).toBeLessThanOrEqual(Math.min(a, b) + ticks.step * 1e-6);
          expect(ticks.max).toBeGreaterThanOrEqual(Math.max(a, b) - ticks.step * 1e-6);
          for (let i = 1; i < ticks.values.length; i += 1) {
            expect(ticks.values[i]! - ticks.values[i - 1]!).toBeCloseTo(ticks.step, 6);
          }
        },
      ),
    );
  });

  it('refuses a range that is not finite', () => {
    expect(() => niceTicks(0, Infinity)).toThrow(RangeError);
  });
});

describe('scales', () => {
  it('maps linearly, flipping for a y axis', () => {
    const y = linearScale(0, 100, 200, 0);
    expect(y(0)).toBe(200);
    expect(y(50)).toBe(100);
    expect(y(100)).toBe(0);
    expect(linearScale(5, 5, 10, 20)(7)).toBe(10);
  });

  it('splits a width into equal bands', () => {
    const b = bands(4, 40, 440);
    expect(b.band).toBe(100);
    expect(b.start(2)).toBe(240);
    expect(b.centre(0)).toBe(90);
  });

  it('finds the extent of every series', () => {
    expect(valueExtent([{ values: [3, -2] }, { values: [9] }])).toEqual([-2, 9]);
    expect(valueExtent([])).toEqual([0, 0]);
  });

  it('formats values with grouped thousands', () => {
    expect(formatValue(1234567)).toBe('1,234,567');
    expect(formatValue(0.125)).toBe('0.13');
  });
});
