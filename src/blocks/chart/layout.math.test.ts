import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { categoryLabels, chartHeight, estimateTextWidth, MAX_CHART_HEIGHT, MIN_CHART_HEIGHT, plotArea, shortenLabel } from './layout.math';

describe('chart layout', () => {
  it('keeps a 5:8 height between its minimum and maximum', () => {
    expect(chartHeight(640)).toBe(400);
    expect(chartHeight(300)).toBe(MIN_CHART_HEIGHT);
    expect(chartHeight(2000)).toBe(MAX_CHART_HEIGHT);
  });

  it('leaves room left of the plot for the widest tick label and the axis title', () => {
    const without = plotArea(600, 400, { valueLabels: ['0', '50'], hasXTitle: false, hasYTitle: false });
    const wide = plotArea(600, 400, { valueLabels: ['0', '1,000,000'], hasXTitle: true, hasYTitle: true });
    expect(wide.x).toBeGreaterThan(without.x + estimateTextWidth('1,000,000') - estimateTextWidth('50'));
    expect(wide.y + wide.height).toBeLessThan(without.y + without.height);
    expect(wide.x + wide.width).toBe(without.x + without.width);
  });

  it('shortens long labels with an ellipsis', () => {
    expect(shortenLabel('September', 14)).toBe('September');
    expect(shortenLabel('Northern territories', 14)).toBe('Northern terr…');
  });

  it('thins category labels so that shown labels never overlap', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ maxLength: 30 }), { minLength: 1, maxLength: 60 }), fc.double({ min: 2, max: 200, noNaN: true }), (categories, band) => {
        const { step, texts } = categoryLabels(categories, band);
        const shown = texts.map((t, i) => ({ t, i })).filter(({ i }) => i % step === 0);
        for (let k = 1; k < shown.length; k += 1) {
          const a = shown[k - 1]!;
          const b = shown[k]!;
          const gap = (b.i - a.i) * band;
          expect(estimateTextWidth(a.t) / 2 + estimateTextWidth(b.t) / 2).toBeLessThanOrEqual(gap);
        }
      }),
    );
  });

  it('labels every category when there is room', () => {
    expect(categoryLabels(['Q1', 'Q2', 'Q3'], 120)).toEqual({ step: 1, texts: ['Q1', 'Q2', 'Q3'] });
    expect(categoryLabels(['Jan', 'Feb', 'Mar', 'Apr'], 20).texts).toEqual(['Jan', '', 'Mar', '']);
  });
});
