/**
 * The album block: its tracks, in order, at most 60 (spec: "Max tracks in album 60"),
 * from the JSON's `tracks` list, else from the block's `.sqs-audio-embed` elements (one
 * per track, as the audio block carries one). Pure, no React.
 */
import { MAX_ALBUM_TRACKS } from '../../platform/constants';
import { firstText, readDesign, readTrack, type AudioDesign, type AudioTrack, type Values } from './audioTrack.rules';

export interface AlbumData {
  title: string | null;
  artist: string | null;
  /** The tracks shown, at most `MAX_ALBUM_TRACKS`. */
  tracks: AudioTrack[];
  /** Tracks past the cap, not shown. */
  hiddenTrackCount: number;
  /** Entries with no address a player can load, left out (the runtime logs how many). */
  skippedTrackCount: number;
  design: AudioDesign;
}

/**
 * What the album says when it has more tracks than it may show (the spec gives the cap,
 * not the words).
 */
export function albumCapMessage(hiddenTrackCount: number): string {
  const more = hiddenTrackCount === 1 ? '1 more track is' : `${hiddenTrackCount} more tracks are`;
  return `This album shows its first ${MAX_ALBUM_TRACKS} tracks; ${more} not shown.`;
}

/** Keeps the first `MAX_ALBUM_TRACKS` and counts the rest. */
export function capAlbumTracks<T>(tracks: readonly T[]): { tracks: T[]; hiddenTrackCount: number } {
  return { tracks: tracks.slice(0, MAX_ALBUM_TRACKS), hiddenTrackCount: Math.max(0, tracks.length - MAX_ALBUM_TRACKS) };
}

const isRecord = (value: unknown): value is Values => value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * Reads the album: `title`, `artist` (or `author`), `design`, and `tracks` [{ `title`,
 * `url` (or `audioAssetUrl`), `author`, `durationInMs` / `durationMs` / `duration` in
 * seconds }]; without a `tracks` list, one track per embed. The artist stands in for a
 * track's missing author. Settings that are not an object, or `tracks` that is not a
 * list, are refused with a TypeError.
 */
export function readAlbumBlock(settings: unknown, embeds: readonly Values[] = []): AlbumData {
  if (!isRecord(settings)) throw new TypeError('album block: settings must be an object');
  if (settings.tracks !== undefined && settings.tracks !== null && !Array.isArray(settings.tracks)) throw new TypeError('album block: tracks must be a list');
  const artist = firstText(settings.artist, settings.author);
  const entries: Array<[Values, Values]> = Array.isArray(settings.tracks)
    ? settings.tracks.map((raw): [Values, Values] => [{}, isRecord(raw) ? raw : {}])
    : embeds.map((embed): [Values, Values] => [embed, {}]);
  const read = entries.map(([embed, json]) => readTrack(embed, json));
  const usable = read.filter((track): track is AudioTrack => track !== null).map((track) => ({ ...track, author: track.author ?? artist }));
  const capped = capAlbumTracks(usable);
  return {
    title: firstText(settings.title),
    artist,
    tracks: capped.tracks,
    hiddenTrackCount: capped.hiddenTrackCount,
    skippedTrackCount: read.length - usable.length,
    design: readDesign(embeds[0] ?? {}, settings),
  };
}
