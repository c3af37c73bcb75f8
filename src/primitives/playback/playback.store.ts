/**
 * Which media plays on the page: one at a time, video or audio (spec: "Only one video
 * plays at a time; the others revert to their overlay"; the audio and album players
 * follow the same rule, and a video starting pauses the audio, and the other way
 * round). A tiny external store the players subscribe to by an id of their own;
 * starting one stops the others. Framework-free.
 */

export interface PlaybackStore {
  /** The id of the media playing, or null. */
  playing(): string | null;
  /** Starts `id`; whichever other media played is stopped. */
  start(id: string): void;
  /** Stops `id` if it is the one playing. */
  stop(id: string): void;
  subscribe(listener: () => void): () => void;
}

/** One at a time: starting `id` stops whichever other media is playing. Pure. */
export function startExclusive(playing: ReadonlySet<string>, id: string): { playing: Set<string>; stop: string[] } {
  const stop = [...playing].filter((other) => other !== id);
  return { playing: new Set([id]), stop };
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

/** The page's store: every video and audio player on a page shares it. */
export const pagePlayback = createPlaybackStore();
