import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { generateSku, generateVariantId } from './productIds';

const sequence = (values: number[]) => {
  let i = 0;
  return () => values[i++ % values.length] ?? 0;
};

describe('generated SKUs', () => {
  it('is SQ followed by 7 random digits', () => {
    expect(generateSku(sequence([0, 0.15, 0.25, 0.35, 0.45, 0.55, 0.999]))).toBe('SQ0123459');
    fc.assert(
      fc.property(fc.array(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), { minLength: 7, maxLength: 7 }), (values) => {
        expect(generateSku(sequence(values))).toMatch(/^SQ\d{7}$/);
      }),
    );
  });

  it('draws again when the SKU is taken, and says when it cannot find one', () => {
    const random = sequence([0, 0, 0, 0, 0, 0, 0, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1]);
    expect(generateSku(random, new Set(['SQ0000000']))).toBe('SQ1111111');
    expect(() => generateSku(() => 0, new Set(['SQ0000000']))).toThrow('Could not generate an unused SKU in 100 attempts.');
  });

  it('refuses a random source outside [0, 1)', () => {
    expect(() => generateSku(() => 1)).toThrow('must return a number in [0, 1), got 1');
  });
});

describe('generated variant ids', () => {
  it('is unique among the product variants', () => {
    const ids = ['a', 'b', 'c'];
    let i = 0;
    expect(generateVariantId(() => ids[i++] ?? 'z', ['a', 'b'])).toBe('c');
    expect(() => generateVariantId(() => 'a', ['a'])).toThrow('Could not generate an unused variant id');
    expect(() => generateVariantId(() => '')).toThrow('non-empty string');
  });
});
