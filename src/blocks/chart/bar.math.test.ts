import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { barGeometry, barTarget, type Bar } from './bar.math';
import { niceTicks, valueExtent } from './scale.math';

const plot = { x: 40, y: 10, width: 400, height: 200 };

describe('bar geometry', () => {
  it('groups one bar per series inside each category band, growing from zero', () => {
    const series = [{ values: [100, 50] }, { values: [50, -50] }];
    const bars = barGeometry(series, 2, plot, niceTicks(-50, 100, 4));
    // ticks -50..100: zero is two thirds of the way down
    const baseline = 10 + (200 * 100) / 150;
    expect(bars).toHaveLength(4);
    const [a, b, , d] = bars as [Bar, Bar, Bar, Bar];
    expect(a).toMatchObject({ series: 0, category: 0, y: 10 });
    expect(a.y + a.height).toBeCloseTo(baseline);
    expect(b.x).toBeCloseTo(a.x + a.width);
    expect(d.y).toBeCloseTo(baseline);
    expect(d.y + d.height).toBeCloseTo(210);
  });

  it('keeps every bar inside the plot, bars of a category inside its band, and none overlapping', () => {
    const values = fc.array(fc.double({ min: -1e6, max: 1e6, noNaN: true }), { minLength: 1, maxLength: 12 });
    fc.assert(
      fc.property(fc.array(values, { minLength: 1, maxLength: 6 }), (raw) => {
        const count = Math.min(...raw.map((v) => v.length));
        const series = raw.map((values) => ({ values: values.slice(0, count) }));
        const [min, max] = valueExtent(series);
        const bars = barGeometry(series, count, plot, niceTicks(Math.min(0, min), Math.max(0, max)));
        const band = plot.width / count;
        for (const bar of bars) {
          expect(bar.x).toBeGreaterThanOrEqual(plot.x + bar.category * band - 1e-6);
          expect(bar.x + bar.width).toBeLessThanOrEqual(plot.x + (bar.category + 1) * band + 1e-6);
          expect(bar.y).toBeGreaterThanOrEqual(plot.y - 1e-6);
          expect(bar.y + bar.height).toBeLessThanOrEqual(plot.y + plot.height + 1e-6);
          expect(bar.height).toBeGreaterThanOrEqual(0);
        }
        for (let i = 1; i < bars.length; i += 1) expect(bars[i]!.x).toBeGreaterThanOrEqual(bars[i - 1]!.x + bars[i - 1]!.width - 1e-6);
      }),
    );
  });

  it('gives even a zero bar a target of at least 24 × 24 at its value', () => {
    const [zero] = barGeometry([{ values: [0] }], 1, plot, niceTicks(0, 10));
    const target = barTarget(zero!);
    expect(target.width).toBeGreaterThanOrEqual(24);
    expect(target.height).toBe(24);
    expect(target.y + target.height / 2).toBeCloseTo(zero!.y);
  });
});
