import { describe, expect, it } from 'vitest';
import { slideshowStageHeight, stackedLayout } from './stacked.math';
import { aspectOf } from './layoutTypes';
import { FIXTURES } from './layout.fixtures';

describe('stacked and slideshow', () => {
  it('stacks slides at the full width', () => {
    const { rects, height } = stackedLayout(FIXTURES.mixed.slice(0, 2), { containerWidth: 600, gutter: 10 });
    expect(rects).toEqual([
      { x: 0, y: 0, width: 600, height: 400 },
      { x: 0, y: 410, width: 600, height: 400 },
    ]);
    expect(height).toBe(810);
  });

  it('sizes the slideshow stage from the block ratio, or the tallest slide for Auto', () => {
    expect(slideshowStageHeight(FIXTURES.mixed, { containerWidth: 900, aspectRatio: 1.5 })).toBe(600);
    expect(slideshowStageHeight(FIXTURES.mixed, { containerWidth: 900, aspectRatio: 'auto' })).toBe(1200);
    expect(slideshowStageHeight([], { containerWidth: 900, aspectRatio: 'auto' })).toBe(0);
  });

  it('reads aspect ratios with a fallback', () => {
    expect(aspectOf({ width: 1600, height: 900 })).toBeCloseTo(16 / 9);
    expect(aspectOf(null, 16 / 9)).toBeCloseTo(16 / 9);
    expect(aspectOf({ width: 0, height: 10 })).toBe(1);
  });
});
