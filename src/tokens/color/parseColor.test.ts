import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parseColor } from './parseColor';
import { isValidColorValue } from './colorValue';

const decimals = (n: number) => (String(n).split('.')[1] ?? '').length;

describe('parseColor', () => {
  it('reads 3- and 6-digit hex in any case as the hex format', () => {
    expect(parseColor('#fab')).toEqual(parseColor('#FFAABB'));
    expect(parseColor('#ffaabb')).toEqual({ userFormat: 'hex', values: { hue: 348, saturation: 100, lightness: 83.33 } });
    expect(parseColor('#000')).toEqual({ userFormat: 'hex', values: { hue: 0, saturation: 0, lightness: 0 } });
  });

  it('rejects hex of other lengths and hex without #', () => {
    for (const text of ['#ffab', '#ffaabb80', '#ff', 'ffaabb', '#ggg']) expect(parseColor(text)).toBeNull();
  });

  it('clamps rgb channels to 0-255 and alpha to 0-1', () => {
    expect(parseColor('rgb(300, -20, 128)')).toEqual(parseColor('rgb(255, 0, 128)'));
    expect(parseColor('rgba(10, 20, 30, 1.5)')).toEqual(parseColor('rgb(10, 20, 30)'));
    expect(parseColor('rgba(10, 20, 30, -1)')?.values.alpha).toBe(0);
  });

  it('keeps alpha only when it is not 1', () => {
    expect(parseColor('rgba(255, 0, 0, 1)')?.values).not.toHaveProperty('alpha');
    expect(parseColor('rgba(255, 0, 0, 0.5)')).toEqual({ userFormat: 'rgb', values: { hue: 0, saturation: 100, lightness: 50, alpha: 0.5 } });
    expect(parseColor('hsla(120, 50%, 50%, 0.25)')?.values.alpha).toBe(0.25);
  });

  it('reads hsl and hsla, wrapping the hue and clamping saturation and lightness', () => {
    expect(parseColor('hsl(400, 50%, 50%)')).toEqual({ userFormat: 'hsl', values: { hue: 40, saturation: 50, lightness: 50 } });
    expect(parseColor('hsl(-90, 150%, -5%)')).toEqual({ userFormat: 'hsl', values: { hue: 270, saturation: 100, lightness: 0 } });
    expect(parseColor('hsl(210.123, 33.333%, 66.666%)')).toEqual({
      userFormat: 'hsl',
      values: { hue: 210.12, saturation: 33.33, lightness: 66.67 },
    });
  });

  it('reads hwb as hsl', () => {
    expect(parseColor('hwb(0 0% 0%)')).toEqual({ userFormat: 'hsl', values: { hue: 0, saturation: 100, lightness: 50 } });
    expect(parseColor('hwb(120 100% 0%)')?.values.lightness).toBe(100);
  });

  it('reads named colours as hex', () => {
    expect(parseColor('rebeccapurple')).toEqual({ userFormat: 'hex', values: { hue: 270, saturation: 50, lightness: 40 } });
    expect(parseColor('  White ')).toEqual({ userFormat: 'hex', values: { hue: 0, saturation: 0, lightness: 100 } });
  });

  it('returns null for anything else', () => {
    for (const text of ['', 'nope', 'rgb(', 'lab(50% 40 59)', 'transparent', 'currentcolor', '#']) {
      expect(parseColor(text)).toBeNull();
    }
  });

  it('throws a type error for a non-string', () => {
    for (const bad of [null, undefined, 5, {}, ['#fff']]) {
      expect(() => parseColor(bad as unknown as string)).toThrow(TypeError);
    }
  });

  it('always yields a valid value rounded to 2 decimals (property)', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -1000, max: 1000, noNaN: true }),
        fc.double({ min: -50, max: 150, noNaN: true }),
        fc.double({ min: -50, max: 150, noNaN: true }),
        fc.double({ min: -1, max: 2, noNaN: true }),
        (h, s, l, a) => {
          const value = parseColor(`hsla(${h}, ${s}%, ${l}%, ${a})`);
          expect(value).not.toBeNull();
          expect(isValidColorValue(value)).toBe(true);
          const { hue, saturation, lightness, alpha } = value!.values;
          for (const n of [hue, saturation, lightness, alpha ?? 1]) expect(decimals(n)).toBeLessThanOrEqual(2);
          if (alpha !== undefined) expect(alpha).not.toBe(1);
        },
      ),
    );
  });

  it('clamps any rgb channel into range (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -500, max: 800 }), fc.integer({ min: -500, max: 800 }), fc.integer({ min: -500, max: 800 }), (r, g, b) => {
        const c = (n: number) => Math.min(255, Math.max(0, n));
        expect(parseColor(`rgb(${r}, ${g}, ${b})`)).toEqual(parseColor(`rgb(${c(r)}, ${c(g)}, ${c(b)})`));
      }),
    );
  });
});
