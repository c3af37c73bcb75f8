/**
 * What the audio and album stories share: a playback store of each story's own (so one
 * story's player does not pause another's on a docs page), and players over the stand-in
 * engine (the farms freeze time and may hold media back: a real file's progress would make
 * captures differ), made once per mount.
 */
import { useState, type ReactNode } from 'react';
import { createPlaybackStore } from '../../src/primitives/playback/playback.store';
import { PlaybackStoreContext } from '../../src/primitives/playback/PlaybackStoreContext';
import { createStandInAudioEngine, type StandInOptions } from '../../src/blocks/audio/standInAudioEngine';
import { AudioPlayer, type AudioPlayerProps } from '../../src/blocks/audio/AudioPlayer';
import { AlbumPlayer, type AlbumPlayerProps } from '../../src/blocks/audio/AlbumPlayer';
import type { AudioTrack } from '../../src/blocks/audio/audioTrack.rules';

function OwnPlaybackStore({ children }: { children: ReactNode }) {
  const [store] = useState(createPlaybackStore);
  return <PlaybackStoreContext.Provider value={store}>{children}</PlaybackStoreContext.Provider>;
}

/** Both stories' decorator: the story's own playback store, at a player's width. */
export function PlayerFrame({ children }: { children: ReactNode }) {
  return (
    <OwnPlaybackStore>
      <div style={{ maxWidth: 480 }}>{children}</div>
    </OwnPlaybackStore>
  );
}

/** The stand-in plays each file for the length its track states, unless told otherwise. */
function statedDurations(tracks: readonly AudioTrack[], standIn: StandInOptions = {}): StandInOptions {
  const durations = Object.fromEntries(tracks.filter((t) => t.durationMs).map((t) => [t.url, t.durationMs! / 1000]));
  return { ...standIn, durations: { ...durations, ...standIn.durations } };
}

export function StandInAudioPlayer({ standIn, ...props }: AudioPlayerProps & { standIn?: StandInOptions }) {
  const [engine] = useState(() => createStandInAudioEngine(statedDurations([props.track], standIn)));
  return <AudioPlayer {...props} engine={engine} />;
}

export function StandInAlbumPlayer({ standIn, ...props }: AlbumPlayerProps & { standIn?: StandInOptions }) {
  const [engine] = useState(() => createStandInAudioEngine(statedDurations(props.tracks, standIn)));
  return <AlbumPlayer {...props} engine={engine} />;
}

/** The stories' files (made by `stories/assets/audio/makeTones.mjs`). */
export const AUDIO_FILES = {
  bells: 'assets/audio/harbour-bells.wav',
  tides: ['assets/audio/tide-1.wav', 'assets/audio/tide-2.wav', 'assets/audio/tide-3.wav'],
  missing: 'assets/audio/not-there.wav',
} as const;
