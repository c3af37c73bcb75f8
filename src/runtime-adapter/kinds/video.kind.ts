/**
 * The video block.
 */
import type { VideoMarkup } from '../parse/contentBlockMarkup';
import type { FoundBlock, KindDescriptor, KindFacts } from './kindDescriptor';
import { videoMarkupOf } from '../scan/scanContentBlocks';

/** The video block's settings and poster; `readVideoBlockProps` reads them in the mount chunk. */
export const video: KindDescriptor<VideoMarkup> = {
  load: () => import('../mounts/video'),
  blocks: ['video'],
  scanBlock: ({ content, settings }: FoundBlock) => videoMarkupOf(content, settings),
};

/** @internal read by the runtime build (its group) and the descriptors' test, not shipped */
export const videoFacts: KindFacts = {
  finds: '.sqs-block video (its scanBlock)',
  reader: ['readVideoBlockProps', 'src/runtime-adapter/mounts/videoBlockProps.ts'],
  group: 'media',
};
