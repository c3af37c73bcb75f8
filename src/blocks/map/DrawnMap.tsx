import type { MapStyle } from './map.rules';
import { MAP_PALETTES, TERRAIN_TINT } from './mapStyles';

export interface DrawnMapProps {
  style: MapStyle;
  zoom: number;
  terrain?: boolean;
  labels?: boolean;
}

/** Street spacing in px: 48 at zoom 12, doubling per zoom step, kept readable at the extremes (6 to 240). */
export function streetSpacingPx(zoom: number): number {
  return Math.min(Math.max(48 * 2 ** (zoom - 12), 6), 240);
}

const HALF = 1400;

/**
 * A simple drawn street map centred on the location: a grid of streets, major roads, a park and a
 * river, in the style's colours. It is the static placeholder when no provider map can load (and
 * what the stories' fake provider draws). Decorative: the region around it carries the name.
 */
export function DrawnMap({ style, zoom, terrain = false, labels = true }: DrawnMapProps) {
  const p = MAP_PALETTES[style];
  const s = streetSpacingPx(zoom);
  const count = Math.ceil(HALF / s);
  const lines: number[] = [];
  for (let i = -count; i <= count; i += 1) lines.push(i * s + s / 2);
  const minor = Math.min(Math.max(1.5, s / 8), 12);
  const major = Math.min(Math.max(3, s / 4), 24);
  const river = `M ${-HALF} ${s * 2.6} C ${-s * 4} ${s * 1.6}, ${s * 2} ${s * 4.2}, ${HALF} ${s * 2.9}`;
  return (
    <svg data-drawn-map={style} aria-hidden="true" focusable="false" width="100%" height="100%" style={{ display: 'block', position: 'absolute', inset: 0 }}>
      <rect width="100%" height="100%" fill={p.land} />
      <svg x="50%" y="50%" overflow="visible">
        {terrain && style !== 'satellite' && (
          <g fill={TERRAIN_TINT}>
            <ellipse cx={-s * 5} cy={-s * 3} rx={s * 4} ry={s * 2.2} />
            <ellipse cx={s * 6} cy={-s * 1} rx={s * 3} ry={s * 2} />
          </g>
        )}
        <rect x={s * 1} y={-s * 3} width={s * 3} height={s * 2} fill={p.park} />
        <rect x={-s * 6} y={s * 0} width={s * 2} height={s * 1} fill={p.park} />
        <path d={river} fill="none" stroke={p.water} strokeWidth={Math.min(Math.max(8, s * 0.9), 120)} />
        <g stroke={p.road} strokeWidth={minor}>
          {lines.map((v) => (
            <line key={`v${v}`} x1={v} y1={-HALF} x2={v} y2={HALF} />
          ))}
          {lines.map((h) => (
            <line key={`h${h}`} x1={-HALF} y1={h} x2={HALF} y2={h} />
          ))}
        </g>
        <g stroke={p.majorRoad} strokeWidth={major}>
          <line x1={-HALF} y1={-s / 2} x2={HALF} y2={-s / 2} />
          <line x1={-s / 2} y1={-HALF} x2={-s / 2} y2={HALF} />
          <line x1={-HALF} y1={HALF * 0.6} x2={HALF} y2={-HALF * 0.6} />
        </g>
        {labels && (
          <g fill={p.label} fontFamily="system-ui, sans-serif" fontSize={12}>
            <text x={s * 1.2} y={-s / 2 - major}>
              Harbour Street
            </text>
            <text x={-s / 2 + major} y={s * 1.4} transform={`rotate(90 ${-s / 2 + major} ${s * 1.4})`}>
              Mill Lane
            </text>
            <text x={s * 1.3} y={-s * 2}>
              Quay Park
            </text>
          </g>
        )}
      </svg>
    </svg>
  );
}
