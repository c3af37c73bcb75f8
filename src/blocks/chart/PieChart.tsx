import { arcPath, pieLabels, pieSlices } from './pie.math';
import { percentOf, pieTotal, pointLabel } from './chartSummary.rules';
import type { ChartViewProps } from './chartView.types';
import { LABEL_FONT_PX } from './layout.math';
import { ChartPicture } from './ChartPicture';
import { DataPoints } from './DataPoints';
import { seriesFill } from './SeriesFill';

/** Room around the pie for the labels outside it, px (less on a narrow chart). */
const LABEL_ROOM = 56;

/**
 * The pie chart (variant 1011): the first value column, a slice per category above zero,
 * clockwise from 12 o'clock, slices parted by a line of the background colour; slices
 * wide enough carry their share outside the pie.
 */
export function PieChart(props: ChartViewProps) {
  const { dataset, width, height, styles, idPrefix } = props;
  const values = dataset.series[0]!.values;
  const total = pieTotal(values);
  const room = width < 360 ? LABEL_ROOM / 2 : LABEL_ROOM;
  const r = Math.max(20, Math.min(width, height) / 2 - room);
  const cx = width / 2;
  const cy = height / 2;
  const slices = pieSlices(values);
  const labels = pieLabels(slices, cx, cy, r, LABEL_FONT_PX + 3);
  const points = slices.map((s) => ({
    key: String(s.index),
    label: pointLabel('pie', dataset, 0, s.index),
    shape: { kind: 'path' as const, d: arcPath(cx, cy, r, s.startDeg, s.endDeg) },
  }));
  return (
    <>
      <ChartPicture {...props}>
        {slices.length === 0 && <circle cx={cx} cy={cy} r={r} fill="none" stroke="var(--color-border)" strokeDasharray="4 4" />}
        {slices.map((s) => (
          <path
            key={s.index}
            d={arcPath(cx, cy, r, s.startDeg, s.endDeg)}
            fill={seriesFill(styles, s.index, idPrefix)}
            stroke="var(--color-background)"
            strokeWidth={2}
            strokeLinejoin="round"
          />
        ))}
        <g aria-hidden="true">
          {labels.map((l) => (
            <g key={l.index}>
              <line x1={l.edge.x} y1={l.edge.y} x2={l.x} y2={l.y} stroke="var(--color-text)" strokeWidth={1} />
              <text x={l.x + (l.anchor === 'start' ? 3 : -3)} y={l.y} textAnchor={l.anchor} dominantBaseline="middle">
                {percentOf(values[l.index]!, total)}
              </text>
            </g>
          ))}
        </g>
      </ChartPicture>
      <DataPoints width={width} height={height} points={points} />
    </>
  );
}
