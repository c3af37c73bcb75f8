import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { axisLayout } from './axes.math';

describe('axis layout', () => {
  it('starts a bar chart’s axis at zero and a line chart’s near its data', () => {
    const series = [{ values: [410, 480, 455] }];
    const cats = ['Mon', 'Tue', 'Wed'];
    expect(axisLayout(series, cats, 480, 300, { fromZero: true, hasXTitle: false, hasYTitle: false }).ticks.min).toBe(0);
    expect(axisLayout(series, cats, 480, 300, { fromZero: false, hasXTitle: false, hasYTitle: false }).ticks.min).toBeGreaterThan(300);
  });

  it('keeps the plot inside the chart and the ticks covering the data, at any size', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: -1e7, max: 1e7, noNaN: true }), { minLength: 1, maxLength: 20 }),
        fc.integer({ min: 200, max: 1400 }),
        fc.integer({ min: 240, max: 420 }),
        fc.boolean(),
        (values, width, height, fromZero) => {
          const layout = axisLayout(
            [{ values }],
            values.map((_, i) => `C${i}`),
            width,
            height,
            { fromZero, hasXTitle: true, hasYTitle: true },
          );
          const { plot, ticks } = layout;
          expect(plot.x).toBeGreaterThanOrEqual(0);
          expect(plot.y).toBeGreaterThanOrEqual(0);
          expect(plot.x + plot.width).toBeLessThanOrEqual(width);
          expect(plot.y + plot.height).toBeLessThanOrEqual(height);
          expect(ticks.min).toBeLessThanOrEqual(Math.min(...values) + ticks.step * 1e-6);
          expect(ticks.max).toBeGreaterThanOrEqual(Math.max(...values) - ticks.step * 1e-6);
        },
      ),
    );
  });
});
