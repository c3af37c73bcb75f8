/**
 * What the player drives: a medium that loads a file, plays, pauses, seeks and mutes,
 * and reports what happens as the machine's events. `createElementEngine` is the page's
 * (an `HTMLAudioElement`, never in the document); the stories and the view tests pass a
 * stand-in (`standInAudioEngine.ts`) whose time moves only when told, since the farms
 * freeze time. No React.
 */
import type { PlayerEvent } from './player.machine';

/** The events a medium reports: a subset of the machine's. */
export type AudioEngineEvent = Extract<PlayerEvent, { type: 'playing' | 'paused' | 'time' | 'duration' | 'ended' | 'error' }>;

export interface AudioEngine {
  /** Loads the file (its length is reported once known); does not play. */
  load(url: string): void;
  play(): void;
  pause(): void;
  seek(seconds: number): void;
  setMuted(muted: boolean): void;
  subscribe(listener: (event: AudioEngineEvent) => void): () => void;
  /** Stops and lets go of the file (the player unmounts); listeners stay, so a player mounted again can use it. */
  release(): void;
}

/** The page's engine: one `Audio` element, `preload="metadata"` so the length shows before play. */
export function createElementEngine(audio: HTMLAudioElement = new Audio()): AudioEngine {
  const listeners = new Set<(event: AudioEngineEvent) => void>();
  const emit = (event: AudioEngineEvent) => listeners.forEach((listener) => listener(event));
  audio.preload = 'metadata';
  const handlers: Array<[string, () => void]> = [
    ['playing', () => emit({ type: 'playing' })],
    ['pause', () => emit({ type: 'paused' })],
    ['timeupdate', () => emit({ type: 'time', position: audio.currentTime })],
    ['loadedmetadata', () => emit({ type: 'duration', duration: audio.duration })],
    ['durationchange', () => emit({ type: 'duration', duration: audio.duration })],
    ['ended', () => emit({ type: 'ended' })],
    ['error', () => emit({ type: 'error' })],
  ];
  handlers.forEach(([name, handler]) => audio.addEventListener(name, handler));
  return {
    load(url) {
      if (audio.getAttribute('src') === url) return;
      audio.src = url;
      audio.load();
    },
    play() {
      // a refused start (no gesture, no file) comes back as pause or error from the element itself
      const started = audio.play() as Promise<void> | undefined;
      started?.catch((error: unknown) => emit(error instanceof DOMException && error.name === 'NotAllowedError' ? { type: 'paused' } : { type: 'error' }));
    },
    pause: () => audio.pause(),
    seek(seconds) {
      audio.currentTime = seconds;
    },
    setMuted(muted) {
      audio.muted = muted;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    release() {
      audio.pause();
      audio.removeAttribute('src');
      audio.load();
    },
  };
}
