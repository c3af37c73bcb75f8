/**
 * The album block.
 */
import type { AudioMarkup } from '../scan/scanAudioBlocks';
import type { FoundBlock, KindDescriptor, KindFacts } from './kindDescriptor';
import { audioMarkupOf } from '../scan/scanAudioBlocks';

/** The album block's settings and embeds; `readAlbumBlock` reads them in the mount chunk. */
export const album: KindDescriptor<AudioMarkup> = {
  load: () => import('../mounts/album'),
  blocks: ['album'],
  scanBlock: ({ element, settings }: FoundBlock) => audioMarkupOf(element, settings),
};

/** @internal read by the runtime build (its group) and the descriptors' test, not shipped */
export const albumFacts: KindFacts = {
  finds: '.sqs-block album (its scanBlock with scan/scanAudioBlocks.ts)',
  reader: ['readAlbumBlock', 'src/blocks/audio/album.rules.ts'],
  group: 'audio',
};
