// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { createProviderMap, providerStyleRules, type ProviderMapsApi } from './providerMap';
import type { MapViewOptions } from './mapView.types';

function fakeApi() {
  const log: string[] = [];
  let clickHandler: () => void = () => {};
  const markers: Record<string, unknown>[] = [];
  class Map {
    constructor(_c: HTMLElement, o: Record<string, unknown>) {
      log.push(`map ${o['mapTypeId']} zoom ${o['zoom']}`);
    }
    setOptions = (o: Record<string, unknown>) => void log.push(`options ${o['mapTypeId']} zoom ${o['zoom']}`);
    setCenter = () => void log.push('setCenter');
    panTo = () => void log.push('panTo');
    setZoom = () => {};
    addListener = (_e: string, run: () => void) => ((clickHandler = run), { remove: () => void log.push('listener removed') });
  }
  class Marker {
    constructor(o: Record<string, unknown>) {
      markers.push(o);
      log.push('marker');
    }
    setMap = (m: unknown) => void (m === null && log.push('marker removed'));
    setPosition = () => {};
    setTitle = () => {};
  }
  class Size {
    constructor(
      public width: number,
      public height: number,
    ) {}
  }
  class Point {
    constructor(
      public x: number,
      public y: number,
    ) {}
  }
  const api: ProviderMapsApi = { Map, Marker, Size, Point };
  return { api, log, markers, click: () => clickHandler() };
}

const base: MapViewOptions = {
  center: { lat: 51.45, lng: -2.59 },
  zoom: 12,
  style: 'original',
  terrain: false,
  labels: true,
  marker: { lat: 51.45, lng: -2.59 },
  controls: true,
  draggable: true,
  scrollwheel: false,
  markerDraggable: false,
  animate: true,
  title: 'Harbour Coffee',
};

describe('createProviderMap', () => {
  it('spec: the marker icon is 48x64, anchored at its tip', () => {
    const { api, markers } = fakeApi();
    createProviderMap(api)(document.createElement('div'), base);
    const icon = markers[0]?.['icon'] as { url: string; scaledSize: { width: number; height: number }; anchor: { x: number; y: number } };
    expect([icon.scaledSize.width, icon.scaledSize.height, icon.anchor.x, icon.anchor.y]).toEqual([48, 64, 24, 64]);
    expect(icon.url.startsWith('data:image/svg+xml')).toBe(true);
    expect(markers[0]?.['title']).toBe('Harbour Coffee');
  });

  it('pans to a new centre, or jumps there under reduced motion; marker off removes it', () => {
    const { api, log } = fakeApi();
    const handle = createProviderMap(api)(document.createElement('div'), base);
    handle.update({ ...base, center: { lat: 51.46, lng: -2.59 } });
    handle.update({ ...base, center: { lat: 51.47, lng: -2.59 }, animate: false, marker: null, terrain: true, zoom: 14 });
    expect(log).toEqual(['map roadmap zoom 12', 'marker', 'options roadmap zoom 12', 'panTo', 'options terrain zoom 14', 'setCenter', 'marker removed']);
  });

  it('the UI options: dragging, the wheel and a draggable marker reach the provider', () => {
    const maps: Record<string, unknown>[] = [];
    const { api, markers } = fakeApi();
    const Map = api.Map;
    const spy: ProviderMapsApi = {
      ...api,
      Map: class extends (Map as new (c: HTMLElement, o: Record<string, unknown>) => object) {
        constructor(container: HTMLElement, options: Record<string, unknown>) {
          super(container, options);
          maps.push(options);
        }
      } as unknown as ProviderMapsApi['Map'],
    };
    createProviderMap(spy)(document.createElement('div'), { ...base, draggable: false, scrollwheel: false, markerDraggable: true });
    expect(maps[0]).toMatchObject({ draggable: false, scrollwheel: false, gestureHandling: 'none' });
    expect(markers[0]?.['draggable']).toBe(true);
  });

  it('a click calls onClick only when link-on-click gave one; destroy removes the listener', () => {
    const { api, log, click } = fakeApi();
    const onClick = vi.fn();
    const handle = createProviderMap(api)(document.createElement('div'), base);
    click();
    handle.update({ ...base, onClick });
    click();
    expect(onClick).toHaveBeenCalledTimes(1);
    handle.destroy();
    expect(log).toContain('listener removed');
  });
});

describe('providerStyleRules', () => {
  it('satellite uses imagery (rules only to hide labels); others colour land, water and roads', () => {
    expect(providerStyleRules('satellite', true)).toEqual([]);
    expect(providerStyleRules('satellite', false)).toEqual([{ elementType: 'labels', stylers: [{ visibility: 'off' }] }]);
    expect(providerStyleRules('minimal-blue', true)).toContainEqual({ featureType: 'water', elementType: 'geometry', stylers: [{ color: '#7fa3c8' }] });
  });
});
