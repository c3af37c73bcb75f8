/**
 * The video block.
 */
import type { VideoMarkup } from '../parse/contentBlockMarkup';
import type { KindDescriptor, KindFacts } from './kindDescriptor';

/** The video block's settings and poster; `readVideoBlockProps` reads them in the mount chunk. */
export const video: KindDescriptor<VideoMarkup> = {
  load: () => import('../mounts/video'),
  blocks: ['video'],
};

/** @internal read by the runtime build (its group) and the descriptors' test, not shipped */
export const videoFacts: KindFacts = {
  finds: '.sqs-block video (scan/scanContentBlocks.ts contentBlockJob)',
  reader: ['readVideoBlockProps', 'src/runtime-adapter/mounts/videoBlockProps.ts'],
  group: 'media',
};
