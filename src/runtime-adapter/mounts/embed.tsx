/**
 * Mount chunk: the embed block in place of its server markup. A provider's player is
 * framed at its address; any other embed HTML goes into a sandboxed frame of its own
 * (`placeEmbed`); a block with nothing usable shows the invalid-embed message.
 */
import { EmbedBlock, type EmbedBlockProps } from '../../blocks/embed/EmbedBlock';
import type { MountFunction } from '../mountTypes';
import type { BlockSettings } from '../parse/blockJson';
import { replaceBlockContent } from './renderRoot';

const textOrNull = (value: unknown) => (typeof value === 'string' ? value : null);
const sizeOrNull = (value: unknown) => (typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : null);

/** The view's props from the block's settings (`url`, `html`, `title` else `providerName`, `width`, `height`, `aspectRatio`). */
export function embedBlockProps(settings: BlockSettings): EmbedBlockProps {
  const aspectRatio = settings.aspectRatio;
  return {
    url: textOrNull(settings.url),
    html: textOrNull(settings.html),
    title: textOrNull(settings.title) ?? textOrNull(settings.providerName),
    width: sizeOrNull(settings.width),
    height: sizeOrNull(settings.height),
    aspectRatio: typeof aspectRatio === 'number' || typeof aspectRatio === 'string' ? aspectRatio : null,
  };
}

export const mount: MountFunction<'embed'> = (element, { settings }, context) =>
  replaceBlockContent(element, <EmbedBlock {...embedBlockProps(settings)} />, context, 'runtime-embed');
