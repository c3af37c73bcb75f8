/**
 * Web Mercator offsets (pure): how far, in CSS pixels, a point lies from the map's centre at a zoom.
 * Used by the drawn map to place the marker when it is not at the centre.
 */
import type { LatLng } from './map.rules';

const TILE = 256;

function project({ lat, lng }: LatLng, zoom: number): { x: number; y: number } {
  const scale = TILE * 2 ** zoom;
  const sin = Math.min(Math.max(Math.sin((lat * Math.PI) / 180), -0.9999), 0.9999);
  return {
    x: ((lng + 180) / 360) * scale,
    y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * scale,
  };
}

/** The point's offset from the centre in px (x to the right, y down). */
export function offsetFromCenterPx(center: LatLng, point: LatLng, zoom: number): { x: number; y: number } {
  const c = project(center, zoom);
  const p = project(point, zoom);
  return { x: p.x - c.x, y: p.y - c.y };
}
