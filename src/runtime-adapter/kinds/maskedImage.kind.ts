/**
 * An image block whose settings name a mask.
 */
import type { MaskedImageMarkup } from '../parse/effectProps';
import type { FoundBlock, KindDescriptor, KindFacts } from './kindDescriptor';
import { maskShapeOf } from '../parse/maskShape';
import { attributesOf, firstImage, hasStretchedClass, noscriptImageSrc } from '../scan/readMarkup';

/** An image block whose settings name a mask: settings, image attributes, stretched; `parseMaskedImageProps` reads them in the chunk. */
export const maskedImage: KindDescriptor<MaskedImageMarkup> = {
  load: () => import('../mounts/maskedImage'),
  blocks: ['image'],
  scanBlock: ({ element, content, settings }: FoundBlock) => {
    // no mask: the image kind's, next
    if (maskShapeOf(settings) === null) return null;
    const image = firstImage(content);
    return { settings, image: image ? attributesOf(image) : null, noscriptSrc: noscriptImageSrc(content), stretched: hasStretchedClass(element) };
  },
};

/** @internal read by the runtime build (its group) and the descriptors' test, not shipped */
export const maskedImageFacts: KindFacts = {
  finds: '.sqs-block image with a mask shape in its settings (its scanBlock, before the image kind)',
  reader: ['parseMaskedImageProps', 'src/runtime-adapter/parse/effectProps.ts'],
  group: 'effects',
};
