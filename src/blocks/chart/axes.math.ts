/** The axes of a bar or line chart: value ticks sized to the plot, and the plot they leave. Pure. */
import { categoryLabels, plotArea, type CategoryLabels, type Rect } from './layout.math';
import { formatValue, niceTicks, valueExtent, type Ticks } from './scale.math';

/** About one value tick per this many px of plot height. */
export const TICK_SPACING_PX = 48;

export interface AxisLayout {
  plot: Rect;
  ticks: Ticks;
  tickLabels: string[];
  labels: CategoryLabels;
}

/**
 * Ticks over the data (from zero for bars, which grow from it), as many as fit one per
 * TICK_SPACING_PX (2 to 8), then the plot that leaves room for their labels and the axis titles.
 */
export function axisLayout(
  series: readonly { values: readonly number[] }[],
  categories: readonly string[],
  width: number,
  height: number,
  options: { fromZero: boolean; hasXTitle: boolean; hasYTitle: boolean },
): AxisLayout {
  const [min, max] = valueExtent(series);
  const roughPlotHeight = Math.max(0, height - 60);
  const maxTicks = Math.min(8, Math.max(2, Math.floor(roughPlotHeight / TICK_SPACING_PX) + 1));
  const ticks = options.fromZero ? niceTicks(Math.min(0, min), Math.max(0, max), maxTicks) : niceTicks(min, max, maxTicks);
  const tickLabels = ticks.values.map(formatValue);
  const plot = plotArea(width, height, { valueLabels: tickLabels, hasXTitle: options.hasXTitle, hasYTitle: options.hasYTitle });
  return { plot, ticks, tickLabels, labels: categoryLabels(categories, categories.length > 0 ? plot.width / categories.length : 0) };
}
