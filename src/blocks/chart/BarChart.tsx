import { axisLayout } from './axes.math';
import { barGeometry, barTarget } from './bar.math';
import { pointLabel } from './chartSummary.rules';
import type { ChartViewProps } from './chartView.types';
import { ChartAxes } from './ChartAxes';
import { ChartPicture } from './ChartPicture';
import { DataPoints } from './DataPoints';
import { seriesFill } from './SeriesFill';

/** The bar chart (variant 1009): grouped bars, one per series in each category, from zero. */
export function BarChart(props: ChartViewProps) {
  const { dataset, width, height, styles, idPrefix } = props;
  const layout = axisLayout(dataset.series, dataset.categories, width, height, {
    fromZero: true,
    hasXTitle: !!props.xAxisTitle,
    hasYTitle: !!props.yAxisTitle,
  });
  const bars = barGeometry(dataset.series, dataset.categories.length, layout.plot, layout.ticks);
  // reading order: category by category, series within
  const points = bars.map((bar) => ({
    key: `${bar.series}-${bar.category}`,
    label: pointLabel('bar', dataset, bar.series, bar.category),
    shape: { kind: 'rect' as const, ...barTarget(bar) },
  }));
  return (
    <>
      <ChartPicture
        {...props}
        frame={<ChartAxes layout={layout} categoryCount={dataset.categories.length} height={height} xTitle={props.xAxisTitle} yTitle={props.yAxisTitle} />}
      >
        {bars.map((bar) => (
          <rect
            key={`${bar.series}-${bar.category}`}
            x={bar.x}
            y={bar.y}
            width={Math.max(0, bar.width - 1)}
            height={bar.height}
            fill={seriesFill(styles, bar.series, idPrefix)}
          />
        ))}
      </ChartPicture>
      <DataPoints width={width} height={height} points={points} />
    </>
  );
}
