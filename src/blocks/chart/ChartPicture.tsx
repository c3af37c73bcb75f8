import { useId, type ReactNode } from 'react';
import { useReducedMotion } from '../../primitives/reducedMotion';
import type { SeriesStyle } from './chartColors.rules';
import { SeriesPatterns } from './SeriesFill';
import { Picture } from './Chart.styles';

export interface ChartPictureProps {
  width: number;
  height: number;
  title: string;
  description: string;
  styles: readonly SeriesStyle[];
  idPrefix: string;
  /** Axes and labels, drawn at once. */
  frame?: ReactNode;
  /** The marks: they fade in, except under reduced motion. */
  children: ReactNode;
}

/** The chart's picture: an svg with role="img" named by its title and described by its summary. */
export function ChartPicture({ width, height, title, description, styles, idPrefix, frame, children }: ChartPictureProps) {
  const id = useId();
  const reduced = useReducedMotion();
  return (
    <Picture
      width={width}
      height={height}
      viewBox={`0 0 ${width} ${height}`}
      role="img"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-desc`}
      $animate={!reduced}
    >
      <title id={`${id}-title`}>{title}</title>
      <desc id={`${id}-desc`}>{description}</desc>
      <SeriesPatterns styles={styles} idPrefix={idPrefix} />
      {frame}
      <g className="marks">{children}</g>
    </Picture>
  );
}
