/** Mount chunk: an image block with a mask shape, in place of its plain image (the noscript fallback stays). */
import { MaskedImage } from '../../effects/maskedImage/MaskedImage';
import type { MountFunction } from '../mountTypes';
import { replaceBlockContent } from './renderRoot';

export const mount: MountFunction<'maskedImage'> = (element, props, context) =>
  replaceBlockContent(element, <MaskedImage {...props} />, context, 'runtime-masked-image');
