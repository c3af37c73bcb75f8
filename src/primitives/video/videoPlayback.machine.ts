/**
 * Video slides (spec: "Video"): an overlay with a play control moves to showing-video
 * on click, Enter or Space unless inactive; only one video plays at a time, the others
 * revert to their overlay; changing the mode reloads the video; inactive strip videos
 * (slide not current) cannot start. Pure.
 */
import type { VideoMode } from './videoEmbed.rules';

export type VideoPhase = 'overlay' | 'showing-video';

export interface VideoSlideState {
  phase: VideoPhase;
  inactive: boolean;
  mode: VideoMode | null;
  /** Bumped when the player must be reloaded (mode changed). */
  reloadKey: number;
}

export type VideoEvent = { type: 'activate' } | { type: 'stop' } | { type: 'setInactive'; inactive: boolean } | { type: 'setMode'; mode: VideoMode | null };

export function initialVideoSlide(inactive = false, mode: VideoMode | null = null): VideoSlideState {
  return { phase: 'overlay', inactive, mode, reloadKey: 0 };
}

export function videoSlideReducer(state: VideoSlideState, event: VideoEvent): VideoSlideState {
  switch (event.type) {
    case 'activate':
      return state.inactive ? state : { ...state, phase: 'showing-video' };
    case 'stop':
      return { ...state, phase: 'overlay' };
    case 'setInactive':
      return { ...state, inactive: event.inactive, phase: event.inactive ? 'overlay' : state.phase };
    case 'setMode':
      return event.mode === state.mode ? state : { ...state, mode: event.mode, reloadKey: state.reloadKey + 1 };
  }
}
