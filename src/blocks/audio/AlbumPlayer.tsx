import { useEffect, useRef } from 'react';
import { formatMediaTime } from '../../primitives/format/mediaTime';
import { useReducedMotion } from '../../primitives/reducedMotion';
import { albumCapMessage } from './album.rules';
import type { AudioEngine } from './audioEngine';
import type { AudioDesign, AudioTrack } from './audioTrack.rules';
import { AlbumArtist, AlbumHeading, AlbumRoot, CapNote, TrackButton, TrackItem, TrackLength, TrackList, TrackNumber, TrackTitle } from './AlbumPlayer.styles';
import { NowPlaying } from './AudioPlayer.styles';
import { PlayerControls } from './PlayerControls';
import { wantsPlayback } from './player.machine';
import { useAudioPlayer } from './useAudioPlayer';

export type AlbumHeadingLevel = 2 | 3 | 4 | 5 | 6;

export interface AlbumPlayerProps {
  /** The album's title (a heading above the player); none when null. */
  title?: string | null;
  artist?: string | null;
  /** The tracks, in order (the reader keeps at most 60). */
  tracks: readonly AudioTrack[];
  /** Tracks past the cap of 60, not shown; the album says how many. */
  hiddenTrackCount?: number;
  showDownload?: boolean;
  design?: AudioDesign;
  headingLevel?: AlbumHeadingLevel;
  /** The medium; an `Audio` element by default (stories and tests pass a stand-in). */
  engine?: AudioEngine;
}

/**
 * The album block: the player of the current track (with previous and next) over the
 * track list. Each track is a button (Enter or Space plays it); the current one is
 * marked (`aria-current`), and the player moves on to the next at the end of each.
 */
export function AlbumPlayer(props: AlbumPlayerProps) {
  return props.tracks.length > 0 ? <Album {...props} /> : null;
}

function Album({
  title = null,
  artist = null,
  tracks,
  hiddenTrackCount = 0,
  showDownload = false,
  design = 'minimal',
  headingLevel = 3,
  engine,
}: AlbumPlayerProps) {
  const player = useAudioPlayer(tracks, engine);
  const reduced = useReducedMotion();
  const { state } = player;
  const list = useRef<HTMLOListElement>(null);

  // a long list scrolls itself (not the page) to keep the current track in view
  useEffect(() => {
    const box = list.current;
    const row = box?.children[state.track] as HTMLElement | undefined;
    if (!box || !row || box.scrollHeight <= box.clientHeight) return;
    if (row.offsetTop < box.scrollTop) box.scrollTop = row.offsetTop;
    else if (row.offsetTop + row.offsetHeight > box.scrollTop + box.clientHeight) box.scrollTop = row.offsetTop + row.offsetHeight - box.clientHeight;
  }, [state.track]);

  return (
    <AlbumRoot data-album-player="" data-track={state.track}>
      {title && <AlbumHeading as={`h${headingLevel}`}>{title}</AlbumHeading>}
      {artist && <AlbumArtist>{artist}</AlbumArtist>}
      <PlayerControls player={player} design={design} showDownload={showDownload} trackButtons={tracks.length > 1} />
      <TrackList ref={list} aria-label={title ? `Tracks of ${title}` : 'Tracks'}>
        {tracks.map((track, index) => {
          const current = index === state.track;
          return (
            <TrackItem key={index}>
              <TrackButton type="button" aria-current={current ? 'true' : undefined} onClick={() => player.send({ type: 'select', track: index })}>
                <TrackNumber>{index + 1}</TrackNumber>
                <span aria-hidden="true">
                  {current && (
                    <NowPlaying $moving={wantsPlayback(state) && !reduced}>
                      <span />
                      <span />
                      <span />
                    </NowPlaying>
                  )}
                </span>
                <TrackTitle>
                  {track.title}
                  {track.author && track.author !== artist && ` — ${track.author}`}
                </TrackTitle>
                <TrackLength>{track.durationMs ? formatMediaTime(track.durationMs / 1000) : ''}</TrackLength>
              </TrackButton>
            </TrackItem>
          );
        })}
      </TrackList>
      {hiddenTrackCount > 0 && <CapNote>{albumCapMessage(hiddenTrackCount)}</CapNote>}
    </AlbumRoot>
  );
}
