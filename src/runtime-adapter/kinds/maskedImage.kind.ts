/**
 * An image block whose settings name a mask.
 */
import type { MaskedImageMarkup } from '../parse/effectProps';
import type { KindDescriptor, KindFacts } from './kindDescriptor';

/** An image block whose settings name a mask: settings, image attributes, stretched; `parseMaskedImageProps` reads them in the chunk. */
export const maskedImage: KindDescriptor<MaskedImageMarkup> = {
  load: () => import('../mounts/maskedImage'),
  blocks: ['image'],
};

/** @internal read by the runtime build (its group) and the descriptors' test, not shipped */
export const maskedImageFacts: KindFacts = {
  finds: '.sqs-block image with a mask shape in its settings (scan/scanPage.ts blockJob, before the image kind)',
  reader: ['parseMaskedImageProps', 'src/runtime-adapter/parse/effectProps.ts'],
  group: 'effects',
};
