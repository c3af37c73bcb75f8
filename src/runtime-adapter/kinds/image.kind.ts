/**
 * An image block with a layout (variant 1012-1017).
 */
import type { ImageBlockMarkup } from '../parse/contentBlockMarkup';
import type { FoundBlock, KindDescriptor, KindFacts } from './kindDescriptor';
import { imageBlockMarkupOf } from '../scan/scanImageBlocks';

/** An image block with a layout (variant 1012–1017); `readImageBlockProps` reads it in the mount chunk. */
export const image: KindDescriptor<ImageBlockMarkup> = {
  load: () => import('../mounts/image'),
  blocks: ['image'],
  scanBlock: ({ content, settings }: FoundBlock) => imageBlockMarkupOf(content, settings),
};

/** @internal read by the runtime build (its group) and the descriptors' test, not shipped */
export const imageFacts: KindFacts = {
  finds: '.sqs-block image without a mask, with a design layout (its scanBlock with scan/scanImageBlocks.ts)',
  reader: ['readImageBlockProps', 'src/runtime-adapter/mounts/imageBlockProps.ts'],
  group: 'media',
};
