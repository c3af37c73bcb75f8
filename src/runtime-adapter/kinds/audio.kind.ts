/**
 * The audio block.
 */
import type { AudioMarkup } from '../scan/scanAudioBlocks';
import type { FoundBlock, KindDescriptor, KindFacts } from './kindDescriptor';
import { audioMarkupOf } from '../scan/scanAudioBlocks';

/** The audio block's settings and embed attributes; `readAudioBlock` reads them in the mount chunk. */
export const audio: KindDescriptor<AudioMarkup> = {
  load: () => import('../mounts/audio'),
  blocks: ['audio'],
  scanBlock: ({ element, settings }: FoundBlock) => audioMarkupOf(element, settings),
};

/** @internal read by the runtime build (its group) and the descriptors' test, not shipped */
export const audioFacts: KindFacts = {
  finds: '.sqs-block audio (its scanBlock with scan/scanAudioBlocks.ts)',
  reader: ['readAudioBlock', 'src/blocks/audio/audioTrack.rules.ts'],
  group: 'audio',
};
