/**
 * What the chart's picture says, in words: the svg's title and description (role="img"),
 * the data points' names, and the tooltips. Pure.
 */
import type { ChartKind } from './chartBlock.rules';
import type { Dataset } from './dataset.rules';
import { formatValue } from './scale.math';

const KIND_NAMES: Record<ChartKind, string> = { bar: 'Bar chart', line: 'Line chart', pie: 'Pie chart' };

/** 'Bar chart: Visitors by quarter', or 'Bar chart' without a title. */
export function chartTitle(kind: ChartKind, title: string): string {
  return title ? `${KIND_NAMES[kind]}: ${title}` : KIND_NAMES[kind];
}

const list = (items: readonly string[]) => (items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`);

/** A value's share of a pie's total, as a whole percent ('33%'); '0%' for a total of zero. */
export function percentOf(value: number, total: number): string {
  return `${total > 0 ? Math.round((Math.max(0, value) / total) * 100) : 0}%`;
}

export function pieTotal(values: readonly number[]): number {
  return values.reduce((sum, v) => (v > 0 ? sum + v : sum), 0);
}

/**
 * A few sentences a screen reader hears for the picture: what it compares, then per
 * series (a pie: its one series) the lowest and highest values with their categories.
 */
export function chartDescription(kind: ChartKind, dataset: Dataset): string {
  const n = dataset.categories.length;
  const categories = `${n} ${n === 1 ? 'category' : 'categories'} of ${dataset.categoryHeader}`;
  if (kind === 'pie') {
    const series = dataset.series[0]!;
    const total = pieTotal(series.values);
    const largest = series.values.reduce((best, v, i) => (v > series.values[best]! ? i : best), 0);
    return `${series.name} across ${categories}, ${formatValue(total)} in all. Largest: ${dataset.categories[largest]}, ${formatValue(series.values[largest]!)} (${percentOf(series.values[largest]!, total)}).`;
  }
  const parts = dataset.series.map((s) => {
    const low = s.values.indexOf(Math.min(...s.values));
    const high = s.values.indexOf(Math.max(...s.values));
    return `${s.name} from ${formatValue(s.values[low]!)} (${dataset.categories[low]}) to ${formatValue(s.values[high]!)} (${dataset.categories[high]}).`;
  });
  return [`${list(dataset.series.map((s) => s.name))} across ${categories}.`, ...parts].join(' ');
}

/** One data point in words: 'Q1, North: 120', or for a pie 'Q1: 120 (25%)'. */
export function pointLabel(kind: ChartKind, dataset: Dataset, series: number, category: number): string {
  const value = dataset.series[series]!.values[category]!;
  const name = dataset.categories[category];
  if (kind === 'pie') return `${name}: ${formatValue(value)} (${percentOf(value, pieTotal(dataset.series[series]!.values))})`;
  return dataset.series.length > 1 ? `${name}, ${dataset.series[series]!.name}: ${formatValue(value)}` : `${name}: ${formatValue(value)}`;
}
