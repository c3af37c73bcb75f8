import { LABEL_FONT_PX } from './layout.math';
import type { AxisLayout } from './axes.math';
import { bands, linearScale } from './scale.math';

export interface ChartAxesProps {
  layout: AxisLayout;
  categoryCount: number;
  height: number;
  xTitle: string;
  yTitle: string;
}

/** Grid lines and value labels at the ticks, the zero line, category labels under their bands, axis titles. */
export function ChartAxes({ layout, categoryCount, height, xTitle, yTitle }: ChartAxesProps) {
  const { plot, ticks, tickLabels, labels } = layout;
  const y = linearScale(ticks.min, ticks.max, plot.y + plot.height, plot.y);
  const b = bands(categoryCount, plot.x, plot.x + plot.width);
  const zero = y(Math.min(ticks.max, Math.max(ticks.min, 0)));
  const bottom = plot.y + plot.height;
  return (
    <g aria-hidden="true">
      {ticks.values.map((value, i) => (
        <g key={value}>
          <line className="grid" x1={plot.x} x2={plot.x + plot.width} y1={y(value)} y2={y(value)} />
          <text x={plot.x - 6} y={y(value)} textAnchor="end" dominantBaseline="middle">
            {tickLabels[i]}
          </text>
        </g>
      ))}
      <line className="axis" x1={plot.x} x2={plot.x + plot.width} y1={zero} y2={zero} />
      {labels.texts.map((text, i) =>
        text ? (
          <text key={i} x={b.centre(i)} y={bottom + LABEL_FONT_PX + 4} textAnchor="middle">
            {text}
          </text>
        ) : null,
      )}
      {xTitle && (
        <text x={plot.x + plot.width / 2} y={height - 4} textAnchor="middle" fontWeight="500">
          {xTitle}
        </text>
      )}
      {yTitle && (
        <text transform={`translate(${LABEL_FONT_PX} ${plot.y + plot.height / 2}) rotate(-90)`} textAnchor="middle" fontWeight="500">
          {yTitle}
        </text>
      )}
    </g>
  );
}
