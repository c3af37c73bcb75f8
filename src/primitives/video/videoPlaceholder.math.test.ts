import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { videoPlaceholderPercent } from './videoPlaceholder.math';

describe('video placeholder ratio (spec §9)', () => {
  it('reserves 65 % for Auto, whatever the column count', () => {
    expect(videoPlaceholderPercent('auto', 3)).toBe(65);
    expect(videoPlaceholderPercent('auto', 1)).toBe(65);
  });

  it('reserves 100 divided by the column count otherwise', () => {
    expect(videoPlaceholderPercent(1.5, 4)).toBe(25);
    expect(videoPlaceholderPercent(16 / 9, 2)).toBe(50);
    expect(videoPlaceholderPercent(1, 1)).toBe(100);
  });

  it('treats no columns, or a count that is not a number, as one column', () => {
    expect(videoPlaceholderPercent(1.5, 0)).toBe(100);
    expect(videoPlaceholderPercent(1.5, Number.NaN)).toBe(100);
  });

  it('never reserves more than the full width for a fixed ratio', () => {
    fc.assert(
      fc.property(fc.double({ min: 0.1, max: 10, noNaN: true }), fc.integer({ min: -5, max: 50 }), (ratio, columns) => {
        const percent = videoPlaceholderPercent(ratio, columns);
        return percent > 0 && percent <= 100;
      }),
    );
  });
});
