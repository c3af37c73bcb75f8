/**
 * Mount chunk: the chart block in place of its server markup (the server's data table
 * stays in the page for visitors without JavaScript and is hidden while the chart is
 * mounted). The settings are read here (`readChartBlock`); settings it refuses throw, and
 * the mounter logs them with the block and leaves the server markup as it was.
 */
import { Chart } from '../../blocks/chart/Chart';
import { readChartBlock } from '../../blocks/chart/chartBlock.rules';
import type { MountFunction } from '../mountTypes';
import { replaceBlockContent } from './renderRoot';

export const mount: MountFunction<'chart'> = (element, { settings }, context) => {
  const { kind, rows, title, xAxisTitle, yAxisTitle, showLegend } = readChartBlock(settings);
  return replaceBlockContent(
    element,
    <Chart kind={kind} rows={rows} title={title} xAxisTitle={xAxisTitle} yAxisTitle={yAxisTitle} showLegend={showLegend} />,
    context,
    'runtime-chart',
  );
};
