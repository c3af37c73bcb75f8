import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { autocolumnsLayout, autogridLayout, columnCount } from './columns.math';
import { FIXTURES, rectsOverlap } from './layout.fixtures';

describe('column count', () => {
  it('rounds down with behaviour min and up otherwise, at least 1', () => {
    expect(columnCount(1000, 250, 0, 'min')).toBe(4);
    expect(columnCount(1100, 250, 0, 'min')).toBe(4);
    expect(columnCount(1100, 250, 0, 'max')).toBe(5);
    expect(columnCount(1020, 250, 20, 'min')).toBe(3);
    expect(columnCount(1060, 250, 20, 'min')).toBe(4);
    expect(columnCount(100, 250, 0, 'min')).toBe(1);
    expect(columnCount(0, 250, 0, 'max')).toBe(1);
  });
});

describe('autocolumns (masonry)', () => {
  it('places a mixed set in the shortest column at 1000 px, 4 columns', () => {
    const { rects, height } = autocolumnsLayout(FIXTURES.mixed, { containerWidth: 1000, columnWidth: 250, gutter: 0, behaviour: 'min' });
    expect(rects.map((r) => [r.x, r.y, r.width, Math.round(r.height)])).toEqual([
      [0, 0, 250, 167],
      [250, 0, 250, 167],
      [500, 0, 250, 333],
      [750, 0, 250, 250],
      [0, 250 / 1.5, 250, 167],
    ]);
    expect(Math.round(height)).toBe(333);
  });

  it('never overlaps items and stays within the container (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 0.2, max: 5, noNaN: true }), { maxLength: 40 }),
        fc.integer({ min: 200, max: 2000 }),
        fc.integer({ min: 100, max: 400 }),
        fc.integer({ min: 0, max: 40 }),
        (aspects, containerWidth, columnWidth, gutter) => {
          const { rects } = autocolumnsLayout(
            aspects.map((aspect) => ({ aspect })),
            { containerWidth, columnWidth, gutter, behaviour: 'min' },
          );
          for (const r of rects) expect(r.x + r.width).toBeLessThanOrEqual(containerWidth + 1e-6);
          for (let i = 0; i < rects.length; i++) for (let j = i + 1; j < rects.length; j++) expect(rectsOverlap(rects[i]!, rects[j]!)).toBe(false);
        },
      ),
    );
  });
});

describe('autogrid', () => {
  it('lays even cells row by row; Auto makes them square', () => {
    const { rects, height } = autogridLayout(5, { containerWidth: 1000, columnWidth: 250, gutter: 20, behaviour: 'min', aspectRatio: 'auto' });
    expect(rects[0]).toEqual({ x: 0, y: 0, width: 320, height: 320 });
    expect(rects[3]).toEqual({ x: 0, y: 340, width: 320, height: 320 });
    expect(height).toBe(660);
    expect(autogridLayout(2, { containerWidth: 600, columnWidth: 250, gutter: 0, behaviour: 'min', aspectRatio: 1.5 }).rects[1]).toEqual({
      x: 300,
      y: 0,
      width: 300,
      height: 200,
    });
    expect(autogridLayout(0, { containerWidth: 600, columnWidth: 250, gutter: 0, behaviour: 'min', aspectRatio: 1 }).height).toBe(0);
  });
});
