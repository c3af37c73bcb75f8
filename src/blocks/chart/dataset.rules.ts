/**
 * A chart's dataset: rows × columns of cells (the block's data, or a parsed CSV) read
 * into categories and numeric series, with the spec's dataset messages and truncation
 * at the chart's maximum rows and columns. Pure, no React.
 *
 * Shape: the first row names the columns (its first cell heads the category column),
 * every other row is one category: its label in the first cell, then one value per
 * series column.
 */
import type { Result } from '../../platform/result/result';

/** Spec §5, exactly. */
export const DATASET_MESSAGES = {
  noColumns: 'Your dataset must have at least one column',
  noRows: 'Your dataset must have at least one row',
  missingData: 'One or more rows was missing data',
} as const;

export type DatasetProblem = keyof typeof DATASET_MESSAGES;

/** Rows (categories) drawn at most; later rows are left out with a notice. */
export const MAX_DATASET_ROWS = 50;
/** Series (value columns) drawn at most; later columns are left out with a notice. */
export const MAX_DATASET_COLUMNS = 8;

export interface Series {
  name: string;
  values: number[];
}

export interface Dataset {
  /** The header of the category column (the table's first column header). */
  categoryHeader: string;
  categories: string[];
  series: Series[];
  /** What truncation left out: counts before truncation, when over the maximum. */
  truncated: { rows: number | null; columns: number | null };
}

/** The dataset, or why it cannot be drawn: the problem and the spec's words for it. */
export type DatasetResult = Result<Dataset, { problem: DatasetProblem; message: string }>;

const fail = (problem: DatasetProblem): DatasetResult => ({ ok: false, error: { problem, message: DATASET_MESSAGES[problem] } });

const cellText = (cell: unknown): string => (cell === null || cell === undefined ? '' : String(cell).trim());

const GROUPED_THOUSANDS = /^[-+]?\d{1,3}(,\d{3})+(\.\d+)?$/;
const PLAIN_NUMBER = /^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/;

/**
 * A cell as a number: a finite number, or text holding one ("1200", "-3.5", "1,200",
 * "2e3"); anything else (blank, words, "12%") is null, counted as missing data.
 */
export function cellNumber(cell: unknown): number | null {
  if (typeof cell === 'number') return Number.isFinite(cell) ? cell : null;
  if (typeof cell !== 'string') return null;
  const text = cell.trim();
  if (GROUPED_THOUSANDS.test(text)) return Number(text.replace(/,/g, ''));
  return PLAIN_NUMBER.test(text) ? Number(text) : null;
}

function isBlankRow(row: readonly unknown[]): boolean {
  return row.every((cell) => cellText(cell) === '');
}

/**
 * Reads rows × columns into a dataset, in this order of checks: no series column →
 * 'Your dataset must have at least one column'; no data row → 'Your dataset must have at
 * least one row'; a data cell within the drawn rows and columns blank or not a number →
 * 'One or more rows was missing data'. Rows entirely blank (a CSV's trailing lines) are
 * dropped first; a short row counts as missing data. Over MAX_DATASET_ROWS rows or
 * MAX_DATASET_COLUMNS series, the rest is left out and `truncated` says how many there were.
 */
export function readDataset(rows: readonly (readonly unknown[])[]): DatasetResult {
  const kept = rows.filter((row) => !isBlankRow(row));
  const header = kept[0] ?? [];
  let seriesCount = header.length - 1;
  while (seriesCount > 0 && cellText(header[seriesCount]) === '' && kept.slice(1).every((row) => cellText(row[seriesCount]) === '')) seriesCount -= 1;
  if (seriesCount < 1) return fail('noColumns');
  const dataRows = kept.slice(1);
  if (dataRows.length === 0) return fail('noRows');

  const drawnRows = dataRows.slice(0, MAX_DATASET_ROWS);
  const drawnSeries = Math.min(seriesCount, MAX_DATASET_COLUMNS);
  const series: Series[] = [];
  for (let s = 0; s < drawnSeries; s += 1) {
    const values: number[] = [];
    for (const row of drawnRows) {
      const value = cellNumber(row[s + 1]);
      if (value === null) return fail('missingData');
      values.push(value);
    }
    series.push({ name: cellText(header[s + 1]) || `Series ${s + 1}`, values });
  }
  return {
    ok: true,
    value: {
      categoryHeader: cellText(header[0]) || 'Category',
      categories: drawnRows.map((row, i) => cellText(row[0]) || `Row ${i + 1}`),
      series,
      truncated: {
        rows: dataRows.length > MAX_DATASET_ROWS ? dataRows.length : null,
        columns: seriesCount > MAX_DATASET_COLUMNS ? seriesCount : null,
      },
    },
  };
}

/**
 * The truncation notices (the spec has them but shows no wording): one per dimension
 * over its maximum, e.g. 'Showing the first 50 of 72 rows.'
 */
export function truncationNotices(truncated: Dataset['truncated']): string[] {
  const notices: string[] = [];
  if (truncated.rows !== null) notices.push(`Showing the first ${MAX_DATASET_ROWS} of ${truncated.rows} rows.`);
  if (truncated.columns !== null) notices.push(`Showing the first ${MAX_DATASET_COLUMNS} of ${truncated.columns} columns.`);
  return notices;
}
