import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from '../../primitives/testing/themedRender';
import { MapBlock, type MapBlockProps } from './MapBlock';
import { MAP_DEFAULT_OPTIONS, type MapLocation } from './map.rules';
import type { CreateMap, MapViewOptions } from './mapView.types';

afterEach(() => vi.useRealTimers());

const location: MapLocation = {
  addressTitle: 'Harbour Coffee',
  addressLine1: '4 Quay Street',
  addressLine2: '',
  addressCountry: 'United Kingdom',
  marker: { lat: 51.4545, lng: -2.5879 },
  center: { lat: 51.4545, lng: -2.5879 },
  zoom: 12,
};

function fakeProvider() {
  const calls: { created: MapViewOptions[]; updates: MapViewOptions[]; destroyed: number } = { created: [], updates: [], destroyed: 0 };
  const createMap: CreateMap = (container, options) => {
    calls.created.push(options);
    container.innerHTML = '<p data-fake-map="">drawn</p>';
    return { update: (o) => void calls.updates.push(o), destroy: () => void (calls.destroyed += 1) };
  };
  return { calls, createMap };
}

const map = (props: Partial<MapBlockProps>) => <MapBlock location={location} options={MAP_DEFAULT_OPTIONS} {...props} />;
const show = (props: Partial<MapBlockProps>, reduce: 'reduce' | 'no-preference' = 'no-preference') => render(map(props), { reducedMotion: reduce });
const root = () => document.querySelector<HTMLElement>('[data-map-block]')!;
const region = () => screen.getByRole('region', { name: 'Map of Harbour Coffee' });
const settle = () => act(async () => {});

describe('MapBlock', () => {
  it('no key: the static fallback with the address, the 48x64 marker and a link to the map page', () => {
    show({ loadMaps: () => null, createMap: fakeProvider().createMap });
    expect(root().dataset.mapState).toBe('fallback-no-key');
    expect(region().getAttribute('aria-label')).toBe('Map of Harbour Coffee');
    expect(region().tabIndex).toBe(0);
    expect(root().querySelector('address')?.textContent).toBe('Harbour Coffee4 Quay StreetUnited Kingdom');
    const marker = root().querySelector('[data-map-marker]')!;
    expect([marker.getAttribute('width'), marker.getAttribute('height')]).toEqual(['48', '64']);
    const link = screen.getByRole('link', { name: 'Open in Google Maps (opens in a new window)' });
    expect(root().querySelectorAll('a')).toHaveLength(1);
    expect(link.getAttribute('href')).toBe('https://www.google.com/maps/search/?api=1&query=51.4545%2C-2.5879');
    expect(link.textContent).toBe('Open in Google Maps (opens in a new window)');
    expect(region().style.height).toBe('400px');
  });

  it('loaded: the provider draws into the box with the block’s options, and the fallback goes', async () => {
    const { calls, createMap } = fakeProvider();
    show({ loadMaps: () => Promise.resolve(), createMap, height: 320 });
    expect(root().dataset.mapState).toBe('loading');
    expect(region().style.height).toBe('320px');
    await settle();
    expect(root().dataset.mapState).toBe('loaded');
    expect(root().querySelector('[data-fake-map]')).not.toBeNull();
    expect(root().querySelector('[data-map-fallback]')).toBeNull();
    expect(calls.created[0]).toMatchObject({ zoom: 12, style: 'original', marker: location.marker, animate: true });
    expect(region().style.height).toBe('320px');
  });

  it('a failed or timed-out load shows the static fallback and says why', async () => {
    const onStateChange = vi.fn();
    show({ loadMaps: () => Promise.reject(new Error('The maps script did not load within 30000 ms')), createMap: fakeProvider().createMap, onStateChange });
    await settle();
    expect(root().dataset.mapState).toBe('fallback-failed');
    expect(root().querySelector('[data-map-fallback]')).not.toBeNull();
    expect(onStateChange).toHaveBeenCalledWith('fallback-failed', expect.objectContaining({ message: 'The maps script did not load within 30000 ms' }));
  });

  it('link on click: a click or Enter on the map opens the map page; without it, nothing', async () => {
    const onOpenLocation = vi.fn();
    const { user, rerender } = show({
      loadMaps: () => Promise.resolve(),
      createMap: fakeProvider().createMap,
      onOpenLocation,
      options: { ...MAP_DEFAULT_OPTIONS, linkOnClick: true },
    });
    await settle();
    await user.click(region());
    region().focus();
    await user.keyboard('{Enter}');
    expect(onOpenLocation).toHaveBeenCalledTimes(2);
    expect(onOpenLocation).toHaveBeenCalledWith('https://www.google.com/maps/search/?api=1&query=51.4545%2C-2.5879');
    onOpenLocation.mockClear();
    rerender(map({ loadMaps: () => Promise.resolve(), createMap: fakeProvider().createMap, onOpenLocation, options: MAP_DEFAULT_OPTIONS }));
    await settle();
    await user.click(region());
    expect(onOpenLocation).not.toHaveBeenCalled();
  });

  it('spec: option changes reach the live map 60 ms after the last one; reduced motion means no panning', async () => {
    vi.useFakeTimers();
    const { calls, createMap } = fakeProvider();
    const loadMaps = () => Promise.resolve();
    const { rerender } = show({ loadMaps, createMap }, 'reduce');
    await settle();
    expect(calls.created[0]?.animate).toBe(false);
    rerender(map({ loadMaps, createMap, options: { ...MAP_DEFAULT_OPTIONS, style: 'minimal-blue' } }));
    act(() => void vi.advanceTimersByTime(30));
    rerender(map({ loadMaps, createMap, options: { ...MAP_DEFAULT_OPTIONS, style: 'grayscale' } }));
    act(() => void vi.advanceTimersByTime(59));
    expect(calls.updates).toHaveLength(0);
    act(() => void vi.advanceTimersByTime(1));
    expect(calls.updates.map((o) => [o.style, o.animate])).toEqual([['grayscale', false]]);
  });

  it('marker off: no marker in the fallback', () => {
    show({ options: { ...MAP_DEFAULT_OPTIONS, marker: false } });
    expect(root().querySelector('[data-map-marker]')).toBeNull();
    expect(root().dataset.mapState).toBe('fallback-no-key');
  });
});
