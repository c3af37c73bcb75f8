import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { autorowsLayout } from './rows.math';
import { FIXTURES } from './layout.fixtures';

describe('autorows (justified)', () => {
  it('fills full rows to the container width and keeps the last row at the target height', () => {
    const { rects } = autorowsLayout(FIXTURES.mixed, { containerWidth: 1000, rowHeight: 250, gutter: 20 });
    // 1.5 + 1.5 + 0.75 at 250 px = 937.5 + 40 < 1000; adding the square overflows: first row is four items
    const row1 = rects.slice(0, 4);
    expect(row1.every((r) => r.y === 0)).toBe(true);
    const last = row1[3]!;
    expect(last.x + last.width).toBeCloseTo(1000, 6);
    expect(row1[0]!.height).toBeCloseTo((1000 - 60) / 4.75, 6);
    expect(rects[4]!.height).toBe(250);
  });

  it('shrinks a single panorama to fit', () => {
    const { rects, height } = autorowsLayout(FIXTURES.panorama, { containerWidth: 900, rowHeight: 250, gutter: 20 });
    expect(rects[0]).toEqual({ x: 0, y: 0, width: 900, height: 150 });
    expect(height).toBe(150);
  });

  it('never exceeds the container width and full rows are exact (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 0.3, max: 4, noNaN: true }), { minLength: 1, maxLength: 40 }),
        fc.integer({ min: 300, max: 2000 }),
        (aspects, containerWidth) => {
          const { rects } = autorowsLayout(
            aspects.map((aspect) => ({ aspect })),
            { containerWidth, rowHeight: 250, gutter: 20 },
          );
          const rows = new Map<number, typeof rects>();
          for (const r of rects) rows.set(r.y, [...(rows.get(r.y) ?? []), r]);
          const ys = [...rows.keys()].sort((a, b) => a - b);
          ys.forEach((y, i) => {
            const row = rows.get(y)!;
            const right = Math.max(...row.map((r) => r.x + r.width));
            expect(right).toBeLessThanOrEqual(containerWidth + 1e-6);
            if (i < ys.length - 1) expect(right).toBeCloseTo(containerWidth, 6);
          });
        },
      ),
    );
  });
});
