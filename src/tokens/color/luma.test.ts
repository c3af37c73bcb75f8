import { describe, expect, it } from 'vitest';
import { contrastRatio, DARK_LUMA_THRESHOLD, GENERATION_LUMA_THRESHOLD, isDark, luma, meetsAA } from './luma';
import { parseColor } from './parseColor';

const c = (s: string) => parseColor(s)!;

describe('luma and darkness', () => {
  it('runs from 0 for black to 1 for white', () => {
    expect(luma(c('#000'))).toBe(0);
    expect(luma(c('#fff'))).toBeCloseTo(1, 10);
  });

  it('calls a colour dark below 0.65 and uses 0.34 for generation', () => {
    expect(DARK_LUMA_THRESHOLD).toBe(0.65);
    expect(GENERATION_LUMA_THRESHOLD).toBe(0.34);
    expect(isDark(c('#888888'))).toBe(true); // luma 0.53
    expect(isDark(c('#bbbbbb'))).toBe(false); // luma 0.73
    expect(isDark(c('#888888'), GENERATION_LUMA_THRESHOLD)).toBe(false);
    expect(isDark(c('#a6a6a6'))).toBe(false); // luma 0.651, just above
    expect(isDark(c('#a5a5a5'))).toBe(true); // luma 0.647, just below
  });

  it('gives WCAG contrast ratios', () => {
    expect(contrastRatio(c('#000'), c('#fff'))).toBeCloseTo(21, 5);
    expect(contrastRatio(c('#777'), c('#fff'))).toBeCloseTo(4.48, 2);
    expect(meetsAA(c('#767676'), c('#fff'))).toBe(true);
    expect(meetsAA(c('#777777'), c('#fff'))).toBe(false);
  });
});
