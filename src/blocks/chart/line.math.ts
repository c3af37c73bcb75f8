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

export type MarkerShape = 'circle' | 'square' | 'triangle' | 'diamond';
const MARKERS: readonly MarkerShape[] = ['circle', 'square', 'triangle', 'diamond'];

/** The marker of series `i` (so lines differ by shape as well as colour). */
export function markerShape(i: number): MarkerShape {
  return MARKERS[i % MARKERS.length]!;
}

/** A marker's path centred on (x, y), `r` its half size. */
export function markerPath(shape: MarkerShape, x: number, y: number, r: number): string {
  switch (shape) {
    case 'square':
      return `M${round(x - r)} ${round(y - r)} h${round(2 * r)} v${round(2 * r)} h${round(-2 * r)} Z`;
    case 'triangle':
      return `M${round(x)} ${round(y - r * 1.2)} L${round(x + r * 1.15)} ${round(y + r * 0.8)} L${round(x - r * 1.15)} ${round(y + r * 0.8)} Z`;
    case 'diamond':
      return `M${round(x)} ${round(y - r * 1.3)} L${round(x + r * 1.3)} ${round(y)} L${round(x)} ${round(y + r * 1.3)} L${round(x - r * 1.3)} ${round(y)} Z`;
    default:
      return `M${round(x - r)} ${round(y)} a${round(r)} ${round(r)} 0 1 0 ${round(2 * r)} 0 a${round(r)} ${round(r)} 0 1 0 ${round(-2 * r)} 0`;
  }
}

/** Dash patterns per series (solid first), so lines differ without colour. */
export function lineDash(i: number): string | undefined {
  return [undefined, '6 4', '2 3', '10 3 2 3'][i % 4];
}
