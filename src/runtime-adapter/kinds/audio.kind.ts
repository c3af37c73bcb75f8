/**
 * The audio block.
 */
import type { AudioMarkup } from '../scan/scanAudioBlocks';
import type { KindDescriptor, KindFacts } from './kindDescriptor';

/** The audio block's settings and embed attributes; `readAudioBlock` reads them in the mount chunk. */
export const audio: KindDescriptor<AudioMarkup> = {
  load: () => import('../mounts/audio'),
  blocks: ['audio'],
};

/** @internal read by the runtime build (its group) and the descriptors' test, not shipped */
export const audioFacts: KindFacts = {
  finds: '.sqs-block audio (its chunk scanBlock: scan/scanAudioBlocks.ts scanAudioBlock)',
  reader: ['readAudioBlock', 'src/blocks/audio/audioTrack.rules.ts'],
  group: 'audio',
};
