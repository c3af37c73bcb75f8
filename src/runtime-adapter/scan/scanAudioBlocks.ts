/**
 * The scanner's part for the audio and album blocks: it finds their markup and passes
 * plain values (the block's settings and the attributes of each `.sqs-audio-embed` in
 * its content, in order); the blocks' readers run in the mount chunks. No React, no
 * block code.
 */
import type { BlockSettings } from '../parse/blockJson';
import type { MountJob } from '../mountTypes';
import { attributesOf, blockContent, type AttributeRecord } from './readMarkup';
import { audio } from '../kinds/audio.kind';
import { album } from '../kinds/album.kind';

/** What the audio and album mounts get. */
export interface AudioMarkup {
  settings: BlockSettings;
  /** The attributes of each `.sqs-audio-embed` in the block's content, in document order. */
  embeds: AttributeRecord[];
}

/** The job for an audio or album block; null for other kinds. */
export function audioBlockJob(block: HTMLElement, kind: string, settings: BlockSettings, label: string): MountJob | null {
  if (!audio.blocks?.includes(kind) && !album.blocks?.includes(kind)) return null;
  const embeds = Array.from(blockContent(block).querySelectorAll('.sqs-audio-embed'))
    .filter((embed) => embed.closest('noscript') === null)
    .map((embed) => attributesOf(embed));
  const props: AudioMarkup = { settings, embeds };
  return audio.blocks?.includes(kind) ? { kind: 'audio', element: block, props, label } : { kind: 'album', element: block, props, label };
}
