/**
 * The search block.
 */
import type { BlockSettings } from '../parse/blockJson';
import type { KindDescriptor, KindFacts } from './kindDescriptor';

/** The search block's decoded settings; `readSearchBlock` reads them in the mount chunk. */
export const search: KindDescriptor<{ settings: BlockSettings }> = {
  load: () => import('../mounts/search'),
  settingsBlocks: ['search'],
};

/** @internal read by the runtime build (its group) and the descriptors' test, not shipped */
export const searchFacts: KindFacts = {
  finds: ".sqs-block search: its settings (the block scanner's settings-only path)",
  reader: ['readSearchBlock', 'src/blocks/search/search.rules.ts'],
  group: 'search',
};
