import { describe, expect, it } from 'vitest';
import { carouselLayout, gridLayout } from './grid.math';

describe('grid', () => {
  it('lays 4 per row with 20 px padding', () => {
    const { rects, height } = gridLayout(6, { containerWidth: 1000, slidesPerRow: 4, padding: 20, aspectRatio: 1 });
    expect(rects[0]!.width).toBe(235);
    expect(rects[4]).toEqual({ x: 0, y: 255, width: 235, height: 235 });
    expect(height).toBe(490);
  });
});

describe('carousel', () => {
  it('shows 3 per row with a 1 % gutter and one offset per group', () => {
    const c = carouselLayout(7, { containerWidth: 1000, slidesPerRow: 3, gutterPercent: 1, aspectRatio: 1.5 });
    expect(c.perRow).toBe(3);
    expect(c.gutterPx).toBe(10);
    expect(c.rects[1]!.x).toBeCloseTo(336.67, 2);
    expect(c.groupOffsets).toHaveLength(3);
    expect(c.groupOffsets[1]).toBeCloseTo(-1010, 6);
  });

  it('drops to 2 per row under 480 px', () => {
    expect(carouselLayout(5, { containerWidth: 400, slidesPerRow: 3, gutterPercent: 1, aspectRatio: 1 }).perRow).toBe(2);
  });
});
