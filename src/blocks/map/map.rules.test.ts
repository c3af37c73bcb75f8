import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { MAP_DEFAULT_ZOOM, MAP_STYLES, MARKER_ICON, addressLines, mapRegionLabel, readMapBlock, readMapLocation, readMapOptions, readMapStyle, toMapViewOptions } from './map.rules';
import { offsetFromCenterPx } from './mapProjection';

const location = { addressTitle: 'Harbour Coffee', addressLine1: '4 Quay Street', addressLine2: 'Bristol BS1 4DB', addressCountry: 'United Kingdom', markerLat: 51.4545, markerLng: -2.5879 };

describe('readMapLocation', () => {
  it('spec: zoom defaults to 12; the centre defaults to the marker', () => {
    const r = readMapLocation(location);
    expect(r).toEqual({ ok: true, value: expect.objectContaining({ zoom: MAP_DEFAULT_ZOOM, marker: { lat: 51.4545, lng: -2.5879 }, center: { lat: 51.4545, lng: -2.5879 } }) });
    expect(MAP_DEFAULT_ZOOM).toBe(12);
  });

  it('reads the map centre and zoom when given, numbers as text too', () => {
    const r = readMapLocation({ ...location, mapLat: '51.45', mapLng: -2.6, mapZoom: 16 });
    expect(r.ok && r.value.center).toEqual({ lat: 51.45, lng: -2.6 });
    expect(r.ok && r.value.zoom).toBe(16);
  });

  it('a map with only a centre puts the marker there', () => {
    const r = readMapLocation({ mapLat: 10, mapLng: 20 });
    expect(r.ok && r.value.marker).toEqual({ lat: 10, lng: 20 });
  });

  it('lists every problem with a clear message', () => {
    const r = readMapLocation({ markerLat: 95, markerLng: 'east', mapZoom: 30, addressTitle: 7 });
    expect(r).toEqual({
      ok: false,
      errors: ['markerLng must be a number, got "east"', 'mapZoom must be a whole number from 0 to 21, got 30', 'addressTitle must be text, got 7'],
    });
    expect(readMapLocation({ markerLat: 95, markerLng: 0 })).toEqual({ ok: false, errors: ['markerLat must be between -90 and 90, got 95'] });
    expect(readMapLocation({ markerLat: 1 })).toEqual({ ok: false, errors: ['markerLng is missing: markerLat and markerLng go together'] });
    expect(readMapLocation({ addressTitle: 'Nowhere' })).toEqual({ ok: false, errors: ['The map has no location: set markerLat/markerLng or mapLat/mapLng'] });
    expect(readMapLocation('x')).toEqual({ ok: false, errors: ['location must be an object with the address and coordinates'] });
  });

  it('property: any valid coordinate and zoom reads back unchanged', () => {
    fc.assert(
      fc.property(fc.double({ min: -90, max: 90, noNaN: true }), fc.double({ min: -180, max: 180, noNaN: true }), fc.integer({ min: 0, max: 21 }), (lat, lng, zoom) => {
        const r = readMapLocation({ markerLat: lat, markerLng: lng, mapZoom: zoom });
        return r.ok && r.value.marker.lat === lat && r.value.marker.lng === lng && r.value.zoom === zoom;
      }),
    );
  });
});

describe('readMapOptions and styles', () => {
  it('defaults: standard, labels, marker and controls on, terrain and link-on-click off', () => {
    expect(readMapOptions(undefined)).toEqual({ ok: true, value: { style: 'standard', terrain: false, labels: true, marker: true, controls: true, linkOnClick: false } });
    expect(readMapOptions({ style: null, marker: null })).toEqual(readMapOptions(undefined));
  });

  it('six styles, by name in any case or by number 1–6', () => {
    expect(MAP_STYLES).toHaveLength(6);
    expect(MAP_STYLES.map((_, i) => readMapStyle(i + 1))).toEqual(MAP_STYLES.map((value) => ({ ok: true, value })));
    expect(readMapStyle(' Minimal-Dark ')).toEqual({ ok: true, value: 'minimal-dark' });
    expect(readMapStyle(7)).toEqual({ ok: false, errors: ['style must be one of standard, minimal-light, minimal-dark, greyscale, dark, satellite (or 1–6), got 7'] });
  });

  it('a flag that is not true or false is an error', () => {
    expect(readMapOptions({ linkOnClick: 'yes' })).toEqual({ ok: false, errors: ['linkOnClick must be true or false, got "yes"'] });
  });
});

describe('readMapBlock', () => {
  it('reads location and options together, and reports both halves’ errors at once', () => {
    const ok = readMapBlock({ location, options: { style: 'dark', linkOnClick: true } });
    expect(ok.ok && ok.value.options).toMatchObject({ style: 'dark', linkOnClick: true });
    expect(readMapBlock({ location: {}, options: { style: 'neon' } })).toEqual({
      ok: false,
      errors: ['The map has no location: set markerLat/markerLng or mapLat/mapLng', expect.stringMatching(/^style must be one of/)],
    });
    expect(readMapBlock(null)).toEqual({ ok: false, errors: ['The map block data must be an object'] });
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
    const options = { style: 'greyscale' as const, terrain: false, labels: true, marker: false, controls: true, linkOnClick: false };
    const click = () => {};
    const view = toMapViewOptions({ location: loc, options }, true, click);
    expect(view).toMatchObject({ marker: null, animate: false, zoom: 12, title: 'Harbour Coffee' });
    expect(view.onClick).toBeUndefined();
    const linked = toMapViewOptions({ location: loc, options: { ...options, marker: true, linkOnClick: true } }, false, click);
    expect(linked).toMatchObject({ marker: loc.marker, animate: true, onClick: click });
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
