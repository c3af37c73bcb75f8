/**
 * The map block.
 */
import type { MapMarkup } from '../parse/contentBlockMarkup';
import type { FoundBlock, KindDescriptor, KindFacts } from './kindDescriptor';

/** The map block's settings with the site's render key and locale; `readMapBlock` reads them in the mount chunk. */
export const map: KindDescriptor<MapMarkup> = {
  load: () => import('../mounts/map'),
  blocks: ['map'],
  scanBlock: ({ settings, context }: FoundBlock) => ({ settings, renderKey: context.mapsRenderKey ?? null, locale: context.locale ?? null }),
};

/** @internal read by the runtime build (its group) and the descriptors' test, not shipped */
export const mapFacts: KindFacts = {
  finds: '.sqs-block map (its scanBlock)',
  reader: ['readMapBlock', 'src/blocks/map/map.rules.ts'],
  group: null,
};
