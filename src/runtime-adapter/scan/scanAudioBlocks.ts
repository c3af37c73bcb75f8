/**
 * The scanner's part for the audio and album blocks: it finds their markup and passes
 * plain values (the block's settings and the attributes of each `.sqs-audio-embed` in
 * its content, in order); the blocks' readers run in the mount chunks. No React, no
 * block code.
 */
import type { BlockSettings } from '../parse/blockJson';
import type { FoundBlock } from '../kinds/kindDescriptor';
import { attributesOf, blockContent, type AttributeRecord } from './readMarkup';

/** What the audio and album mounts get. */
export interface AudioMarkup {
  settings: BlockSettings;
  /** The attributes of each `.sqs-audio-embed` in the block's content, in document order. */
  embeds: AttributeRecord[];
}

/** What the audio and album kinds get from their block. */
export function audioMarkupOf(block: HTMLElement, settings: BlockSettings): AudioMarkup {
  const embeds = Array.from(blockContent(block).querySelectorAll('.sqs-audio-embed'))
    .filter((embed) => embed.closest('noscript') === null)
    .map((embed) => attributesOf(embed));
  return { settings, embeds };
}

/** An audio or album block's reader, in their mount chunk (`scanBlock`). */
export const scanAudioBlock = ({ element, settings }: FoundBlock): AudioMarkup => audioMarkupOf(element, settings);
