/**
 * A stand-in medium whose time moves only when told: the stories (the farms freeze time
 * and may hold media back, so a real file's progress would make captures differ) and
 * the view tests. It plays at once unless the file is one of `missing`, then reports an
 * error as a browser does for a file it cannot load. Not used on published pages.
 */
import type { AudioEngine, AudioEngineEvent } from './audioEngine';

export interface StandInAudioEngine extends AudioEngine {
  /** Moves the playing file on by `seconds` (ends it at its end). */
  advance(seconds: number): void;
  /** What the player last asked of it, for tests. */
  readonly calls: readonly string[];
}

export interface StandInOptions {
  /** Each file's length in seconds (default 200). */
  durations?: Readonly<Record<string, number>>;
  /** Files that cannot be loaded. */
  missing?: readonly string[];
  /** Files that, once playing, run to their end at once (a story of what happens at the end). */
  playThrough?: readonly string[];
}

export function createStandInAudioEngine({ durations = {}, missing = [], playThrough = [] }: StandInOptions = {}): StandInAudioEngine {
  const listeners = new Set<(event: AudioEngineEvent) => void>();
  const calls: string[] = [];
  const emit = (event: AudioEngineEvent) => listeners.forEach((listener) => listener(event));
  let url: string | null = null;
  let position = 0;
  let playing = false;
  const duration = () => (url === null ? 0 : (durations[url] ?? 200));
  const broken = () => url !== null && missing.includes(url);
  // media events arrive after the call that caused them, as in a browser
  const later = (event: AudioEngineEvent) => queueMicrotask(() => emit(event));
  function advance(seconds: number) {
    if (!playing) return;
    position = Math.min(duration(), position + seconds);
    emit({ type: 'time', position });
    if (position >= duration()) {
      playing = false;
      emit({ type: 'ended' });
    }
  }
  return {
    calls,
    load(next) {
      calls.push(`load ${next}`);
      if (next === url) return;
      url = next;
      position = 0;
      playing = false;
      later(broken() ? { type: 'error' } : { type: 'duration', duration: duration() });
    },
    play() {
      calls.push('play');
      if (broken()) return later({ type: 'error' });
      if (position >= duration()) position = 0;
      playing = true;
      later({ type: 'playing' });
      const through = url !== null && playThrough.includes(url);
      if (through) queueMicrotask(() => advance(duration()));
    },
    pause() {
      calls.push('pause');
      if (!playing) return;
      playing = false;
      later({ type: 'paused' });
    },
    seek(seconds) {
      calls.push(`seek ${seconds}`);
      position = seconds;
      later({ type: 'time', position });
    },
    setMuted(muted) {
      calls.push(muted ? 'mute' : 'unmute');
    },
    advance,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    release() {
      calls.push('release');
      playing = false;
      url = null;
    },
  };
}
