import { axisLayout } from './axes.math';
import { lineDash, linePath, linePoints, markerPath, markerShape } from './line.math';
import { pointLabel } from './chartSummary.rules';
import type { ChartViewProps } from './chartView.types';
import { ChartAxes } from './ChartAxes';
import { ChartPicture } from './ChartPicture';
import { DataPoints } from './DataPoints';

/** Half size of a line's markers, px; the pointer and focus target around each is 24 px across. */
export const MARKER_RADIUS = 4;
const TARGET_RADIUS = 12;

/** The line chart (variant 1010): a line per series through its values, with a marker at each. */
export function LineChart(props: ChartViewProps) {
  const { dataset, width, height, styles } = props;
  const layout = axisLayout(dataset.series, dataset.categories, width, height, {
    fromZero: false,
    hasXTitle: !!props.xAxisTitle,
    hasYTitle: !!props.yAxisTitle,
  });
  const lines = linePoints(dataset.series, dataset.categories.length, layout.plot, layout.ticks);
  const points = lines.flat().map((p) => ({
    key: `${p.series}-${p.category}`,
    label: pointLabel('line', dataset, p.series, p.category),
    shape: { kind: 'circle' as const, cx: p.x, cy: p.y, r: TARGET_RADIUS },
  }));
  return (
    <>
      <ChartPicture
        {...props}
        frame={<ChartAxes layout={layout} categoryCount={dataset.categories.length} height={height} xTitle={props.xAxisTitle} yTitle={props.yAxisTitle} />}
      >
        {lines.map((line, s) => (
          <g key={s}>
            <path d={linePath(line)} fill="none" stroke={styles[s]!.color} strokeWidth={2.5} strokeDasharray={lineDash(s)} strokeLinejoin="round" />
            {line.map((p) => (
              <path
                key={p.category}
                d={markerPath(markerShape(s), p.x, p.y, MARKER_RADIUS)}
                fill={styles[s]!.color}
                stroke="var(--color-background)"
                strokeWidth={1.5}
              />
            ))}
          </g>
        ))}
      </ChartPicture>
      <DataPoints width={width} height={height} points={points} />
    </>
  );
}
