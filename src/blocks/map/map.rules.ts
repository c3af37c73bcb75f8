/**
 * The map block's data and settings, read and checked (pure: no React, no DOM).
 *
 * Spec facts: default zoom 12; marker icon 48x64; the map is one of the published-page blocks.
 * Our choices where the spec is silent are named here and in the README: the six style names,
 * the zoom range 0–21 (the provider's), the block height, and which fields may be missing.
 */
import { MAP_DEFAULT_ZOOM, MAP_MARKER_ICON_SIZE } from '../../platform/constants';
import type { Result } from '../../platform/result/result';

/** What a reader says of block data that is not an object. */
const NOT_AN_OBJECT = 'The map block data must be an object';

/** The zoom range a provider map accepts (our choice: the usual web-map range). */
export const MAP_MIN_ZOOM = 0;
export const MAP_MAX_ZOOM = 21;

/** Spec: marker icon 48x64. The tip of the pin (bottom centre) sits on the location. */
export const MARKER_ICON = { ...MAP_MARKER_ICON_SIZE, anchorX: MAP_MARKER_ICON_SIZE.width / 2, anchorY: MAP_MARKER_ICON_SIZE.height } as const;

/** Our choice: the block holds this height (px) from first paint, map or fallback, so nothing shifts. */
export const MAP_BLOCK_DEFAULT_HEIGHT = 400;

/**
 * The six map styles, in the spec's order: the block settings number them 1 to 6 as Original,
 * Grayscale, Satellite, Minimal Light, Minimal Dark, Minimal Blue.
 */
export const MAP_STYLES = ['original', 'grayscale', 'satellite', 'minimal-light', 'minimal-dark', 'minimal-blue'] as const;
export type MapStyle = (typeof MAP_STYLES)[number];

/**
 * Where the map stands when the block has no location. The spec says "a fixed city coordinate"
 * and shows no value: ours is New York City.
 */
export const MAP_DEFAULT_CENTER: LatLng = { lat: 40.7128, lng: -74.006 };

/** Our choice: a published `vSize` counts twelfths of the default height (`vSize` 12 = 400 px). */
export const MAP_VSIZE_UNIT_PX = MAP_BLOCK_DEFAULT_HEIGHT / 12;

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
  /** Relief shading under the roads (not drawn on the satellite style); published `terrain`, the spec's showTerrain. */
  terrain: boolean;
  /** Place and road names; published `labels`, the spec's showLabels. */
  labels: boolean;
  /** Show the 48x64 marker. */
  marker: boolean;
  /** Zoom buttons and the like; published `controls`, the spec's showControls. */
  controls: boolean;
  /** The map can be dragged (panned) by the visitor. */
  draggable: boolean;
  /** The mouse wheel zooms the map. */
  scrollwheel: boolean;
  /** None of the provider's own controls, whatever `controls` says. */
  disableDefaultUI: boolean;
  /** The visitor can drag the marker. */
  markerDraggable: boolean;
  /** A click on the map opens the location in the provider's map page. */
  linkOnClick: boolean;
}

export interface MapBlockData {
  location: MapLocation;
  options: MapOptions;
  /** The block's height in px: from the published `vSize`, else the default 400. */
  height: number;
}

/**
 * Option defaults (our choice; the spec gives only the zoom): the original style, labels, marker
 * and controls on, dragging on, the wheel off (a page scrolls past the map), terrain,
 * marker dragging and link-on-click off.
 */
export const MAP_DEFAULT_OPTIONS: MapOptions = {
  style: 'original',
  terrain: false,
  labels: true,
  marker: true,
  controls: true,
  draggable: true,
  scrollwheel: false,
  disableDefaultUI: false,
  markerDraggable: false,
  linkOnClick: false,
};

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
export function readMapStyle(raw: unknown): Result<MapStyle, string[]> {
  if (raw === undefined || raw === null || raw === '') return { ok: true, value: MAP_DEFAULT_OPTIONS.style };
  if (typeof raw === 'number' && Number.isInteger(raw) && raw >= 1 && raw <= MAP_STYLES.length) {
    return { ok: true, value: MAP_STYLES[raw - 1]! };
  }
  if (typeof raw === 'string') {
    const name = raw.trim().toLowerCase();
    const found = MAP_STYLES.find((s) => s === name);
    if (found) return { ok: true, value: found };
  }
  return { ok: false, error: [`style must be one of ${MAP_STYLES.join(', ')} (or 1–6), got ${JSON.stringify(raw)}`] };
}

/** The location fields: the marker defaults to the map centre, the centre to the marker, both to the default centre; zoom defaults to 12. */
export function readMapLocation(raw: unknown): Result<MapLocation, string[]> {
  if (!isBag(raw)) return { ok: false, error: ['location must be an object with the address and coordinates'] };
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
  if (errors.length > 0) return { ok: false, error: errors };
  // no coordinates: the default centre, the marker on it (spec)
  const pin = marker ?? center ?? MAP_DEFAULT_CENTER;
  return { ok: true, value: { ...text, marker: pin, center: center ?? pin, zoom } };
}

/** The location of a block that has none: the default centre, the marker on it, zoom 12, no address. */
export const MAP_NO_LOCATION: MapLocation = {
  addressTitle: '',
  addressLine1: '',
  addressLine2: '',
  addressCountry: '',
  marker: MAP_DEFAULT_CENTER,
  center: MAP_DEFAULT_CENTER,
  zoom: MAP_DEFAULT_ZOOM,
};

/** The first of `keys` the block sets (not absent or null), else undefined. */
function firstSet(bag: Bag, keys: readonly string[]): string | undefined {
  return keys.find((key) => bag[key] !== undefined && bag[key] !== null);
}

/**
 * The option fields as published blocks store them, at the top level of the block JSON:
 * `style` (1–6 or a name), `labels`, `terrain`, `controls`, and the spec's UI option names
 * (`showLabels`, `showTerrain`, `showControls`, `draggable`, `scrollwheel`, `disableDefaultUI`,
 * `markerDraggable`, `linkOnClick`); the stored name wins over the spec's. Absent or null: the default.
 */
export function readMapOptions(raw: unknown): Result<MapOptions, string[]> {
  if (raw === undefined || raw === null) return { ok: true, value: { ...MAP_DEFAULT_OPTIONS } };
  if (!isBag(raw)) return { ok: false, error: [NOT_AN_OBJECT] };
  const errors: string[] = [];
  const style = readMapStyle(raw['style']);
  if (!style.ok) errors.push(...style.error);
  const d = MAP_DEFAULT_OPTIONS;
  const flag = (keys: readonly string[], fallback: boolean) => {
    const key = firstSet(raw, keys);
    return key === undefined ? fallback : readFlag(raw, key, fallback, errors);
  };
  const value: MapOptions = {
    style: style.ok ? style.value : d.style,
    terrain: flag(['terrain', 'showTerrain'], d.terrain),
    labels: flag(['labels', 'showLabels'], d.labels),
    marker: d.marker,
    controls: flag(['controls', 'showControls'], d.controls),
    draggable: flag(['draggable'], d.draggable),
    scrollwheel: flag(['scrollwheel'], d.scrollwheel),
    disableDefaultUI: flag(['disableDefaultUI'], d.disableDefaultUI),
    markerDraggable: flag(['markerDraggable'], d.markerDraggable),
    linkOnClick: flag(['linkOnClick'], d.linkOnClick),
  };
  return errors.length > 0 ? { ok: false, error: errors } : { ok: true, value };
}

/** The block's height: `vSize` twelfths of 400 px (a positive number), else 400. */
export function mapHeightOf(vSize: unknown): number {
  const n = typeof vSize === 'string' && vSize.trim() !== '' ? Number(vSize) : vSize;
  return typeof n === 'number' && Number.isFinite(n) && n > 0 ? Math.round(n * MAP_VSIZE_UNIT_PX) : MAP_BLOCK_DEFAULT_HEIGHT;
}

/**
 * The whole block as published (`data-block-json`): `location` {mapLat, mapLng, markerLat,
 * markerLng, mapZoom, addressTitle, addressLine1, addressLine2, addressCountry} (absent: the
 * default centre), the options at the top level (`readMapOptions`) and `vSize`. Every problem
 * is listed at once, so whoever fixes the data sees all of it.
 */
export function readMapBlock(raw: unknown): Result<MapBlockData, string[]> {
  if (!isBag(raw)) return { ok: false, error: [NOT_AN_OBJECT] };
  const location =
    raw['location'] === undefined || raw['location'] === null ? ({ ok: true, value: MAP_NO_LOCATION } as const) : readMapLocation(raw['location']);
  const options = readMapOptions(raw);
  const errors = [...(location.ok ? [] : location.error), ...(options.ok ? [] : options.error)];
  if (!location.ok || !options.ok) return { ok: false, error: errors };
  return { ok: true, value: { location: location.value, options: options.value, height: mapHeightOf(raw['vSize']) } };
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
  { location, options }: Pick<MapBlockData, 'location' | 'options'>,
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
    controls: options.controls && !options.disableDefaultUI,
    draggable: options.draggable,
    scrollwheel: options.scrollwheel,
    markerDraggable: options.markerDraggable,
    animate: !reducedMotion,
    title: location.addressTitle || location.addressLine1,
    ...(options.linkOnClick && onClick ? { onClick } : {}),
  };
}
