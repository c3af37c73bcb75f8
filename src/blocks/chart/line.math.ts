/** Line chart geometry: one point per category at its band's centre, joined per series. Pure. */
import { bands, linearScale, type Ticks } from './scale.math';
import type { Rect } from './layout.math';

export interface LinePoint {
  series: number;
  category: number;
  value: number;
  x: number;
  y: number;
}

export function linePoints(series: readonly { values: readonly number[] }[], categoryCount: number, plot: Rect, ticks: Ticks): LinePoint[][] {
  const b = bands(categoryCount, plot.x, plot.x + plot.width);
  const y = linearScale(ticks.min, ticks.max, plot.y + plot.height, plot.y);
  return series.map((s, i) => s.values.slice(0, categoryCount).map((value, c) => ({ series: i, category: c, value, x: b.centre(c), y: y(value) })));
}

const round = (n: number) => Math.round(n * 100) / 100;

/** An SVG path through the points in order ('' for none). */
export function linePath(points: readonly { x: number; y: number }[]): string {
  return points.map((p, i) => `${i === 0 ? 'M' : 'L'}${round(p.x)} ${round(p.y)}`).join(' ');
}
