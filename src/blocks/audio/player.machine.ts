/**
 * The audio player's state (pure): idle → loading → playing ⇄ paused → ended, and error;
 * the position and length of the current track; which track of an album plays, moving
 * on at the end of each; mute. The view turns media events into events here and acts on
 * the state (it tells the medium to play while the status is `loading` or `playing`).
 */

export type PlayerStatus = 'idle' | 'loading' | 'playing' | 'paused' | 'ended' | 'error';

export interface PlayerState {
  status: PlayerStatus;
  /** Index of the current track (0 for a single track). */
  track: number;
  trackCount: number;
  /** Seconds into the current track. */
  position: number;
  /** The current track's length in seconds; null until known. */
  duration: number | null;
  muted: boolean;
  /** Bumped when the current track's file must be loaded again (a retry after an error). */
  attempt: number;
}

export type PlayerEvent =
  /** The visitor asks to play (from an error: try again). */
  | { type: 'play' }
  /** The visitor asks to pause. */
  | { type: 'pause' }
  /** The medium reports it plays. */
  | { type: 'playing' }
  /** The medium reports it paused (by itself, the system, or another medium starting). */
  | { type: 'paused' }
  | { type: 'time'; position: number }
  | { type: 'duration'; duration: number }
  | { type: 'ended' }
  | { type: 'error' }
  | { type: 'seek'; position: number }
  /** The visitor picks a track of the album: it plays from the start. */
  | { type: 'select'; track: number }
  | { type: 'next' }
  | { type: 'previous' }
  | { type: 'mute'; muted: boolean };

/** Seconds into a track after which Previous starts the track again instead of going back. */
export const RESTART_THRESHOLD_S = 3;

export function initialPlayerState(trackCount = 1, duration: number | null = null): PlayerState {
  return { status: 'idle', track: 0, trackCount: Math.max(1, trackCount), position: 0, duration: validDuration(duration), muted: false, attempt: 0 };
}

function validDuration(duration: number | null): number | null {
  return duration !== null && Number.isFinite(duration) && duration > 0 ? duration : null;
}

/** A position held inside the track (0 … its length, when known). */
export function clampPosition(position: number, duration: number | null): number {
  const at = Number.isFinite(position) ? Math.max(0, position) : 0;
  return duration === null ? at : Math.min(at, duration);
}

/** The medium should be playing: the visitor asked and nothing stopped it since. */
export function wantsPlayback(state: PlayerState): boolean {
  return state.status === 'loading' || state.status === 'playing';
}

function goTo(state: PlayerState, track: number, status: PlayerStatus): PlayerState {
  return { ...state, track, position: 0, duration: null, status };
}

export function playerReducer(state: PlayerState, event: PlayerEvent): PlayerState {
  switch (event.type) {
    case 'play':
      if (state.status === 'error') return { ...state, status: 'loading', position: 0, attempt: state.attempt + 1 };
      if (state.status === 'ended') return { ...state, status: 'loading', position: 0 };
      return wantsPlayback(state) ? state : { ...state, status: 'loading' };
    case 'pause':
      return wantsPlayback(state) ? { ...state, status: 'paused' } : state;
    case 'playing':
      return state.status === 'loading' ? { ...state, status: 'playing' } : state;
    case 'paused':
      return wantsPlayback(state) ? { ...state, status: 'paused' } : state;
    case 'time':
      return state.status === 'error' || state.status === 'ended' ? state : { ...state, position: clampPosition(event.position, state.duration) };
    case 'duration': {
      const duration = validDuration(event.duration);
      return duration === null || duration === state.duration ? state : { ...state, duration, position: clampPosition(state.position, duration) };
    }
    case 'ended':
      if (state.status === 'error') return state;
      if (state.track < state.trackCount - 1) return goTo(state, state.track + 1, 'loading');
      return { ...state, status: 'ended', position: state.duration ?? state.position };
    case 'error':
      return { ...state, status: 'error' };
    case 'seek': {
      if (state.status === 'error') return state;
      const position = clampPosition(event.position, state.duration);
      const status = state.status === 'ended' && (state.duration === null || position < state.duration) ? 'paused' : state.status;
      return { ...state, position, status };
    }
    case 'select':
      if (!Number.isInteger(event.track) || event.track < 0 || event.track >= state.trackCount) return state;
      return goTo(state, event.track, 'loading');
    case 'next':
      return state.track < state.trackCount - 1 ? goTo(state, state.track + 1, wantsPlayback(state) ? 'loading' : 'idle') : state;
    case 'previous':
      if (state.position > RESTART_THRESHOLD_S || state.track === 0)
        return { ...state, position: 0, status: state.status === 'ended' ? 'paused' : state.status };
      return goTo(state, state.track - 1, wantsPlayback(state) ? 'loading' : 'idle');
    case 'mute':
      return event.muted === state.muted ? state : { ...state, muted: event.muted };
  }
}

/** Seconds one arrow key moves the seek slider (APG slider: the small step). */
export const SEEK_STEP_S = 5;
/** Seconds PageUp / PageDown move it (the large step). */
export const SEEK_PAGE_S = 30;

/**
 * Where the seek slider goes on a key (APG slider): ArrowRight / ArrowUp +5 s,
 * ArrowLeft / ArrowDown −5 s, PageUp +30 s, PageDown −30 s, Home the start, End the
 * end; held inside the track. Null for other keys, or while the length is not known.
 */
export function seekKeyTarget(key: string, position: number, duration: number | null): number | null {
  if (duration === null) return null;
  const by = (delta: number) => clampPosition(position + delta, duration);
  switch (key) {
    case 'ArrowRight':
    case 'ArrowUp':
      return by(SEEK_STEP_S);
    case 'ArrowLeft':
    case 'ArrowDown':
      return by(-SEEK_STEP_S);
    case 'PageUp':
      return by(SEEK_PAGE_S);
    case 'PageDown':
      return by(-SEEK_PAGE_S);
    case 'Home':
      return 0;
    case 'End':
      return duration;
    default:
      return null;
  }
}

/** The slider's position for a pointer at `x` along a track from `left`, `width` wide. */
export function positionAtPointer(x: number, left: number, width: number, duration: number | null): number | null {
  if (duration === null || width <= 0) return null;
  return clampPosition(((x - left) / width) * duration, duration);
}
