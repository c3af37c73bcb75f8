/**
 * The chart block's settings (`data-block-json`) read into the chart's props. Pure.
 *
 * Keys (the spec names the variants, not the keys; these are ours, see README):
 * `variantId` (or `blockVariantId`) 1009 bar, 1010 line, 1011 pie (spec §2); `data`: the
 * dataset as rows of cells, the first row naming the columns; `title`, `xAxisTitle`,
 * `yAxisTitle`: text; `showLegend`: true or false.
 */
import { BlockVariantType } from '../../platform/enums/blockTypes';

export type ChartKind = 'bar' | 'line' | 'pie';

/** Spec §2: block variant type ids 1009 to 1011, bar, line, pie chart. */
export const CHART_KIND_BY_VARIANT: ReadonlyMap<number, ChartKind> = new Map([
  [BlockVariantType.CHART_BAR, 'bar'],
  [BlockVariantType.CHART_LINE, 'line'],
  [BlockVariantType.CHART_PIE, 'pie'],
]);

export interface ChartBlockData {
  kind: ChartKind;
  rows: unknown[][];
  title: string;
  xAxisTitle: string;
  yAxisTitle: string;
  showLegend: boolean;
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '');

function variantKind(raw: unknown): ChartKind {
  if (raw === undefined || raw === null || raw === '') return 'bar';
  const id = typeof raw === 'string' && /^\s*\d+\s*$/.test(raw) ? Number(raw) : raw;
  const kind = typeof id === 'number' ? CHART_KIND_BY_VARIANT.get(id) : undefined;
  if (!kind) throw new TypeError(`chart block: variantId must be 1009 (bar), 1010 (line) or 1011 (pie), got ${JSON.stringify(raw)}`);
  return kind;
}

/**
 * Reads the block's settings. Absent or null keys take the defaults (a bar chart, no
 * rows — which shows the dataset message —, no titles, a legend). A variant that is not
 * a chart's, `data` that is not a list of rows, or a `showLegend` that is not a boolean
 * is refused with a TypeError naming the key; a row that is not a list is an empty row.
 */
export function readChartBlock(raw: unknown): ChartBlockData {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) throw new TypeError('chart block: settings must be an object');
  const data = raw as Record<string, unknown>;
  const rows = data.data ?? [];
  if (!Array.isArray(rows)) throw new TypeError('chart block: data must be a list of rows');
  const legend = data.showLegend ?? true;
  if (typeof legend !== 'boolean') throw new TypeError(`chart block: showLegend must be true or false, got ${JSON.stringify(legend)}`);
  return {
    kind: variantKind(data.variantId ?? data.blockVariantId),
    rows: rows.map((row) => (Array.isArray(row) ? row : [])),
    title: text(data.title),
    xAxisTitle: text(data.xAxisTitle),
    yAxisTitle: text(data.yAxisTitle),
    showLegend: legend,
  };
}
