/**
 * The player's behaviour over the machine: one engine per player (the page's `Audio`
 * element unless one is given), the page's one-at-a-time store (starting this player
 * pauses any other audio or video, and another starting pauses this one), and the
 * engine kept in step with the state.
 */
import { useContext, useEffect, useId, useReducer, useRef, useState } from 'react';
import { PlaybackStoreContext } from '../../primitives/playback/PlaybackStoreContext';
import { createElementEngine, type AudioEngine } from './audioEngine';
import type { AudioTrack } from './audioTrack.rules';
import { clampPosition, initialPlayerState, playerReducer, wantsPlayback, type PlayerEvent, type PlayerState } from './player.machine';

export interface AudioPlayerControls {
  state: PlayerState;
  current: AudioTrack;
  /** The medium has said how long the file is, or failed: nothing more is loading. */
  settled: boolean;
  send(event: PlayerEvent): void;
  /** Seeks the medium and the state together. */
  seek(position: number): void;
}

const statedSeconds = (track: AudioTrack | undefined) => (track?.durationMs ? track.durationMs / 1000 : null);

export function useAudioPlayer(tracks: readonly AudioTrack[], engine?: AudioEngine): AudioPlayerControls {
  const [state, send] = useReducer(playerReducer, undefined, () => initialPlayerState(tracks.length, statedSeconds(tracks[0])));
  const [medium] = useState<AudioEngine>(() => engine ?? createElementEngine());
  const [settled, setSettled] = useState(false);
  const store = useContext(PlaybackStoreContext);
  const id = useId();
  const playing = wantsPlayback(state);
  const current = tracks[state.track] ?? tracks[0]!;
  const wasPlaying = useRef(false);

  useEffect(
    () =>
      medium.subscribe((event) => {
        if (event.type === 'duration' || event.type === 'error') setSettled(true);
        send(event);
      }),
    [medium],
  );
  useEffect(() => () => medium.release(), [medium]);

  // the current track's file, again after a retry; its stated length until the file says
  useEffect(() => {
    setSettled(false);
    const stated = statedSeconds(current);
    if (stated !== null) send({ type: 'duration', duration: stated });
    medium.load(current.url);
  }, [medium, current.url, state.attempt]); // eslint-disable-line react-hooks/exhaustive-deps -- the file is loaded again only for a new medium, address or retry, not for each new track object

  useEffect(() => {
    if (playing) {
      store.start(id);
      medium.play();
    } else if (wasPlaying.current) {
      medium.pause();
      store.stop(id);
    }
    wasPlaying.current = playing;
  }, [playing, state.track, state.attempt, medium, store, id]);

  // another medium started: this one pauses
  useEffect(
    () =>
      store.subscribe(() => {
        if (store.playing() !== null && store.playing() !== id) send({ type: 'paused' });
      }),
    [store, id],
  );
  useEffect(() => () => store.stop(id), [store, id]);
  useEffect(() => medium.setMuted(state.muted), [medium, state.muted]);

  return {
    state,
    current,
    settled,
    send,
    seek(position) {
      const at = clampPosition(position, state.duration);
      send({ type: 'seek', position: at });
      medium.seek(at);
    },
  };
}
