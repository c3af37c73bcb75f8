/**
 * Mount chunk: the video block in place of its server markup (the poster image; the
 * noscript fallback stays). `readVideoBlockProps` reads the block's JSON and poster here;
 * data it refuses throws, the mounter logs it with the block and the markup stays.
 */
import { VideoBlock } from '../../blocks/video/VideoBlock';
import type { MountFunction } from '../mountTypes';
import { readVideoBlockProps } from './videoBlockProps';
import { replaceBlockContent } from './renderRoot';

export const mount: MountFunction<'video'> = (element, markup, context) =>
  replaceBlockContent(element, <VideoBlock {...readVideoBlockProps(markup)} />, context, 'runtime-video');
