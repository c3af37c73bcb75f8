/**
 * The map block's data and settings, read and checked (pure: no React, no DOM).
 *
 * Spec facts: default zoom 12; marker icon 48x64; the map is one of the published-page blocks.
 * Our choices where the spec is silent are named here and in the README: the six style names,
 * the zoom range 0–21 (the provider's), the block height, and which fields may be missing.
 */

/** Spec: map default zoom 12. */
export const MAP_DEFAULT_ZOOM = 12;
/** The zoom range a provider map accepts (our choice: the usual web-map range). */
export const MAP_MIN_ZOOM = 0;
export const MAP_MAX_ZOOM = 21;

/** Spec: marker icon 48x64. The tip of the pin (bottom centre) sits on the location. */
export const MARKER_ICON = { width: 48, height: 64, anchorX: 24, anchorY: 64 } as const;

/** Our choice: the block holds this height (px) from first paint, map or fallback, so nothing shifts. */
export const MAP_BLOCK_DEFAULT_HEIGHT = 400;

/**
 * The six map styles. The spec counts six and names none: these plain names are our choice.
 * A stored number 1–6 is read in this order.
 */
export const MAP_STYLES = ['standard', 'minimal-light', 'minimal-dark', 'greyscale', 'dark', 'satellite'] as const;
export type MapStyle = (typeof MAP_STYLES)[number];

export interface LatLng {
  lat: number;
  lng: number;
}

export interface MapLocation {
  addressTitle: string;
  addressLine1: string;
  addressLine2: string;
  addressCountry: string;
  /** Where the pin stands. */
  marker: LatLng;
  /** The map's centre: `mapLat`/`mapLng`, else the marker. */
  center: LatLng;
  zoom: number;
}

export interface MapOptions {
  style: MapStyle;
  /** Relief shading under the roads (not drawn on the satellite style). */
  terrain: boolean;
  /** Place and road names. */
  labels: boolean;
  /** Show the 48x64 marker. */
  marker: boolean;
  /** Zoom buttons and the like. */
  controls: boolean;
  /** A click on the map opens the location in the provider's map page. */
  linkOnClick: boolean;
}

export interface MapBlockData {
  location: MapLocation;
  options: MapOptions;
}

/** Option defaults (our choice; the spec gives only the zoom): the standard style, labels, marker and controls on. */
export const MAP_DEFAULT_OPTIONS: MapOptions = {
  style: 'standard',
  terrain: false,
  labels: true,
  marker: true,
  controls: true,
  linkOnClick: false,
};

export type ReadResult<T> = { ok: true; value: T } | { ok: false; errors: string[] };

type Bag = Record<string, unknown>;
const isBag = (v: unknown): v is Bag => typeof v === 'object' && v !== null && !Array.isArray(v);
const present = (v: unknown) => v !== undefined && v !== null && v !== '';

function readNumber(bag: Bag, key: string, errors: string[]): number | undefined {
  const raw = bag[key];
  if (!present(raw)) return undefined;
  const n = typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : NaN;
  if (!Number.isFinite(n)) {
    errors.push(`${key} must be a number, got ${JSON.stringify(raw)}`);
    return undefined;
  }
  return n;
}

function readText(bag: Bag, key: string, errors: string[]): string {
  const raw = bag[key];
  if (!present(raw)) return '';
  if (typeof raw !== 'string') {
    errors.push(`${key} must be text, got ${JSON.stringify(raw)}`);
    return '';
  }
  return raw.trim();
}

function readFlag(bag: Bag, key: string, fallback: boolean, errors: string[]): boolean {
  const raw = bag[key];
  if (raw === undefined || raw === null) return fallback;
  if (typeof raw === 'boolean') return raw;
  errors.push(`${key} must be true or false, got ${JSON.stringify(raw)}`);
  return fallback;
}

function readPoint(bag: Bag, latKey: string, lngKey: string, errors: string[]): LatLng | undefined {
  const before = errors.length;
  const lat = readNumber(bag, latKey, errors);
  const lng = readNumber(bag, lngKey, errors);
  if (errors.length > before || (lat === undefined && lng === undefined)) return undefined;
  if (lat === undefined || lng === undefined) {
    errors.push(`${lat === undefined ? latKey : lngKey} is missing: ${latKey} and ${lngKey} go together`);
    return undefined;
  }
  let ok = true;
  if (lat < -90 || lat > 90) {
    errors.push(`${latKey} must be between -90 and 90, got ${lat}`);
    ok = false;
  }
  if (lng < -180 || lng > 180) {
    errors.push(`${lngKey} must be between -180 and 180, got ${lng}`);
    ok = false;
  }
  return ok ? { lat, lng } : undefined;
}

/** A style by name (any case) or stored number 1–6; anything else is an error naming the six. */
export function readMapStyle(raw: unknown): ReadResult<MapStyle> {
  if (raw === undefined || raw === null || raw === '') return { ok: true, value: MAP_DEFAULT_OPTIONS.style };
  if (typeof raw === 'number' && Number.isInteger(raw) && raw >= 1 && raw <= MAP_STYLES.length) {
    return { ok: true, value: MAP_STYLES[raw - 1]! };
  }
  if (typeof raw === 'string') {
    const name = raw.trim().toLowerCase();
    const found = MAP_STYLES.find((s) => s === name);
    if (found) return { ok: true, value: found };
  }
  return { ok: false, errors: [`style must be one of ${MAP_STYLES.join(', ')} (or 1–6), got ${JSON.stringify(raw)}`] };
}

/** The location fields: the marker (or the map centre) is required; zoom defaults to 12. */
export function readMapLocation(raw: unknown): ReadResult<MapLocation> {
  if (!isBag(raw)) return { ok: false, errors: ['location must be an object with the address and coordinates'] };
  const errors: string[] = [];
  const marker = readPoint(raw, 'markerLat', 'markerLng', errors);
  const center = readPoint(raw, 'mapLat', 'mapLng', errors);
  const zoomRaw = readNumber(raw, 'mapZoom', errors);
  let zoom = MAP_DEFAULT_ZOOM;
  if (zoomRaw !== undefined) {
    if (!Number.isInteger(zoomRaw) || zoomRaw < MAP_MIN_ZOOM || zoomRaw > MAP_MAX_ZOOM) {
      errors.push(`mapZoom must be a whole number from ${MAP_MIN_ZOOM} to ${MAP_MAX_ZOOM}, got ${zoomRaw}`);
    } else zoom = zoomRaw;
  }
  const text = {
    addressTitle: readText(raw, 'addressTitle', errors),
    addressLine1: readText(raw, 'addressLine1', errors),
    addressLine2: readText(raw, 'addressLine2', errors),
    addressCountry: readText(raw, 'addressCountry', errors),
  };
  const pin = marker ?? center;
  if (!pin && errors.length === 0) errors.push('The map has no location: set markerLat/markerLng or mapLat/mapLng');
  if (errors.length > 0 || !pin) return { ok: false, errors };
  return { ok: true, value: { ...text, marker: pin, center: center ?? pin, zoom } };
}

/** The option fields, each with its default when absent or null. */
export function readMapOptions(raw: unknown): ReadResult<MapOptions> {
  if (raw === undefined || raw === null) return { ok: true, value: { ...MAP_DEFAULT_OPTIONS } };
  if (!isBag(raw)) return { ok: false, errors: ['options must be an object'] };
  const errors: string[] = [];
  const style = readMapStyle(raw['style']);
  if (!style.ok) errors.push(...style.errors);
  const d = MAP_DEFAULT_OPTIONS;
  const value: MapOptions = {
    style: style.ok ? style.value : d.style,
    terrain: readFlag(raw, 'terrain', d.terrain, errors),
    labels: readFlag(raw, 'labels', d.labels, errors),
    marker: readFlag(raw, 'marker', d.marker, errors),
    controls: readFlag(raw, 'controls', d.controls, errors),
    linkOnClick: readFlag(raw, 'linkOnClick', d.linkOnClick, errors),
  };
  return errors.length > 0 ? { ok: false, errors } : { ok: true, value };
}

/**
 * The whole block: `{ location: {...}, options: {...} }`. Every problem is listed at once,
 * so whoever fixes the data sees all of it.
 */
export function readMapBlock(raw: unknown): ReadResult<MapBlockData> {
  if (!isBag(raw)) return { ok: false, errors: ['The map block data must be an object'] };
  const location = readMapLocation(raw['location']);
  const options = readMapOptions(raw['options']);
  const errors = [...(location.ok ? [] : location.errors), ...(options.ok ? [] : options.errors)];
  if (!location.ok || !options.ok) return { ok: false, errors };
  return { ok: true, value: { location: location.value, options: options.value } };
}

/** The address lines a visitor reads, empty ones left out. */
export function addressLines(location: MapLocation): string[] {
  return [location.addressTitle, location.addressLine1, location.addressLine2, location.addressCountry].filter((l) => l !== '');
}

/** The map region's accessible name: "Map of <title or first address line>", else "Map". */
export function mapRegionLabel(location: MapLocation): string {
  const name = location.addressTitle || location.addressLine1;
  return name ? `Map of ${name}` : 'Map';
}

/** What the provider is told: the block's data, with the marker dropped when off, and no panning under reduced motion. */
export function toMapViewOptions(
  { location, options }: MapBlockData,
  reducedMotion: boolean,
  onClick?: () => void,
): import('./mapView.types').MapViewOptions {
  return {
    center: location.center,
    zoom: location.zoom,
    style: options.style,
    terrain: options.terrain,
    labels: options.labels,
    marker: options.marker ? location.marker : null,
    controls: options.controls,
    animate: !reducedMotion,
    title: location.addressTitle || location.addressLine1,
    ...(options.linkOnClick && onClick ? { onClick } : {}),
  };
}
