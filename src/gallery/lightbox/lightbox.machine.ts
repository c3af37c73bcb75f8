/**
 * The lightbox (spec: "Lightbox"): opening, visible, hidden, destroyed; arrow keys
 * throttled to 200 ms; a click within 2 % of the screen edge does not navigate; the
 * caption is capped at 40 % of the height when it would exceed 90 %; the default
 * title is Gallery. Pure: the view sends events with the time and sizes it measured.
 */
import { wrapIndex } from '../core/gallery.machine';

export type LightboxPhase = 'hidden' | 'opening' | 'visible' | 'destroyed';

export interface LightboxState {
  phase: LightboxPhase;
  index: number;
  count: number;
  /** Time (ms) of the last keyboard step, for the 200 ms throttle. */
  lastKeyStepAt: number | null;
  captionShown: boolean;
}

export type LightboxEvent =
  | { type: 'open'; index: number }
  | { type: 'opened' }
  | { type: 'close' }
  | { type: 'destroy' }
  | { type: 'step'; step: -1 | 1 }
  | { type: 'keyStep'; step: -1 | 1; now: number }
  | { type: 'toggleCaption' };

export const LIGHTBOX = {
  keyThrottleMs: 200,
  edgeDeadZone: 0.02,
  speedS: 0.6,
  defaultTitle: 'Gallery',
  caption: { capFraction: 0.4, overflowFraction: 0.9 },
} as const;

export function initialLightbox(count: number): LightboxState {
  return { phase: 'hidden', index: 0, count: Math.max(0, count), lastKeyStepAt: null, captionShown: true };
}

/** Opening (fading in) or visible: the visitor can already step through images. */
function shown(state: LightboxState): boolean {
  return state.phase === 'opening' || state.phase === 'visible';
}

export function lightboxReducer(state: LightboxState, event: LightboxEvent): LightboxState {
  if (state.phase === 'destroyed') return state;
  switch (event.type) {
    case 'open':
      if (state.count === 0) return state;
      return { ...state, phase: 'opening', index: wrapIndex(event.index, state.count), lastKeyStepAt: null };
    case 'opened':
      return state.phase === 'opening' ? { ...state, phase: 'visible' } : state;
    case 'close':
      return state.phase === 'hidden' ? state : { ...state, phase: 'hidden' };
    case 'destroy':
      return { ...state, phase: 'destroyed' };
    case 'step':
      return shown(state) ? { ...state, index: wrapIndex(state.index + event.step, state.count) } : state;
    case 'keyStep': {
      if (!shown(state)) return state;
      if (state.lastKeyStepAt !== null && event.now - state.lastKeyStepAt < LIGHTBOX.keyThrottleMs) return state;
      return { ...state, index: wrapIndex(state.index + event.step, state.count), lastKeyStepAt: event.now };
    }
    case 'toggleCaption':
      return { ...state, captionShown: !state.captionShown };
  }
}

/**
 * What a click on the stage does: within 2 % of either screen edge nothing; otherwise
 * the left half goes back and the right half forward.
 */
export function clickStep(clientX: number, screenWidth: number): -1 | 0 | 1 {
  if (screenWidth <= 0) return 0;
  const dead = screenWidth * LIGHTBOX.edgeDeadZone;
  if (clientX < dead || clientX > screenWidth - dead) return 0;
  return clientX < screenWidth / 2 ? -1 : 1;
}

/** The caption's max height: capped at 40 % of the container when it would take more than 90 %. */
export function captionMaxHeight(captionHeight: number, containerHeight: number): number | null {
  return captionHeight > containerHeight * LIGHTBOX.caption.overflowFraction ? containerHeight * LIGHTBOX.caption.capFraction : null;
}

/** The lightbox title: the gallery's own, or Gallery. */
export function lightboxTitle(title: string | null | undefined): string {
  return title && title.trim() !== '' ? title : LIGHTBOX.defaultTitle;
}
