/**
 * The gallery machine (spec: "Gallery" states): which slide is current, and what the
 * controls may do. A reducer: (state, event) -> state plus effects to signal. Pure.
 *
 * - the index wraps to the slide count; negative indexes count from the end;
 * - previous at the first slide goes to the last when looping, otherwise signals
 *   reached-beginning; next at the last slide likewise (reached-end).
 *
 * Two of the spec's rules are not here, by choice (see the gallery README): index changes are
 * not refused while a slide moves (our transitions are CSS transitions that retarget, and
 * every press of Next moves one slide, as the APG carousel asks), and a slideshow and its
 * thumbnails are one view over one state, so there is no second, linked gallery to sync.
 */

export interface GalleryState {
  count: number;
  index: number;
  loop: boolean;
}

export type GalleryEvent = { type: 'goTo'; index: number } | { type: 'next' } | { type: 'previous' } | { type: 'setCount'; count: number };

export type GalleryEffect =
  { type: 'changed'; from: number; to: number } | { type: 'reached-beginning' } | { type: 'reached-end' } | { type: 'refused'; reason: 'empty' };

export interface Transition {
  state: GalleryState;
  effects: GalleryEffect[];
}

/** Wraps any integer index into 0..count-1; 0 for an empty gallery. */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0 || !Number.isFinite(index)) return 0;
  const i = Math.trunc(index);
  return ((i % count) + count) % count;
}

export function initialGalleryState({ count, index = 0, loop = true }: { count: number; index?: number; loop?: boolean }): GalleryState {
  const n = Math.max(0, Math.floor(count));
  return { count: n, index: wrapIndex(index, n), loop };
}

function moveTo(state: GalleryState, target: number): Transition {
  if (state.count === 0) return { state, effects: [{ type: 'refused', reason: 'empty' }] };
  const to = wrapIndex(target, state.count);
  if (to === state.index) return { state, effects: [] };
  return { state: { ...state, index: to }, effects: [{ type: 'changed', from: state.index, to }] };
}

export function galleryReducer(state: GalleryState, event: GalleryEvent): Transition {
  switch (event.type) {
    case 'goTo':
      return moveTo(state, event.index);
    case 'next':
      if (state.count > 0 && !state.loop && state.index === state.count - 1) return { state, effects: [{ type: 'reached-end' }] };
      return moveTo(state, state.index + 1);
    case 'previous':
      if (state.count > 0 && !state.loop && state.index === 0) return { state, effects: [{ type: 'reached-beginning' }] };
      return moveTo(state, state.index - 1);
    case 'setCount': {
      const count = Math.max(0, Math.floor(event.count));
      return { state: { ...state, count, index: Math.min(state.index, Math.max(0, count - 1)) }, effects: [] };
    }
  }
}

/** Without looping, the edge controls are disabled at the first and last slide. */
export function edgeControls(state: GalleryState): { previousDisabled: boolean; nextDisabled: boolean } {
  if (state.count <= 1) return { previousDisabled: true, nextDisabled: true };
  return {
    previousDisabled: !state.loop && state.index === 0,
    nextDisabled: !state.loop && state.index === state.count - 1,
  };
}

/** The reducer a view keeps: the next state only (the view reads signals from the state itself). */
export function galleryStateReducer(state: GalleryState, event: GalleryEvent): GalleryState {
  return galleryReducer(state, event).state;
}
