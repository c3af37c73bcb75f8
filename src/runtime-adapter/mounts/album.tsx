/**
 * Mount chunk: the album block's player and track list in place of its server markup.
 * `readAlbumBlock` reads the JSON's tracks (else one per embed) here, at most 60; an
 * album with no track a player can load throws (the mounter logs it with the block and
 * the markup stays); tracks left out are named in a console warning.
 */
import { AlbumPlayer } from '../../blocks/audio/AlbumPlayer';
import { readAlbumBlock } from '../../blocks/audio/album.rules';
import type { MountFunction } from '../mountTypes';
import { replaceBlockContent } from './renderRoot';

/** The block's reader comes with its mount (one dynamic import). */
export { scanAudioBlock as scanBlock } from '../scan/scanAudioBlocks';

export const mount: MountFunction<'album'> = (element, { settings, embeds }, context) => {
  const { skippedTrackCount, ...album } = readAlbumBlock(settings, embeds);
  if (album.tracks.length === 0) throw new TypeError('album block: no track a player can load');
  const label = element.id || 'block without id';
  if (skippedTrackCount > 0) console.warn(`Album ${label}: ${skippedTrackCount} track(s) left out, with no address a player can load`);
  return replaceBlockContent(element, <AlbumPlayer {...album} />, context, 'runtime-album');
};
