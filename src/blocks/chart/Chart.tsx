import { useId, useMemo, useState } from 'react';
import { useTheme } from 'styled-components';
import { useMeasuredWidth } from '../../primitives/measure/useMeasuredWidth';
import type { ChartKind } from './chartBlock.rules';
import { seriesStyles } from './chartColors.rules';
import { chartDescription, chartTitle } from './chartSummary.rules';
import type { ChartViewProps } from './chartView.types';
import { readDataset, truncationNotices, type Dataset } from './dataset.rules';
import { chartHeight } from './layout.math';
import { BarChart } from './BarChart';
import { LineChart } from './LineChart';
import { PieChart } from './PieChart';
import { ChartLegend } from './ChartLegend';
import { ChartTable } from './ChartTable';
import { Caption, Figure, Header, Message, Notes, Plot, ToggleButton } from './Chart.styles';

const VIEWS: Record<ChartKind, (props: ChartViewProps) => React.JSX.Element> = { bar: BarChart, line: LineChart, pie: PieChart };

export type ChartView = 'chart' | 'table';

export interface ChartProps {
  /** Bar (variant 1009), line (1010) or pie (1011). */
  kind: ChartKind;
  /** The dataset: rows of cells, the first naming the columns; a pie draws the first value column. */
  rows: readonly (readonly unknown[])[];
  /** The chart's title, its caption. */
  title?: string;
  /** Titles of the category (x) and value (y) axes; bar and line charts. */
  xAxisTitle?: string;
  yAxisTitle?: string;
  /** Show the legend (default true). */
  showLegend?: boolean;
  /** What shows first: the chart, or its data table. */
  defaultView?: ChartView;
}

/** The dataset a kind draws: a pie draws its first value column only. */
function drawn(kind: ChartKind, dataset: Dataset): Dataset {
  return kind === 'pie' ? { ...dataset, series: dataset.series.slice(0, 1) } : dataset;
}

/**
 * The chart block: a bar, line or pie chart of a dataset, with a legend and a data table
 * the visitor can switch to ("Show data table" / "Show chart"). The picture is an svg
 * with role="img" whose title and description summarise the data; each data point is
 * reachable by keyboard and shows its value. A dataset the chart cannot draw shows the
 * spec's message instead; a dataset over the maximum rows or columns is cut, with a notice.
 */
export function Chart({ kind, rows, title = '', xAxisTitle = '', yAxisTitle = '', showLegend = true, defaultView = 'chart' }: ChartProps) {
  const result = useMemo(() => readDataset(rows), [rows]);
  const theme = useTheme();
  const id = useId().replace(/:/g, '');
  const [view, setView] = useState<ChartView>(defaultView);
  const [measure, width] = useMeasuredWidth();

  if (!result.ok) {
    return (
      <Figure data-chart={kind} data-chart-problem={result.error.problem}>
        {title && <Caption>{title}</Caption>}
        <Message>{result.error.message}</Message>
      </Figure>
    );
  }
  const dataset = drawn(kind, result.value);
  const names = kind === 'pie' ? dataset.categories : dataset.series.map((s) => s.name);
  const styles = seriesStyles(theme.palette, theme.values.background, names.length);
  const height = chartHeight(width);
  const View = VIEWS[kind];
  const bodyId = `${id}-body`;
  return (
    <Figure data-chart={kind}>
      {title && <Caption>{title}</Caption>}
      <Header>
        <ToggleButton type="button" aria-controls={bodyId} onClick={() => setView(view === 'chart' ? 'table' : 'chart')}>
          {view === 'chart' ? 'Show data table' : 'Show chart'}
        </ToggleButton>
      </Header>
      <div id={bodyId}>
        {view === 'chart' ? (
          <>
            <Plot ref={measure} data-ready={width > 0 ? 'true' : undefined}>
              {width > 0 && (
                <View
                  kind={kind}
                  dataset={dataset}
                  width={width}
                  height={height}
                  title={chartTitle(kind, title)}
                  description={chartDescription(kind, dataset)}
                  styles={styles}
                  idPrefix={id}
                  xAxisTitle={kind === 'pie' ? '' : xAxisTitle}
                  yAxisTitle={kind === 'pie' ? '' : yAxisTitle}
                />
              )}
            </Plot>
            {showLegend && <ChartLegend kind={kind} names={names} styles={styles} idPrefix={id} />}
          </>
        ) : null}
        {/* the data is in the page with the chart too (hidden until asked): what the chart draws is there in words */}
        <ChartTable dataset={dataset} caption={title || chartTitle(kind, '')} hidden={view !== 'table'} />
      </div>
      {(dataset.truncated.rows !== null || dataset.truncated.columns !== null) && (
        <Notes data-chart-truncated="">
          {truncationNotices(dataset.truncated).map((notice) => (
            <p key={notice}>{notice}</p>
          ))}
        </Notes>
      )}
    </Figure>
  );
}
