/**
 * Mount chunk: the audio block's player in place of its server markup (the embed element
 * and any fallback link). `readAudioBlock` reads the embed's attributes and the JSON here;
 * a block it refuses throws, the mounter logs it with the block and the markup stays.
 */
import { AudioPlayer } from '../../blocks/audio/AudioPlayer';
import { readAudioBlock } from '../../blocks/audio/audioTrack.rules';
import type { MountFunction } from '../mountTypes';
import { replaceBlockContent } from './renderRoot';

/** The block's reader comes with its mount (one dynamic import). */
export { scanAudioBlock as scanBlock } from '../scan/scanAudioBlocks';

export const mount: MountFunction<'audio'> = (element, { settings, embeds }, context) => {
  const data = readAudioBlock(settings, embeds[0] ?? {});
  return replaceBlockContent(element, <AudioPlayer {...data} />, context, 'runtime-audio');
};
