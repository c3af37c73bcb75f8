/**
 * The album block.
 */
import type { AudioMarkup } from '../scan/scanAudioBlocks';
import type { KindDescriptor, KindFacts } from './kindDescriptor';

/** The album block's settings and embeds; `readAlbumBlock` reads them in the mount chunk. */
export const album: KindDescriptor<AudioMarkup> = {
  load: () => import('../mounts/album'),
  blocks: ['album'],
};

/** @internal read by the runtime build (its group) and the descriptors' test, not shipped */
export const albumFacts: KindFacts = {
  finds: '.sqs-block album (its chunk scanBlock: scan/scanAudioBlocks.ts scanAudioBlock)',
  reader: ['readAlbumBlock', 'src/blocks/audio/album.rules.ts'],
  group: 'audio',
};
