import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { converter, wcagLuminance } from 'culori';
import { hslToRgba, relativeLuminance } from './srgb';

const toRgb = converter('rgb');

describe('srgb sums', () => {
  it('turns known HSL colours into their sRGB channels', () => {
    expect(hslToRgba(0, 100, 50)).toEqual({ r: 255, g: 0, b: 0, alpha: 1 });
    expect(hslToRgba(120, 100, 25, 0.5)).toEqual({ r: 0, g: 127.5, b: 0, alpha: 0.5 });
    expect(hslToRgba(240, 100, 50)).toEqual({ r: 0, g: 0, b: 255, alpha: 1 });
    expect(hslToRgba(-120, 100, 50)).toEqual(hslToRgba(240, 100, 50));
    expect(hslToRgba(0, 0, 100)).toEqual({ r: 255, g: 255, b: 255, alpha: 1 });
  });

  it('gives the WCAG luminance of black, white and mid grey', () => {
    expect(relativeLuminance({ r: 0, g: 0, b: 0, alpha: 1 })).toBe(0);
    expect(relativeLuminance({ r: 255, g: 255, b: 255, alpha: 1 })).toBeCloseTo(1, 12);
    expect(relativeLuminance({ r: 119, g: 119, b: 119, alpha: 1 })).toBeCloseTo(0.1845, 4);
  });

  it('agrees with the colour library on every colour (property)', () => {
    const hsl = fc.tuple(
      fc.double({ min: 0, max: 360, noNaN: true }),
      fc.double({ min: 0, max: 100, noNaN: true }),
      fc.double({ min: 0, max: 100, noNaN: true }),
    );
    fc.assert(
      fc.property(hsl, ([h, s, l]) => {
        const ours = hslToRgba(h, s, l);
        const theirs = toRgb({ mode: 'hsl', h, s: s / 100, l: l / 100 });
        expect(ours.r).toBeCloseTo(Math.min(255, Math.max(0, theirs.r * 255)), 9);
        expect(ours.g).toBeCloseTo(Math.min(255, Math.max(0, theirs.g * 255)), 9);
        expect(ours.b).toBeCloseTo(Math.min(255, Math.max(0, theirs.b * 255)), 9);
        expect(relativeLuminance(ours)).toBeCloseTo(wcagLuminance({ mode: 'rgb', r: ours.r / 255, g: ours.g / 255, b: ours.b / 255 }), 12);
      }),
    );
  });
});
