import type { ChartKind } from './chartBlock.rules';
import type { SeriesStyle } from './chartColors.rules';
import { lineDash, markerPath, markerShape } from './line.math';
import { seriesFill, SeriesPatterns } from './SeriesFill';
import { Legend } from './Chart.styles';

function Swatch({ kind, styles, i, idPrefix }: { kind: ChartKind; styles: readonly SeriesStyle[]; i: number; idPrefix: string }) {
  const prefix = `${idPrefix}-legend-${i}`;
  if (kind === 'line') {
    return (
      <svg width="28" height="14" viewBox="0 0 28 14" aria-hidden="true" focusable="false">
        <line x1="1" x2="27" y1="7" y2="7" stroke={styles[i]!.color} strokeWidth="2.5" strokeDasharray={lineDash(i)} />
        <path d={markerPath(markerShape(i), 14, 7, 4)} fill={styles[i]!.color} />
      </svg>
    );
  }
  return (
    <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true" focusable="false">
      <SeriesPatterns styles={styles.map((s, k) => (k === i ? s : { ...s, pattern: 'solid' as const }))} idPrefix={prefix} />
      <rect width="14" height="14" fill={seriesFill(styles, i, prefix)} />
    </svg>
  );
}

/** The legend: series (bar, line) or categories (pie), each with its swatch. */
export function ChartLegend({
  kind,
  names,
  styles,
  idPrefix,
}: {
  kind: ChartKind;
  names: readonly string[];
  styles: readonly SeriesStyle[];
  idPrefix: string;
}) {
  return (
    <Legend aria-label="Legend">
      {names.map((name, i) => (
        <li key={i}>
          <Swatch kind={kind} styles={styles} i={i} idPrefix={idPrefix} />
          {name}
        </li>
      ))}
    </Legend>
  );
}
