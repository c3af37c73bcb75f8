import { describe, expect, it } from 'vitest';
import { lineDash, linePath, linePoints, markerPath, markerShape } from './line.math';
import { niceTicks } from './scale.math';

describe('line geometry', () => {
  const plot = { x: 0, y: 0, width: 300, height: 100 };

  it('puts each value at its category’s centre and its height on the value axis', () => {
    const [points] = linePoints([{ values: [0, 50, 100] }], 3, plot, niceTicks(0, 100, 3));
    expect(points!.map((p) => [p.x, p.y])).toEqual([
      [50, 100],
      [150, 50],
      [250, 0],
    ]);
  });

  it('joins the points of a series in order', () => {
    expect(
      linePath([
        { x: 1, y: 2 },
        { x: 3.456, y: 4 },
      ]),
    ).toBe('M1 2 L3.46 4');
    expect(linePath([])).toBe('');
  });
});

describe('line series look', () => {
  it('differ by marker shape and dash, not only colour', () => {
    expect([0, 1, 2, 3, 4].map(markerShape)).toEqual(['circle', 'square', 'triangle', 'diamond', 'circle']);
    expect(lineDash(0)).toBeUndefined();
    expect(new Set([0, 1, 2, 3].map(lineDash)).size).toBe(4);
    expect(markerPath('square', 10, 10, 4)).toBe('M6 6 h8 v8 h-8 Z');
  });
});
