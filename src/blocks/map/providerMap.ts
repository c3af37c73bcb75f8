/**
 * The real provider adapter: a thin layer over the provider's global maps API, which the runtime
 * passes in once the script has loaded (`createProviderMap(window.google.maps)`). Not exercised in
 * stories; they pass a fake `CreateMap`. Only the calls used here are typed.
 */
import { MARKER_ICON, type LatLng, type MapStyle } from './map.rules';
import { MAP_PALETTES } from './mapStyles';
import { markerSvg } from './MapMarker';
import type { CreateMap, MapViewOptions } from './mapView.types';

interface ProviderMap {
  setOptions(options: Record<string, unknown>): void;
  setCenter(center: LatLng): void;
  panTo(center: LatLng): void;
  setZoom(zoom: number): void;
  addListener(event: string, run: () => void): { remove(): void };
}
interface ProviderMarker {
  setMap(map: ProviderMap | null): void;
  setPosition(position: LatLng): void;
  setTitle(title: string): void;
}
export interface ProviderMapsApi {
  Map: new (container: HTMLElement, options: Record<string, unknown>) => ProviderMap;
  Marker: new (options: Record<string, unknown>) => ProviderMarker;
  Size: new (width: number, height: number) => unknown;
  Point: new (x: number, y: number) => unknown;
}

type StyleRule = { featureType?: string; elementType?: string; stylers: Record<string, string | number>[] };

/** The provider's style rules for one of the six styles, from the shared palette (satellite uses imagery). */
export function providerStyleRules(style: MapStyle, labels: boolean): StyleRule[] {
  const p = MAP_PALETTES[style];
  const hideLabels: StyleRule[] = labels ? [] : [{ elementType: 'labels', stylers: [{ visibility: 'off' }] }];
  if (style === 'satellite') return hideLabels;
  return [
    { elementType: 'geometry', stylers: [{ color: p.land }] },
    { featureType: 'poi.park', elementType: 'geometry', stylers: [{ color: p.park }] },
    { featureType: 'water', elementType: 'geometry', stylers: [{ color: p.water }] },
    { featureType: 'road', elementType: 'geometry', stylers: [{ color: p.road }] },
    { featureType: 'road.highway', elementType: 'geometry', stylers: [{ color: p.majorRoad }] },
    { elementType: 'labels.text.fill', stylers: [{ color: p.label }] },
    ...hideLabels,
  ];
}

function mapTypeId(o: MapViewOptions): string {
  if (o.style === 'satellite') return o.labels ? 'hybrid' : 'satellite';
  return o.terrain ? 'terrain' : 'roadmap';
}

function providerOptions(o: MapViewOptions): Record<string, unknown> {
  return {
    zoom: o.zoom,
    mapTypeId: mapTypeId(o),
    styles: providerStyleRules(o.style, o.labels),
    disableDefaultUI: !o.controls,
    zoomControl: o.controls,
    draggable: o.draggable,
    scrollwheel: o.scrollwheel,
    gestureHandling: !o.draggable && !o.scrollwheel ? 'none' : o.scrollwheel ? 'greedy' : 'cooperative',
    keyboardShortcuts: o.controls,
    clickableIcons: false,
  };
}

export function createProviderMap(api: ProviderMapsApi): CreateMap {
  return (container, initial) => {
    const map = new api.Map(container, { ...providerOptions(initial), center: initial.center });
    let current = initial;
    const icon = (o: MapViewOptions) => ({
      url: `data:image/svg+xml;charset=UTF-8,${encodeURIComponent(markerSvg(MAP_PALETTES[o.style].marker))}`,
      scaledSize: new api.Size(MARKER_ICON.width, MARKER_ICON.height),
      anchor: new api.Point(MARKER_ICON.anchorX, MARKER_ICON.anchorY),
    });
    let marker: ProviderMarker | null = null;
    const placeMarker = (o: MapViewOptions) => {
      if (!o.marker) {
        marker?.setMap(null);
        marker = null;
        return;
      }
      if (!marker) marker = new api.Marker({ map, position: o.marker, title: o.title, icon: icon(o), draggable: o.markerDraggable });
      marker.setPosition(o.marker);
      marker.setTitle(o.title);
    };
    placeMarker(initial);
    const click = map.addListener('click', () => current.onClick?.());
    return {
      update(next) {
        map.setOptions(providerOptions(next));
        if (next.center.lat !== current.center.lat || next.center.lng !== current.center.lng) {
          if (next.animate) map.panTo(next.center);
          else map.setCenter(next.center);
        }
        if (marker && next.style !== current.style) {
          marker.setMap(null);
          marker = null;
        }
        current = next;
        placeMarker(next);
      },
      destroy() {
        click.remove();
        marker?.setMap(null);
        container.replaceChildren();
      },
    };
  };
}
