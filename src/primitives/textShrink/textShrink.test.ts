import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { shrinkFontSize } from './textShrink';

describe('text shrink', () => {
  it('keeps text that fits at its size', () => {
    expect(shrinkFontSize({ fontSize: 40, textWidth: 300, availableWidth: 320 })).toBe(40);
  });

  it('shrinks text that overflows in proportion, down to 11 px', () => {
    expect(shrinkFontSize({ fontSize: 40, textWidth: 400, availableWidth: 200 })).toBe(20);
    expect(shrinkFontSize({ fontSize: 40, textWidth: 4000, availableWidth: 200 })).toBe(11);
  });

  it('never overflows unless it hits the minimum', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 12, max: 120 }),
        fc.integer({ min: 1, max: 5000 }),
        fc.integer({ min: 1, max: 2000 }),
        (fontSize, textWidth, availableWidth) => {
          const size = shrinkFontSize({ fontSize, textWidth, availableWidth });
          const widthAtSize = (textWidth * size) / fontSize;
          expect(size === 11 || widthAtSize <= availableWidth + 1e-9).toBe(true);
          expect(size).toBeLessThanOrEqual(fontSize);
        },
      ),
    );
  });
});
