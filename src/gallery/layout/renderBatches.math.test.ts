import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Rect } from './layoutTypes';
import { renderBatches, slidesMeeting, viewportBand } from './renderBatches.math';

/** A grid of `count` square cells, `perRow` a row, each `size` px with no gap. */
const grid = (count: number, perRow: number, size = 100): Rect[] =>
  Array.from({ length: count }, (_, i) => ({ x: (i % perRow) * size, y: Math.floor(i / perRow) * size, width: size, height: size }));

describe('renderBatches', () => {
  it('draws the rows the viewport shows first, then the rest nearest first, a batch at a time', () => {
    // 40 rows of 4; the viewport shows rows 10 to 12 (px 1000 to 1300)
    const batches = renderBatches(grid(160, 4), { top: 1000, bottom: 1300 }, 8);
    expect(batches[0]).toEqual([40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51]);
    // then rows 9 and 13 (100 px away), in the page's order
    expect(batches[1]).toEqual([36, 37, 38, 39, 52, 53, 54, 55]);
    expect(batches.slice(1).every((batch) => batch.length <= 8)).toBe(true);
  });

  it('starts with a whole batch when the band meets fewer slides (a gallery below the fold)', () => {
    const batches = renderBatches(grid(30, 3), { top: -900, bottom: -100 }, 12);
    expect(batches[0]).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(batches.map((b) => b.length)).toEqual([12, 12, 6]);
  });

  it('gives one pass to a gallery smaller than a batch, and none to an empty one', () => {
    expect(renderBatches(grid(5, 2), { top: 0, bottom: 100 }, 200)).toEqual([[0, 1, 2, 3, 4]]);
    expect(renderBatches([], { top: 0, bottom: 100 })).toEqual([]);
  });

  it('renders every slide exactly once, the first pass holding all in the band', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 400 }),
        fc.integer({ min: 1, max: 24 }),
        fc.integer({ min: -2000, max: 6000 }),
        fc.integer({ min: 1, max: 300 }),
        (count, perRow, top, size) => {
          const rects = grid(count, perRow, 50);
          const band = { top, bottom: top + 800 };
          const batches = renderBatches(rects, band, size);
          const all = batches.flat();
          expect([...all].sort((a, b) => a - b)).toEqual(rects.map((_, i) => i));
          const shown = rects.flatMap((r, i) => (r.y < band.bottom && r.y + r.height > band.top ? [i] : []));
          expect(batches[0] ?? []).toEqual(expect.arrayContaining(shown));
          for (const batch of batches.slice(1)) expect(batch.length).toBeLessThanOrEqual(size);
        },
      ),
    );
  });
});

describe('the band rendered in full', () => {
  it('is what the viewport shows of the stage and a margin on each side', () => {
    // the stage's top 2000 px above the viewport's, a viewport of 900 px, 300 px more each side
    expect(viewportBand(-2000, 900, 300)).toEqual({ top: 1700, bottom: 3200 });
    // a stage below the fold: the band starts above it
    expect(viewportBand(1500, 900, 300)).toEqual({ top: -1800, bottom: -300 });
  });

  it('holds the slides whose boxes meet it, and only those, in the page’s order', () => {
    // 100 rows of 4 cells of 100 px; rows 20 to 22 meet px 2050 to 2250
    expect(slidesMeeting(grid(400, 4), { top: 2050, bottom: 2250 })).toEqual([80, 81, 82, 83, 84, 85, 86, 87, 88, 89, 90, 91]);
    // a band that only touches row 20 and row 22 holds row 21 alone
    expect(slidesMeeting(grid(400, 4), { top: 2100, bottom: 2200 })).toEqual([84, 85, 86, 87]);
    expect(slidesMeeting(grid(400, 4), { top: -500, bottom: -1 })).toEqual([]);
  });

  it('holds as many slides for a gallery of 10,000 as for one of 1000', () => {
    const band = viewportBand(-20_000, 900, 900);
    expect(slidesMeeting(grid(10_000, 4), band)).toHaveLength(slidesMeeting(grid(1000, 4), band).length);
    expect(slidesMeeting(grid(10_000, 4), band).length).toBeLessThanOrEqual(4 * 28);
  });
});
