/**
 * Mount chunk: the map block in place of its server markup. The page's one maps loader
 * (`pageMaps.ts`) loads the provider with the site's render key and locale; without a key
 * the static fallback shows, and a load that fails or times out (30 s) shows it too, with
 * a console message naming the block. A click on a map with link-on-click opens the
 * provider's map page in a new window (noopener). The settings are the block JSON as published
 * blocks store them (`location`, the options and `vSize` at the top level, `readMapBlock`); a
 * block without a location shows the default centre. Its server content is `&nbsp;`: nothing to lose.
 */
import { MapBlock } from '../../blocks/map/MapBlock';
import type { MountFunction, MountPropsByKind } from '../mountTypes';
import { readMapBlock, type MapBlockData } from '../../blocks/map/map.rules';
import type { BlockSettings } from '../parse/blockJson';
import { pageMapsOf, type PageMaps } from './pageMaps';
import { replaceBlockContent } from './renderRoot';

/** The map block's data (`readMapBlock`); refused data throws with every problem listed. */
export function readMapBlockData(settings: BlockSettings): MapBlockData {
  const result = readMapBlock(settings);
  if (!result.ok) throw new Error(`Map block data refused: ${result.error.join('; ')}`);
  return result.value;
}

/** The map block's element with the page's maps: what the chunk's `mount` renders (tests pass fake maps). */
export function mapBlockView(
  element: HTMLElement,
  { settings, renderKey, locale }: MountPropsByKind['map'],
  maps: PageMaps,
  openWindow: (url: string) => void,
) {
  const data = readMapBlockData(settings);
  const loadMaps = () => maps.loader.load({ renderKey, locale });
  const onStateChange = (state: string, error?: unknown) => {
    if (state === 'fallback-failed') console.warn(`Map block ${element.id || 'block without id'} shows its static map: the maps provider did not load`, error);
  };
  return (
    <MapBlock
      location={data.location}
      options={data.options}
      height={data.height}
      loadMaps={renderKey ? loadMaps : undefined}
      createMap={maps.createMap}
      onOpenLocation={openWindow}
      onStateChange={onStateChange}
    />
  );
}

export const mount: MountFunction<'map'> = (element, props, context) => {
  const view = mapBlockView(element, props, pageMapsOf(window), (url) => void window.open(url, '_blank', 'noopener'));
  return replaceBlockContent(element, view, context, 'runtime-map');
};
