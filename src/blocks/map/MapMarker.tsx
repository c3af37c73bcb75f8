import { MARKER_ICON } from './map.rules';

/** The pin's outline in a 48x64 box; its tip (24, 64) is the location. Shared with the provider's icon. */
export const MARKER_PATH = 'M24 2C11.8 2 2 11.6 2 23.6c0 15.6 19.4 36.2 20.2 37.1a2.4 2.4 0 0 0 3.6 0C26.6 59.8 46 39.2 46 23.6 46 11.6 36.2 2 24 2Z';

/** The marker as an SVG document, for a provider that takes an icon address (data: URL). */
export function markerSvg(fill: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${MARKER_ICON.width}" height="${MARKER_ICON.height}" viewBox="0 0 48 64"><path d="${MARKER_PATH}" fill="${fill}" stroke="#fff" stroke-width="2.5"/><circle cx="24" cy="23" r="8" fill="#fff"/></svg>`;
}

export interface MapMarkerProps {
  fill: string;
  /** Offset of the location from the box's centre, px. */
  offsetX?: number;
  offsetY?: number;
}

/** The 48x64 marker with its tip on the location; decorative (the region's label names the place). */
export function MapMarker({ fill, offsetX = 0, offsetY = 0 }: MapMarkerProps) {
  return (
    <svg
      data-map-marker=""
      aria-hidden="true"
      focusable="false"
      width={MARKER_ICON.width}
      height={MARKER_ICON.height}
      viewBox="0 0 48 64"
      style={{
        position: 'absolute',
        left: `calc(50% + ${offsetX - MARKER_ICON.anchorX}px)`,
        top: `calc(50% + ${offsetY - MARKER_ICON.anchorY}px)`,
        filter: 'drop-shadow(0 2px 2px rgba(0,0,0,0.35))',
      }}
    >
      <path d={MARKER_PATH} fill={fill} stroke="#fff" strokeWidth={2.5} />
      <circle cx={24} cy={23} r={8} fill="#fff" />
    </svg>
  );
}
