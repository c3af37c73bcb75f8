import { useState, type KeyboardEvent } from 'react';
import { Tooltip } from '../../primitives/tooltip/Tooltip';
import { pointKeyTarget } from './dataPoints.rules';
import { Targets } from './Chart.styles';

export type PointShape =
  { kind: 'rect'; x: number; y: number; width: number; height: number } | { kind: 'circle'; cx: number; cy: number; r: number } | { kind: 'path'; d: string };

export interface DataPoint {
  key: string;
  /** The point in words: its name for assistive technology and its tooltip. */
  label: string;
  shape: PointShape;
}

function Shape({ shape, ...rest }: { shape: PointShape } & Record<string, unknown>) {
  if (shape.kind === 'rect') return <rect x={shape.x} y={shape.y} width={shape.width} height={shape.height} {...rest} />;
  if (shape.kind === 'circle') return <circle cx={shape.cx} cy={shape.cy} r={shape.r} {...rest} />;
  return <path d={shape.d} {...rest} />;
}

/**
 * The data points over a chart's picture: transparent shapes that show their value in a
 * tooltip on hover and on keyboard focus. One tab stop (roving tabindex): arrow keys step
 * through the points in reading order, Home and End jump.
 */
export function DataPoints({ width, height, points }: { width: number; height: number; points: readonly DataPoint[] }) {
  const [active, setActive] = useState(0);
  const current = Math.min(active, Math.max(0, points.length - 1));

  const onKeyDown = (event: KeyboardEvent<SVGSVGElement>) => {
    const next = pointKeyTarget(event.key, current, points.length);
    if (next === null) return;
    event.preventDefault();
    setActive(next);
    event.currentTarget.querySelector<SVGElement>(`[data-point="${next}"]`)?.focus();
  };

  return (
    <Targets width={width} height={height} viewBox={`0 0 ${width} ${height}`} role="group" aria-label="Data points" onKeyDown={onKeyDown}>
      {points.map((point, i) => (
        <Tooltip key={point.key} content={point.label}>
          <Shape shape={point.shape} data-point={i} tabIndex={i === current ? 0 : -1} role="img" aria-label={point.label} onFocus={() => setActive(i)} />
        </Tooltip>
      ))}
    </Targets>
  );
}
