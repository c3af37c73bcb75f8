import type { ChartKind } from './chartBlock.rules';
import type { SeriesStyle } from './chartColors.rules';
import type { Dataset } from './dataset.rules';

/** What each variant's view gets: the dataset, the measured box, the words, the series styles. */
export interface ChartViewProps {
  kind: ChartKind;
  dataset: Dataset;
  width: number;
  height: number;
  /** The svg's title and description. */
  title: string;
  description: string;
  styles: readonly SeriesStyle[];
  /** Prefix of the svg ids (patterns). */
  idPrefix: string;
  xAxisTitle: string;
  yAxisTitle: string;
}
