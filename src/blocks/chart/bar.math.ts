/** Bar chart geometry: grouped bars, one per series in each category band. Pure. */
import { bands, linearScale, type Ticks } from './scale.math';
import type { Rect } from './layout.math';

export interface Bar extends Rect {
  series: number;
  category: number;
  value: number;
}

/** Share of each band the group of bars takes (the rest is the gap between groups). */
export const GROUP_SHARE = 0.72;

/**
 * One bar per series and category, inside `plot`: each category's band holds its group,
 * centred, split evenly between the series; bars grow from zero (the baseline, inside
 * the ticks' range) up for positive values and down for negative ones.
 */
export function barGeometry(series: readonly { values: readonly number[] }[], categoryCount: number, plot: Rect, ticks: Ticks): Bar[] {
  const b = bands(categoryCount, plot.x, plot.x + plot.width);
  const y = linearScale(ticks.min, ticks.max, plot.y + plot.height, plot.y);
  const baseline = y(Math.min(ticks.max, Math.max(ticks.min, 0)));
  const group = b.band * GROUP_SHARE;
  const width = series.length > 0 ? group / series.length : 0;
  const bars: Bar[] = [];
  for (let c = 0; c < categoryCount; c += 1) {
    const left = b.start(c) + (b.band - group) / 2;
    series.forEach((s, i) => {
      const value = s.values[c] ?? 0;
      const top = y(value);
      bars.push({ series: i, category: c, value, x: left + i * width, y: Math.min(top, baseline), width, height: Math.abs(baseline - top) });
    });
  }
  return bars;
}

/**
 * The pointer and focus target of a bar: the bar itself, grown to at least `min` px
 * each way about the bar's value end (a zero bar still has something to point at).
 */
export function barTarget(bar: Bar, min = 24): Rect {
  const width = Math.max(bar.width, min);
  const height = Math.max(bar.height, min);
  const valueEnd = bar.value >= 0 ? bar.y : bar.y + bar.height;
  const y = bar.height >= min ? bar.y : valueEnd - height / 2;
  return { x: bar.x + bar.width / 2 - width / 2, y, width, height };
}
