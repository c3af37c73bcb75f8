import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatColor, HexAlphaError, toHex, toHslString, toHslTriple, toRgbInts, toRgbString } from './formatColor';
import { makeColorValue } from './colorValue';
import { parseColor } from './parseColor';

const hexDigit = fc.integer({ min: 0, max: 255 }).map((n) => n.toString(16).padStart(2, '0'));

describe('formatting', () => {
  it('writes hex only at alpha 1', () => {
    expect(toHex(parseColor('#FFAABB')!)).toBe('#ffaabb');
    expect(() => toHex(parseColor('rgba(0, 0, 0, 0.5)')!)).toThrow(HexAlphaError);
    expect(() => toHex(parseColor('rgba(0, 0, 0, 0.5)')!)).toThrow('Hex output requires an alpha of 1');
  });

  it('writes each user format, hex with alpha falling back to rgba', () => {
    expect(formatColor(parseColor('#0a0b0c')!)).toBe('#0a0b0c');
    expect(formatColor(parseColor('rgb(1, 2, 3)')!)).toBe('rgb(1, 2, 3)');
    expect(formatColor(parseColor('hsla(10, 20%, 30%, 0.4)')!)).toBe('hsla(10, 20%, 30%, 0.4)');
    expect(formatColor(makeColorValue('hex', 0, 100, 50, 0.5))).toBe('rgba(255, 0, 0, 0.5)');
    expect(toHslTriple(parseColor('hsl(210, 40%, 30%)')!)).toBe('210,40%,30%');
  });

  it('hex round-trips (property)', () => {
    fc.assert(
      fc.property(hexDigit, hexDigit, hexDigit, (r, g, b) => {
        const hex = `#${r}${g}${b}`;
        expect(toHex(parseColor(hex)!)).toBe(hex);
      }),
    );
  });

  it('rgb round-trips through parse and format (property)', () => {
    const channel = fc.integer({ min: 0, max: 255 });
    fc.assert(
      fc.property(channel, channel, channel, (r, g, b) => {
        const text = `rgb(${r}, ${g}, ${b})`;
        expect(toRgbString(parseColor(text)!)).toBe(text);
        expect(toRgbInts(parseColor(text)!)).toEqual({ r, g, b });
      }),
    );
  });

  it('hsl values round-trip through format and parse (property)', () => {
    const two = (max: number) => fc.integer({ min: 0, max: max * 100 }).map((n) => n / 100);
    fc.assert(
      fc.property(two(359.99), two(100), two(100), fc.option(two(0.99), { nil: undefined }), (h, s, l, a) => {
        const value = makeColorValue('hsl', h, s, l, a ?? 1);
        expect(parseColor(toHslString(value))).toEqual(value);
        expect(parseColor(formatColor(value))).toEqual(value);
      }),
    );
  });
});
