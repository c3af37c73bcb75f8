/**
 * Which video is playing on the page: one at a time (spec: "Only one video plays at
 * a time; the others revert to their overlay"). A tiny external store the video slides
 * subscribe to; starting one stops the others. Framework-free.
 */
import { startExclusive } from './videoPlayback.machine';

export interface PlaybackStore {
  /** The id of the video playing, or null. */
  playing(): string | null;
  /** Starts `id`; whichever other video played is stopped. */
  start(id: string): void;
  /** Stops `id` if it is the one playing. */
  stop(id: string): void;
  subscribe(listener: () => void): () => void;
}

export function createPlaybackStore(): PlaybackStore {
  let playing = new Set<string>();
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((listener) => listener());
  return {
    playing: () => playing.values().next().value ?? null,
    start(id) {
      if (playing.has(id) && playing.size === 1) return;
      playing = startExclusive(playing, id).playing;
      emit();
    },
    stop(id) {
      if (!playing.has(id)) return;
      playing = new Set([...playing].filter((other) => other !== id));
      emit();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The page's store: every gallery on a page shares it. */
export const pagePlayback = createPlaybackStore();
