/**
 * The menu block.
 */
import type { BlockSettings } from '../parse/blockJson';
import type { KindDescriptor, KindFacts } from './kindDescriptor';

/** The block's decoded settings; `readMenuBlock` reads them in the mount chunk. */
export const menu: KindDescriptor<{ settings: BlockSettings }> = {
  load: () => import('../mounts/menu'),
  settingsBlocks: ['menu'],
};

/** @internal read by the runtime build (its group) and the descriptors' test, not shipped */
export const menuFacts: KindFacts = {
  finds: ".sqs-block menu: its settings (the block scanner's settings-only path)",
  reader: ['readMenuBlock', 'src/blocks/menuTabs/menuTabs.rules.ts'],
  group: null,
};
