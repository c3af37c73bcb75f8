import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isValidColorValue, makeColorValue, readColorValue, round2 } from './colorValue';

const valid = { userFormat: 'hsl', values: { hue: 120, saturation: 50, lightness: 50 } };

describe('isValidColorValue', () => {
  it('accepts known formats with values in range; alpha defaults to 1', () => {
    for (const userFormat of ['hex', 'hsl', 'rgb']) expect(isValidColorValue({ ...valid, userFormat })).toBe(true);
    expect(isValidColorValue({ ...valid, values: { ...valid.values, alpha: 0 } })).toBe(true);
  });

  it('rejects unknown formats and malformed shapes', () => {
    for (const bad of [null, 'red', {}, { userFormat: 'hwb', values: valid.values }, { userFormat: 'hex' }, { ...valid, values: { hue: 1 } }]) {
      expect(isValidColorValue(bad)).toBe(false);
    }
  });

  const field = (name: string, min: number, max: number) =>
    it(`${name} must be ${min} to ${max} (property)`, () => {
      fc.assert(
        fc.property(fc.oneof(fc.double({ noNaN: false }), fc.constantFrom(min, max, min - 0.01, max + 0.01)), (n) => {
          const values = { ...valid.values, [name]: n };
          const inRange = Number.isFinite(n) && n >= min && n <= max;
          expect(isValidColorValue({ userFormat: 'rgb', values })).toBe(inRange);
        }),
      );
    });
  field('hue', 0, 360);
  field('saturation', 0, 100);
  field('lightness', 0, 100);
  field('alpha', 0, 1);
});

describe('makeColorValue and readColorValue', () => {
  it('wraps hue, clamps, rounds and drops alpha 1', () => {
    expect(makeColorValue('rgb', 360, 101, -1, 1)).toEqual({ userFormat: 'rgb', values: { hue: 0, saturation: 100, lightness: 0 } });
    expect(makeColorValue('rgb', -0.001, 12.345, 50.555, 0.456)).toEqual({
      userFormat: 'rgb',
      values: { hue: 0, saturation: 12.35, lightness: 50.56, alpha: 0.46 },
    });
  });

  it('reads stored values: invalid ones parse to nothing', () => {
    expect(readColorValue(valid)).toEqual(valid);
    expect(readColorValue({ ...valid, values: { ...valid.values, hue: 361 } })).toBeNull();
    expect(readColorValue({ ...valid, values: { ...valid.values, alpha: 1 } })).toEqual(valid);
  });

  it('round2 gives at most 2 decimals and no negative zero (property)', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e6, max: 1e6, noNaN: true }), (n) => {
        const r = round2(n);
        expect(Math.abs(r - n)).toBeLessThanOrEqual(0.005 + 1e-9);
        expect(Object.is(r, -0)).toBe(false);
      }),
    );
  });
});
