/**
 * Video slides (spec: "Video"): an overlay with a play control moves to showing-video
 * on click, Enter or Space unless inactive; only one video plays at a time, the others
 * revert to their overlay; changing the mode reloads the video; inactive strip videos
 * (slide not current) cannot start. Once shown, the player is kept (`player`) while the
 * overlay is back, so a provider that takes commands is paused and later resumed rather
 * than unloaded; a mode change drops a player the overlay covers. Pure.
 */
import type { VideoMode } from './videoEmbed.rules';

export type VideoPhase = 'overlay' | 'showing-video';

export interface VideoSlideState {
  phase: VideoPhase;
  inactive: boolean;
  mode: VideoMode | null;
  /** Bumped when the player must be reloaded (mode changed). */
  reloadKey: number;
  /** A player has been loaded for this reloadKey (shown, or paused under the overlay). */
  player: boolean;
}

export type VideoEvent = { type: 'activate' } | { type: 'stop' } | { type: 'setInactive'; inactive: boolean } | { type: 'setMode'; mode: VideoMode | null };

export function initialVideoSlide(inactive = false, mode: VideoMode | null = null): VideoSlideState {
  return { phase: 'overlay', inactive, mode, reloadKey: 0, player: false };
}

export function videoSlideReducer(state: VideoSlideState, event: VideoEvent): VideoSlideState {
  switch (event.type) {
    case 'activate':
      return state.inactive ? state : { ...state, phase: 'showing-video', player: true };
    case 'stop':
      return { ...state, phase: 'overlay' };
    case 'setInactive':
      return { ...state, inactive: event.inactive, phase: event.inactive ? 'overlay' : state.phase };
    case 'setMode':
      // a shown player reloads in the new mode; one under the overlay is dropped (reloaded, it would start unseen)
      return event.mode === state.mode ? state : { ...state, mode: event.mode, reloadKey: state.reloadKey + 1, player: state.phase === 'showing-video' };
  }
}
