import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { MAP_DEFAULT_ZOOM } from '../../platform/constants';
import {
  MAP_DEFAULT_CENTER,
  MAP_DEFAULT_OPTIONS,
  MAP_STYLES,
  MARKER_ICON,
  addressLines,
  mapHeightOf,
  mapRegionLabel,
  readMapBlock,
  readMapLocation,
  readMapOptions,
  readMapStyle,
  toMapViewOptions,
} from './map.rules';
import { offsetFromCenterPx } from './mapProjection';

const location = {
  addressTitle: 'Harbour Coffee',
  addressLine1: '4 Quay Street',
  addressLine2: 'Bristol BS1 4DB',
  addressCountry: 'United Kingdom',
  markerLat: 51.4545,
  markerLng: -2.5879,
};

describe('readMapLocation', () => {
  it('spec: zoom defaults to 12; the centre defaults to the marker', () => {
    const r = readMapLocation(location);
    expect(r).toEqual({
      ok: true,
      value: expect.objectContaining({ zoom: MAP_DEFAULT_ZOOM, marker: { lat: 51.4545, lng: -2.5879 }, center: { lat: 51.4545, lng: -2.5879 } }),
    });
    expect(MAP_DEFAULT_ZOOM).toBe(12);
  });

  it('reads the map centre and zoom when given, numbers as text too', () => {
    const r = readMapLocation({ ...location, mapLat: '51.45', mapLng: -2.6, mapZoom: 16 });
    expect(r.ok && r.value.center).toEqual({ lat: 51.45, lng: -2.6 });
    expect(r.ok && r.value.zoom).toBe(16);
  });

  it('spec: no coordinates put the map and the marker at the default centre', () => {
    const r = readMapLocation({ addressTitle: 'Somewhere' });
    expect(r.ok && [r.value.center, r.value.marker, r.value.addressTitle]).toEqual([MAP_DEFAULT_CENTER, MAP_DEFAULT_CENTER, 'Somewhere']);
  });

  it('a map with only a centre puts the marker there', () => {
    const r = readMapLocation({ mapLat: 10, mapLng: 20 });
    expect(r.ok && r.value.marker).toEqual({ lat: 10, lng: 20 });
  });

  it('lists every problem with a clear message', () => {
    const r = readMapLocation({ markerLat: 95, markerLng: 'east', mapZoom: 30, addressTitle: 7 });
    expect(r).toEqual({
      ok: false,
      error: ['markerLng must be a number, got "east"', 'mapZoom must be a whole number from 0 to 21, got 30', 'addressTitle must be text, got 7'],
    });
    expect(readMapLocation({ markerLat: 95, markerLng: 0 })).toEqual({ ok: false, error: ['markerLat must be between -90 and 90, got 95'] });
    expect(readMapLocation({ markerLat: 1 })).toEqual({ ok: false, error: ['markerLng is missing: markerLat and markerLng go together'] });
    expect(readMapLocation({ markerLat: 95, markerLng: 0, addressTitle: 'Nowhere' }).ok).toBe(false);
    expect(readMapLocation('x')).toEqual({ ok: false, error: ['location must be an object with the address and coordinates'] });
  });

  it('property: any valid coordinate and zoom reads back unchanged', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -90, max: 90, noNaN: true }),
        fc.double({ min: -180, max: 180, noNaN: true }),
        fc.integer({ min: 0, max: 21 }),
        (lat, lng, zoom) => {
          const r = readMapLocation({ markerLat: lat, markerLng: lng, mapZoom: zoom });
          return r.ok && r.value.marker.lat === lat && r.value.marker.lng === lng && r.value.zoom === zoom;
        },
      ),
    );
  });
});

describe('readMapOptions and styles', () => {
  it('defaults: original, labels, marker, controls and dragging on; the wheel, terrain, marker dragging and link-on-click off', () => {
    expect(readMapOptions(undefined)).toEqual({
      ok: true,
      value: {
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
      },
    });
    expect(readMapOptions({ style: null, labels: null })).toEqual(readMapOptions(undefined));
  });

  it('spec: six styles numbered 1–6 as Original, Grayscale, Satellite, Minimal Light, Minimal Dark, Minimal Blue; names in any case', () => {
    expect([1, 2, 3, 4, 5, 6].map((n) => readMapStyle(n))).toEqual(
      ['original', 'grayscale', 'satellite', 'minimal-light', 'minimal-dark', 'minimal-blue'].map((value) => ({ ok: true, value })),
    );
    expect(MAP_STYLES).toHaveLength(6);
    expect(readMapStyle(' Minimal-Dark ')).toEqual({ ok: true, value: 'minimal-dark' });
    expect(readMapStyle(7)).toEqual({
      ok: false,
      error: ['style must be one of original, grayscale, satellite, minimal-light, minimal-dark, minimal-blue (or 1–6), got 7'],
    });
  });

  it('reads the published keys at the top level, and the spec’s UI option names; the published name wins', () => {
    const r = readMapOptions({
      style: 6,
      labels: false,
      terrain: true,
      controls: false,
      draggable: false,
      scrollwheel: true,
      disableDefaultUI: true,
      markerDraggable: true,
      linkOnClick: true,
    });
    expect(r).toEqual({
      ok: true,
      value: {
        style: 'minimal-blue',
        terrain: true,
        labels: false,
        marker: true,
        controls: false,
        draggable: false,
        scrollwheel: true,
        disableDefaultUI: true,
        markerDraggable: true,
        linkOnClick: true,
      },
    });
    const spec = readMapOptions({ showLabels: false, showTerrain: true, showControls: false });
    expect(spec.ok && [spec.value.labels, spec.value.terrain, spec.value.controls]).toEqual([false, true, false]);
    const both = readMapOptions({ labels: true, showLabels: false });
    expect(both.ok && both.value.labels).toBe(true);
  });

  it('a flag that is not true or false is an error', () => {
    expect(readMapOptions({ linkOnClick: 'yes' })).toEqual({ ok: false, error: ['linkOnClick must be true or false, got "yes"'] });
  });
});

describe('readMapBlock', () => {
  it('reads a block as published: location, options at the top level, vSize as the height', () => {
    const ok = readMapBlock({ terrain: true, style: 2, vSize: 12, controls: true, location: { ...location, mapZoom: 14 }, labels: true });
    expect(ok.ok && ok.value.options).toMatchObject({ style: 'grayscale', terrain: true, labels: true, controls: true });
    expect(ok.ok && [ok.value.location.zoom, ok.value.height]).toEqual([14, 400]);
  });

  it('a block with no location stands at the default centre', () => {
    const r = readMapBlock({ style: 1 });
    expect(r.ok && r.value.location).toMatchObject({ center: MAP_DEFAULT_CENTER, marker: MAP_DEFAULT_CENTER, zoom: 12 });
    expect(r.ok && r.value.height).toBe(400);
  });

  it('reports the location’s and the options’ errors at once', () => {
    expect(readMapBlock({ location: { markerLat: 95, markerLng: 0 }, style: 'neon' })).toEqual({
      ok: false,
      error: ['markerLat must be between -90 and 90, got 95', expect.stringMatching(/^style must be one of/)],
    });
    expect(readMapBlock(null)).toEqual({ ok: false, error: ['The map block data must be an object'] });
  });

  it('vSize counts twelfths of 400 px; anything else is the default', () => {
    expect([mapHeightOf(12), mapHeightOf(6), mapHeightOf('9'), mapHeightOf(0), mapHeightOf(null), mapHeightOf('x')]).toEqual([400, 200, 300, 400, 400, 400]);
  });
});

describe('what the visitor reads and the provider is told', () => {
  const read = readMapLocation(location);
  if (!read.ok) throw new Error('fixture');
  const loc = read.value;

  it('address lines without the empty ones; the region label names the place', () => {
    expect(addressLines({ ...loc, addressLine2: '' })).toEqual(['Harbour Coffee', '4 Quay Street', 'United Kingdom']);
    expect(mapRegionLabel(loc)).toBe('Map of Harbour Coffee');
    expect(mapRegionLabel({ ...loc, addressTitle: '' })).toBe('Map of 4 Quay Street');
    expect(mapRegionLabel({ ...loc, addressTitle: '', addressLine1: '' })).toBe('Map');
  });

  it('marker off drops the marker; reduced motion turns panning off; the click only with link-on-click', () => {
    const options = { ...MAP_DEFAULT_OPTIONS, style: 'grayscale' as const, marker: false };
    const click = () => {};
    const view = toMapViewOptions({ location: loc, options }, true, click);
    expect(view).toMatchObject({ marker: null, animate: false, zoom: 12, title: 'Harbour Coffee' });
    expect(view.onClick).toBeUndefined();
    const linked = toMapViewOptions({ location: loc, options: { ...options, marker: true, linkOnClick: true } }, false, click);
    expect(linked).toMatchObject({ marker: loc.marker, animate: true, onClick: click });
  });

  it('the UI options reach the provider; disableDefaultUI takes the controls away', () => {
    const view = toMapViewOptions(
      { location: loc, options: { ...MAP_DEFAULT_OPTIONS, draggable: false, scrollwheel: true, markerDraggable: true, disableDefaultUI: true } },
      false,
    );
    expect(view).toMatchObject({ draggable: false, scrollwheel: true, markerDraggable: true, controls: false });
  });

  it('spec: the marker icon is 48x64 with its tip on the location', () => {
    expect(MARKER_ICON).toEqual({ width: 48, height: 64, anchorX: 24, anchorY: 64 });
  });

  it('a point east and north of the centre lies right and up; one zoom step doubles the distance', () => {
    const c = { lat: 51.45, lng: -2.59 };
    const p = { lat: 51.46, lng: -2.58 };
    const a = offsetFromCenterPx(c, p, 12);
    const b = offsetFromCenterPx(c, p, 13);
    expect(a.x).toBeGreaterThan(0);
    expect(a.y).toBeLessThan(0);
    expect(b.x).toBeCloseTo(a.x * 2, 6);
    expect(offsetFromCenterPx(c, c, 12)).toEqual({ x: 0, y: 0 });
  });
});

describe('the drawn map', () => {
  it('streets 48 px apart at zoom 12, doubling per step, held between 6 and 240 px', async () => {
    const { streetSpacingPx } = await import('./DrawnMap');
    expect([streetSpacingPx(12), streetSpacingPx(13), streetSpacingPx(14), streetSpacingPx(16), streetSpacingPx(2)]).toEqual([48, 96, 192, 240, 6]);
  });
});
