// @vitest-environment happy-dom
/**
 * The page's maps wiring with fakes: one script tag for the whole page (the spec's single
 * shared promise) carrying the decoded key and the locale, the provider map drawn over the
 * provider global once loaded, and a script that never loads giving the timed-out static
 * map after 30 s, with a console message naming the block.
 */
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPageMaps, type PageMapsEnv } from './pageMaps';
import { mapBlockView } from './map';

const KEY = btoa('dev-maps-key');
const LOCATION = { addressTitle: 'Harbour Café', markerLat: 50.7957, markerLng: -1.1067 };

function env(global: PageMapsEnv['global'] = {}): PageMapsEnv {
  return { document, global, setTimeout: (run, ms) => setTimeout(run, ms), clearTimeout: (h) => clearTimeout(h as ReturnType<typeof setTimeout>) };
}

/** The script tags the loader added. They are held, not run: the test decides whether one loads, fails or never answers. */
let added: HTMLScriptElement[] = [];
const scripts = () => added.filter((script) => script.src.startsWith('https://maps.googleapis.com/'));

beforeEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  added = [];
  vi.spyOn(document.head, 'appendChild').mockImplementation(<T extends Node>(node: T) => {
    if (node instanceof HTMLScriptElement) added.push(node);
    return node;
  });
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('createPageMaps', () => {
  it('adds one script tag for every map on the page, with the decoded key, language and region', async () => {
    const maps = createPageMaps(env());
    const first = maps.loader.load({ renderKey: KEY, locale: 'en-GB' });
    const second = maps.loader.load({ renderKey: KEY, locale: 'en-GB' });
    expect(second).toBe(first);
    expect(scripts()).toHaveLength(1);
    const url = new URL(scripts()[0]!.src);
    expect([url.searchParams.get('key'), url.searchParams.get('language'), url.searchParams.get('region')]).toEqual(['dev-maps-key', 'en', 'GB']);
    scripts()[0]!.dispatchEvent(new Event('load'));
    await expect(first).resolves.toBeUndefined();
  });

  it('loads nothing without a key', () => {
    expect(createPageMaps(env()).loader.load({ renderKey: null, locale: 'en-US' })).toBeNull();
    expect(scripts()).toHaveLength(0);
  });

  it('a script that fails rejects with the loader message, without the key in it', async () => {
    const maps = createPageMaps(env());
    const loading = maps.loader.load({ renderKey: KEY });
    scripts()[0]!.dispatchEvent(new Event('error'));
    await expect(loading).rejects.toThrow('The maps script failed to load: the script element reported an error');
    await loading?.catch((error: Error) => expect(error.message).not.toContain('dev-maps-key'));
  });

  it('draws over the provider global once loaded; without it, createMap throws', () => {
    const Map = vi.fn(function (this: Record<string, unknown>) {
      Object.assign(this, { addListener: () => ({ remove() {} }), setOptions() {} });
    });
    const Marker = vi.fn(function (this: Record<string, unknown>) {
      Object.assign(this, { setMap() {}, setPosition() {}, setTitle() {} });
    });
    const api = { Map, Marker, Size: vi.fn(), Point: vi.fn() } as unknown as NonNullable<NonNullable<PageMapsEnv['global']['google']>['maps']>;
    const options = {
      center: { lat: 1, lng: 2 },
      zoom: 12,
      style: 'original',
      terrain: false,
      labels: true,
      marker: { lat: 1, lng: 2 },
      controls: true,
      animate: false,
      title: 'Café',
    } as const;
    const container = document.createElement('div');
    createPageMaps(env({ google: { maps: api } })).createMap(container, options as never);
    expect(Map).toHaveBeenCalledWith(container, expect.objectContaining({ center: { lat: 1, lng: 2 }, zoom: 12 }));
    expect(() => createPageMaps(env()).createMap(container, options as never)).toThrow('The maps script loaded but left no google.maps API');
  });
});

describe('the map mount with a key whose script never loads', () => {
  it('shows the timed-out static map after 30 s and names the block in a console message', async () => {
    vi.useFakeTimers();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const element = document.createElement('div');
    element.id = 'block-map-1';
    document.body.append(element);
    const maps = createPageMaps(env());
    const root = createRoot(element);
    await act(async () => root.render(mapBlockView(element, { settings: { location: LOCATION }, renderKey: KEY, locale: null }, maps, () => {})));
    const figure = () => element.querySelector('[data-map-block]');
    expect(figure()?.getAttribute('data-map-state')).toBe('loading');
    await act(async () => void vi.advanceTimersByTime(29_999));
    expect(figure()?.getAttribute('data-map-state')).toBe('loading');
    await act(async () => void vi.advanceTimersByTime(1));
    expect(figure()?.getAttribute('data-map-state')).toBe('fallback-failed');
    expect(element.textContent).toContain('Open in Google Maps');
    expect(warn).toHaveBeenCalledWith('Map block block-map-1 shows its static map: the maps provider did not load', expect.any(Error));
    act(() => root.unmount());
  });

  it('without a key shows the static map at once and adds no script', async () => {
    const element = document.createElement('div');
    document.body.append(element);
    const root = createRoot(element);
    await act(async () =>
      root.render(mapBlockView(element, { settings: { location: LOCATION }, renderKey: null, locale: 'en-US' }, createPageMaps(env()), () => {})),
    );
    expect(element.querySelector('[data-map-block]')?.getAttribute('data-map-state')).toBe('fallback-no-key');
    expect(scripts()).toHaveLength(0);
    act(() => root.unmount());
  });

  it('reads a block as published (options and vSize at the top level); without a location it stands at the default centre', async () => {
    const element = document.createElement('div');
    document.body.append(element);
    const root = createRoot(element);
    await act(async () =>
      root.render(mapBlockView(element, { settings: { style: 6, labels: false, vSize: 9 }, renderKey: null, locale: null }, createPageMaps(env()), () => {})),
    );
    const figure = element.querySelector('[data-map-block]');
    expect(figure?.querySelector('[data-drawn-map]')?.getAttribute('data-drawn-map')).toBe('minimal-blue');
    expect(element.querySelector<HTMLElement>('[role="region"]')?.style.height).toBe('300px');
    expect(element.querySelector('a')?.getAttribute('href')).toBe('https://www.google.com/maps/search/?api=1&query=40.7128%2C-74.006');
    act(() => root.unmount());
  });

  it('refuses map data it cannot read, listing every problem', () => {
    const element = document.createElement('div');
    expect(() =>
      mapBlockView(
        element,
        { settings: { location: { markerLat: 95, markerLng: 0 }, style: 9 }, renderKey: null, locale: null },
        createPageMaps(env()),
        () => {},
      ),
    ).toThrow('Map block data refused: markerLat must be between -90 and 90, got 95; style must be one of');
  });
});
