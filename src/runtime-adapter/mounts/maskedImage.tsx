/**
 * Mount chunk: an image block with a mask shape, in place of its plain image (the noscript fallback stays).
 * Its settings and image are read here (`parseMaskedImageProps`); what it refuses throws, and the mounter logs it.
 */
import { MaskedImage } from '../../effects/maskedImage/MaskedImage';
import { blockLabel } from '../parse/blockJson';
import { parseMaskedImageProps } from '../parse/effectProps';
import type { MountFunction } from '../mountTypes';
import { valueOrThrow } from './valueOrThrow';
import { replaceBlockContent } from './renderRoot';

export const mount: MountFunction<'maskedImage'> = (element, { settings, image, noscriptSrc, stretched }, context) => {
  const id = element.getAttribute('id');
  // the scanner passes only image blocks whose settings name a mask, so the reader never answers "no mask" here
  const props = valueOrThrow(
    parseMaskedImageProps(settings, { image, noscriptSrc }, stretched, id) ?? {
      ok: false,
      error: `Image block ${blockLabel(id)} skipped: it has no mask shape`,
    },
  );
  return replaceBlockContent(element, <MaskedImage {...props} />, context, 'runtime-masked-image');
};
