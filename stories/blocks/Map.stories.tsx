import { useState } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { MapBlock, type MapBlockProps } from '../../src/blocks/map/MapBlock';
import { DrawnMap } from '../../src/blocks/map/DrawnMap';
import { MapMarker } from '../../src/blocks/map/MapMarker';
import { MAP_DEFAULT_OPTIONS, MAP_STYLES, type MapLocation, type MapStyle } from '../../src/blocks/map/map.rules';
import { MAP_PALETTES } from '../../src/blocks/map/mapStyles';
import { offsetFromCenterPx } from '../../src/blocks/map/mapProjection';
import { createMapsLoader } from '../../src/blocks/map/mapsLoader';
import type { CreateMap, MapViewOptions } from '../../src/blocks/map/mapView.types';
import { visualParameters } from '../../.storybook/visual';

const harbour: MapLocation = {
  addressTitle: 'Harbour Coffee Roasters',
  addressLine1: '4 Quay Street',
  addressLine2: 'Bristol BS1 4DB',
  addressCountry: 'United Kingdom',
  marker: { lat: 51.4545, lng: -2.5879 },
  center: { lat: 51.4545, lng: -2.5879 },
  zoom: 12,
};

/** A stand-in provider: draws the drawn street map with the marker (and zoom buttons when controls are on). */
function FakeProviderMap({ options, onZoom }: { options: MapViewOptions; onZoom: (step: number) => void }) {
  const offset = options.marker ? offsetFromCenterPx(options.center, options.marker, options.zoom) : { x: 0, y: 0 };
  return (
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- stands in for the provider's map element, which takes pointer clicks only
    <div data-fake-provider-map="" style={{ position: 'absolute', inset: 0 }} onClick={options.onClick}>
      <DrawnMap style={options.style} zoom={options.zoom} terrain={options.terrain} labels={options.labels} />
      {options.marker && <MapMarker fill={MAP_PALETTES[options.style].marker} offsetX={offset.x} offsetY={offset.y} />}
      {options.controls && (
        <div style={{ position: 'absolute', right: 10, bottom: 10, display: 'grid', gap: 4 }}>
          {[
            ['Zoom in', '+', 1],
            ['Zoom out', '−', -1],
          ].map(([label, sign, step]) => (
            <button
              key={label}
              type="button"
              aria-label={String(label)}
              onClick={(e) => {
                e.stopPropagation();
                onZoom(Number(step));
              }}
              style={{
                width: 40,
                height: 40,
                border: '1px solid #8a8a8a',
                borderRadius: 4,
                background: '#fff',
                color: '#222',
                fontSize: 20,
                cursor: 'pointer',
              }}
            >
              {sign}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}

const fakeCreateMap: CreateMap = (container, initial) => {
  const root = createRoot(container);
  let current = initial;
  const draw = () =>
    flushSync(() => root.render(<FakeProviderMap options={current} onZoom={(step) => ((current = { ...current, zoom: current.zoom + step }), draw())} />));
  draw();
  return {
    update(next) {
      current = next;
      draw();
    },
    destroy() {
      setTimeout(() => root.unmount(), 0);
    },
  };
};

const loaded: () => Promise<void> | null = () => Promise.resolve();
const noKey: () => Promise<void> | null = () => null;

/** The block on a page, with a line saying what link-on-click last opened. */
function MapOnPage({ onOpenLocation, ...props }: MapBlockProps) {
  const [opened, setOpened] = useState<string | null>(null);
  return (
    <div style={{ maxWidth: 960 }}>
      <MapBlock
        {...props}
        onOpenLocation={(url) => {
          setOpened(url);
          onOpenLocation?.(url);
        }}
      />
      <p aria-live="polite" data-opened="" style={{ margin: '12px 0 0', color: 'var(--color-text)' }}>
        {opened ? `Opened the map page: ${opened}` : ''}
      </p>
    </div>
  );
}

const meta = {
  title: 'Blocks/Map',
  component: MapBlock,
  tags: ['autodocs'],
  args: {
    location: harbour,
    options: MAP_DEFAULT_OPTIONS,
    loadMaps: loaded,
    createMap: fakeCreateMap,
    onOpenLocation: fn(),
    onStateChange: fn(),
    height: 400,
  },
  argTypes: {
    location: { control: 'object', description: 'Address (title, two lines, country), marker and centre coordinates, zoom (default 12)' },
    options: {
      control: 'object',
      description: `style (${MAP_STYLES.join(', ')}: the spec's 1–6), terrain, labels, marker, controls, draggable, scrollwheel, disableDefaultUI, markerDraggable, linkOnClick`,
    },
    loadMaps: { control: false, description: 'The page’s shared maps loader bound to the site’s key and locale; returns null when there is no key' },
    createMap: { control: false, description: 'Draws the interactive map once loaded (the real provider adapter on a page; a fake here)' },
    onOpenLocation: { description: 'Opens the provider’s map page when link-on-click is on and the map is clicked' },
    staticImageSrc: { control: 'text', description: 'A static map image for the fallback; without one a street map is drawn' },
    height: { control: { type: 'number', min: 200, max: 800, step: 20 }, description: 'The box’s height in px, held in every state (default 400)' },
    onStateChange: { description: 'Told when the map loads or falls back (and why)' },
  },
  render: (args) => <MapOnPage {...args} />,
} satisfies Meta<typeof MapBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

const block = (canvas: HTMLElement) => canvas.querySelector<HTMLElement>('[data-map-block]')!;
const reaches = (canvas: HTMLElement, state: string) => waitFor(() => expect(block(canvas).dataset.mapState).toBe(state));

const loadedCaptured = visualParameters({ modes: ['desktop'], waitFor: '[data-map-state="loaded"] [data-fake-provider-map]' });

/** Waits for the (fake) provider's map in this style, named by the place, with the 48x64 marker. */
const playLoaded =
  (style: MapStyle): NonNullable<Story['play']> =>
  async ({ canvasElement }) => {
    await reaches(canvasElement, 'loaded');
    const region = within(canvasElement).getByRole('region', { name: 'Map of Harbour Coffee Roasters' });
    await expect(region.querySelector(`[data-drawn-map="${style}"]`)).not.toBeNull();
    const marker = region.querySelector('[data-map-marker]')!;
    await expect([marker.getAttribute('width'), marker.getAttribute('height')]).toEqual(['48', '64']);
  };

/** Loaded through the (fake) provider, Original style (1): streets, park, river, the marker at the centre. */
export const LoadedOriginal: Story = {
  args: { options: { ...MAP_DEFAULT_OPTIONS, style: 'original' } },
  parameters: visualParameters({ modes: ['desktop', 'mobile', 'dark'], waitFor: '[data-map-state="loaded"] [data-fake-provider-map]' }),
  play: playLoaded('original'),
};

/** Grayscale (2): every colour drained, a dark marker. */
export const LoadedGrayscale: Story = {
  args: { options: { ...MAP_DEFAULT_OPTIONS, style: 'grayscale' } },
  parameters: loadedCaptured,
  play: playLoaded('grayscale'),
};

/** Satellite (3): imagery colours, white labels. */
export const LoadedSatellite: Story = {
  args: { options: { ...MAP_DEFAULT_OPTIONS, style: 'satellite' } },
  parameters: loadedCaptured,
  play: playLoaded('satellite'),
};

/** Minimal Light (4): pale land, white roads, muted labels. */
export const LoadedMinimalLight: Story = {
  args: { options: { ...MAP_DEFAULT_OPTIONS, style: 'minimal-light' } },
  parameters: loadedCaptured,
  play: playLoaded('minimal-light'),
};

/** Minimal Dark (5): charcoal land, faint roads, a white marker. */
export const LoadedMinimalDark: Story = {
  args: { options: { ...MAP_DEFAULT_OPTIONS, style: 'minimal-dark' } },
  parameters: loadedCaptured,
  play: playLoaded('minimal-dark'),
};

/** Minimal Blue (6): pale blue land, deeper blue water, a navy marker. */
export const LoadedMinimalBlue: Story = {
  args: { options: { ...MAP_DEFAULT_OPTIONS, style: 'minimal-blue' } },
  parameters: loadedCaptured,
  play: playLoaded('minimal-blue'),
};

/** No render key on the site: no script is loaded; the static map image, the marker, the address and the link. */
export const NoKeyStaticFallback: Story = {
  args: { loadMaps: noKey, staticImageSrc: 'assets/map/static-street-map.svg' },
  parameters: visualParameters({ modes: ['desktop', 'mobile', 'dark'], waitFor: '[data-map-state="fallback-no-key"] img' }),
  play: async ({ canvasElement, args }) => {
    await reaches(canvasElement, 'fallback-no-key');
    const canvas = within(canvasElement);
    await expect(canvas.getByText('4 Quay Street')).toBeVisible();
    const link = canvas.getByRole('link', { name: /Open in Google Maps/ });
    await expect(link).toHaveAttribute('href', 'https://www.google.com/maps/search/?api=1&query=51.4545%2C-2.5879');
    const img = block(canvasElement).querySelector('img')!;
    await waitFor(() => expect(img.complete && img.naturalWidth > 0).toBe(true));
    await expect(args.onStateChange).toHaveBeenCalledWith('fallback-no-key', undefined);
  },
};

/** The loader that never hears back: after its timeout (300 ms here, 30 s on a page) the drawn static map shows. */
function timingOutLoader() {
  const loader = createMapsLoader({
    loadScript: () => new Promise(() => {}),
    setTimeout: (run, ms) => window.setTimeout(run, ms),
    clearTimeout: (h) => window.clearTimeout(h as number),
    timeoutMs: 300,
  });
  return () => loader.load({ renderKey: 'a2V5', locale: 'en-GB' });
}
const timedOut = timingOutLoader();

export const ProviderTimedOut: Story = {
  args: { loadMaps: timedOut },
  parameters: visualParameters({ modes: ['desktop'], waitFor: '[data-map-state="fallback-failed"] [data-drawn-map]' }),
  play: async ({ canvasElement, args }) => {
    await reaches(canvasElement, 'fallback-failed');
    await expect(args.onStateChange).toHaveBeenCalledWith(
      'fallback-failed',
      expect.objectContaining({ message: 'The maps script did not load within 300 ms' }),
    );
    await expect(within(canvasElement).getByRole('link', { name: /Open in Google Maps/ })).toBeVisible();
  },
};

/** Link on click: a click on the map opens the location on the provider’s map page. */
export const LinkOnClick: Story = {
  args: { options: { ...MAP_DEFAULT_OPTIONS, linkOnClick: true, controls: false } },
  parameters: visualParameters({ modes: ['desktop'], waitFor: '[data-opened]:not(:empty)' }),
  play: async ({ canvasElement, args }) => {
    await reaches(canvasElement, 'loaded');
    const region = within(canvasElement).getByRole('region', { name: 'Map of Harbour Coffee Roasters' });
    await userEvent.click(region);
    const url = 'https://www.google.com/maps/search/?api=1&query=51.4545%2C-2.5879';
    await expect(args.onOpenLocation).toHaveBeenCalledWith(url);
    await expect(within(canvasElement).getByText(`Opened the map page: ${url}`)).toBeVisible();
  },
};

/** Marker off: the map alone. */
export const MarkerOff: Story = {
  args: { options: { ...MAP_DEFAULT_OPTIONS, marker: false } },
  parameters: visualParameters({ modes: ['desktop'], waitFor: '[data-map-state="loaded"] [data-fake-provider-map]' }),
  play: async ({ canvasElement }) => {
    await reaches(canvasElement, 'loaded');
    await expect(block(canvasElement).querySelector('[data-map-marker]')).toBeNull();
  },
};

/** Zoomed to 15 with the centre a little north-west of the place: wider streets, the marker off centre. */
export const Zoomed: Story = {
  args: { location: { ...harbour, zoom: 15, center: { lat: 51.4551, lng: -2.5891 } } },
  parameters: visualParameters({ modes: ['desktop'], waitFor: '[data-map-state="loaded"] [data-fake-provider-map]' }),
  play: async ({ canvasElement }) => {
    await reaches(canvasElement, 'loaded');
    const marker = block(canvasElement).querySelector('[data-map-marker]')!.getBoundingClientRect();
    const box = within(canvasElement).getByRole('region').getBoundingClientRect();
    await expect(marker.left + 24).toBeGreaterThan(box.left + box.width / 2);
    await expect(marker.top + 64).toBeGreaterThan(box.top + box.height / 2);
  },
};
