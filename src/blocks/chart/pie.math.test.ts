import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arcPath, MIN_LABELLED_SWEEP_DEG, pieLabels, pieSlices } from './pie.math';

describe('pie slices', () => {
  it('sizes slices by share, clockwise from 12 o’clock', () => {
    expect(pieSlices([1, 1, 2])).toEqual([
      { index: 0, value: 1, startDeg: 0, endDeg: 90 },
      { index: 1, value: 1, startDeg: 90, endDeg: 180 },
      { index: 2, value: 2, startDeg: 180, endDeg: 360 },
    ]);
  });

  it('gives zero and negative values no slice, and an all-zero pie none', () => {
    expect(pieSlices([0, 5, -3]).map((s) => s.index)).toEqual([1]);
    expect(pieSlices([0, 0])).toEqual([]);
  });

  it('always makes exactly one full turn of touching slices', () => {
    fc.assert(
      fc.property(fc.array(fc.double({ min: -1e6, max: 1e9, noNaN: true }), { minLength: 1, maxLength: 30 }), (values) => {
        const slices = pieSlices(values);
        fc.pre(slices.length > 0);
        expect(slices[0]!.startDeg).toBe(0);
        expect(slices.at(-1)!.endDeg).toBe(360);
        const total = slices.reduce((sum, s) => sum + (s.endDeg - s.startDeg), 0);
        expect(total).toBeCloseTo(360, 9);
        for (let i = 1; i < slices.length; i += 1) expect(slices[i]!.startDeg).toBe(slices[i - 1]!.endDeg);
        for (const s of slices) expect(s.endDeg).toBeGreaterThanOrEqual(s.startDeg);
      }),
    );
  });

  it('draws a quarter and a full turn', () => {
    expect(arcPath(100, 100, 50, 0, 90)).toBe('M100 100 L100 50 A50 50 0 0 1 150 100 Z');
    expect(arcPath(100, 100, 50, 0, 360)).toBe('M100 50 A50 50 0 1 1 100 150 A50 50 0 1 1 100 50 Z');
    expect(arcPath(100, 100, 50, 0, 270)).toContain(' 0 1 1 ');
  });
});

describe('pie labels', () => {
  it('labels wide slices outside the pie, text leaving the pie on each side', () => {
    const labels = pieLabels(pieSlices([1, 1]), 100, 100, 50, 16);
    expect(labels.map((l) => [l.index, l.anchor])).toEqual([
      [0, 'start'],
      [1, 'end'],
    ]);
    expect(labels[0]!.x).toBeGreaterThan(150);
    expect(labels[1]!.x).toBeLessThan(50);
  });

  it('leaves out slices too narrow to label and never lets two labels on a side overlap', () => {
    fc.assert(
      fc.property(fc.array(fc.double({ min: 0, max: 1000, noNaN: true }), { minLength: 1, maxLength: 40 }), (values) => {
        const slices = pieSlices(values);
        const labels = pieLabels(slices, 150, 150, 100, 16);
        const wide = slices.filter((s) => s.endDeg - s.startDeg >= MIN_LABELLED_SWEEP_DEG);
        expect(labels.map((l) => l.index)).toEqual(wide.map((s) => s.index));
        for (const side of ['start', 'end']) {
          const ys = labels
            .filter((l) => l.anchor === side)
            .map((l) => l.y)
            .sort((a, b) => a - b);
          for (let i = 1; i < ys.length; i += 1) expect(ys[i]! - ys[i - 1]!).toBeGreaterThanOrEqual(16 - 1e-9);
        }
      }),
    );
  });
});
