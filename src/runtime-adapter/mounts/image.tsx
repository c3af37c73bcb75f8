/**
 * Mount chunk: an image block with a layout (variant 1012–1017) in place of its server
 * markup (the noscript fallback stays). `readImageBlockProps` reads it here; data it
 * refuses throws, the mounter logs it with the block and the markup stays.
 */
import { ImageBlock } from '../../blocks/image/ImageBlock';
import type { MountFunction } from '../mountTypes';
import { readImageBlockProps } from './imageBlockProps';
import { replaceBlockContent } from './renderRoot';

export const mount: MountFunction<'image'> = (element, markup, context) =>
  replaceBlockContent(element, <ImageBlock {...readImageBlockProps(markup)} />, context, 'runtime-image');
