import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useReducedMotion } from '../../primitives/reducedMotion';
import { DrawnMap } from './DrawnMap';
import { MapMarker } from './MapMarker';
import { MAP_BLOCK_DEFAULT_HEIGHT, addressLines, mapRegionLabel, toMapViewOptions, type MapLocation, type MapOptions } from './map.rules';
import { offsetFromCenterPx } from './mapProjection';
import { MAP_PALETTES } from './mapStyles';
import { MAPS_PROVIDER_NAME, buildMapsPageUrl } from './mapsProvider.rules';
import { MAP_OPTION_DEBOUNCE_MS, createOptionDebouncer, type OptionDebouncer } from './optionDebouncer';
import type { CreateMap, MapHandle, MapViewOptions } from './mapView.types';
import { Address, Caption, FallbackLayer, Figure, OpenLink, ProviderLayer, Region } from './MapBlock.styles';

/** Where the map stands: waiting for the provider, drawn by it, or the static fallback (and why). */
export type MapBlockState = 'loading' | 'loaded' | 'fallback-no-key' | 'fallback-failed';

export interface MapBlockProps {
  location: MapLocation;
  options: MapOptions;
  /** The page's maps loader (`mapsLoader.load` bound to the site's key and locale); null or absent: no key. */
  loadMaps?: () => Promise<void> | null;
  /** Draws the interactive map once the provider has loaded (providerMap.ts on a page). */
  createMap?: CreateMap;
  /** Opens the provider's map page when link-on-click is on and the map is clicked (or Enter pressed on it). */
  onOpenLocation?: (url: string) => void;
  /** A static map image for the fallback; without one a street map is drawn. */
  staticImageSrc?: string;
  /** The box's height in px, held in every state (default 400). */
  height?: number;
  /** Told when the state changes (the runtime may report a failed load). */
  onStateChange?: (state: MapBlockState, error?: unknown) => void;
}

export function MapBlock({
  location,
  options,
  loadMaps,
  createMap,
  onOpenLocation,
  staticImageSrc,
  height = MAP_BLOCK_DEFAULT_HEIGHT,
  onStateChange,
}: MapBlockProps) {
  const reduced = useReducedMotion();
  const [state, setState] = useState<MapBlockState>(() => (loadMaps && createMap ? 'loading' : 'fallback-no-key'));
  const container = useRef<HTMLDivElement>(null);
  const handle = useRef<MapHandle | null>(null);
  const debouncer = useRef<OptionDebouncer<MapViewOptions> | null>(null);
  const pageUrl = buildMapsPageUrl(location.marker);
  const clickable = options.linkOnClick && state === 'loaded';
  const open = () => onOpenLocation?.(pageUrl);
  const openRef = useRef(open);
  openRef.current = open;
  const viewOptions = toMapViewOptions({ location, options }, reduced, () => openRef.current());
  const latest = useRef(viewOptions);
  latest.current = viewOptions;
  const stateChange = useRef(onStateChange);
  stateChange.current = onStateChange;

  useEffect(() => {
    let alive = true;
    const settle = (next: MapBlockState, error?: unknown) => {
      if (!alive) return;
      setState(next);
      stateChange.current?.(next, error);
    };
    const loading = loadMaps && createMap ? loadMaps() : null;
    if (!loading || !createMap) {
      settle('fallback-no-key');
      return () => void (alive = false);
    }
    setState('loading');
    loading.then(
      () => {
        if (!alive || !container.current) return;
        try {
          handle.current = createMap(container.current, latest.current);
          debouncer.current = createOptionDebouncer(
            (o: MapViewOptions) => handle.current?.update(o),
            { setTimeout: (run, ms) => window.setTimeout(run, ms), clearTimeout: (h) => window.clearTimeout(h as number) },
            MAP_OPTION_DEBOUNCE_MS,
          );
          settle('loaded');
        } catch (error) {
          settle('fallback-failed', error);
        }
      },
      (error: unknown) => settle('fallback-failed', error),
    );
    return () => {
      alive = false;
      debouncer.current?.cancel();
      debouncer.current = null;
      handle.current?.destroy();
      handle.current = null;
    };
  }, [loadMaps, createMap]);

  const optionsKey = JSON.stringify({ ...viewOptions, onClick: options.linkOnClick });
  const firstKey = useRef(optionsKey);
  useEffect(() => {
    if (optionsKey === firstKey.current && !debouncer.current?.pending) return;
    firstKey.current = optionsKey;
    debouncer.current?.push(latest.current);
  }, [optionsKey]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (clickable && event.key === 'Enter' && event.target === event.currentTarget) {
      event.preventDefault();
      open();
    }
  };

  const fallback = state !== 'loaded';
  const palette = MAP_PALETTES[options.style];
  const offset = offsetFromCenterPx(location.center, location.marker, location.zoom);
  const lines = addressLines(location);

  return (
    <Figure data-map-block="" data-map-state={state} data-ready={state === 'loading' ? undefined : ''}>
      <Region
        role="region"
        aria-label={mapRegionLabel(location)}
        aria-busy={state === 'loading' || undefined}
        tabIndex={0}
        $clickable={clickable}
        style={{ height }}
        onClick={clickable ? open : undefined}
        onKeyDown={onKeyDown}
      >
        <ProviderLayer ref={container} $shown={!fallback} data-map-provider="" />
        {fallback && (
          <FallbackLayer data-map-fallback="">
            {staticImageSrc ? (
              <img src={staticImageSrc} alt="" />
            ) : (
              <DrawnMap style={options.style} zoom={location.zoom} terrain={options.terrain} labels={options.labels} />
            )}
            {options.marker && <MapMarker fill={palette.marker} offsetX={staticImageSrc ? 0 : offset.x} offsetY={staticImageSrc ? 0 : offset.y} />}
          </FallbackLayer>
        )}
      </Region>
      <Caption>
        {lines.length > 0 ? (
          <Address>
            {lines.map((line, i) => (
              <span key={i}>{line}</span>
            ))}
          </Address>
        ) : (
          <span />
        )}
        <OpenLink href={pageUrl} target="_blank" rel="noopener noreferrer">
          Open in {MAPS_PROVIDER_NAME}
          <span style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' }}>
            {' '}
            (opens in a new window)
          </span>
        </OpenLink>
      </Caption>
    </Figure>
  );
}
