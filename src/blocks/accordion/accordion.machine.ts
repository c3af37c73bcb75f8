/**
 * The accordion's state, framework-free: which items are open, single or multiple mode,
 * and the animation lock (spec: "one item opens alone, or several at once if multiple is
 * allowed; the first item can start expanded; height animates over 250 ms; clicks during
 * animation are ignored").
 *
 * Time comes in with each event (`now`, in ms from any monotonic clock), so tests
 * control it. The lock ends when `now` passes its end, or earlier with a `settle`
 * event sent by the view's timer once the animation is over.
 */

/** Spec §9: accordion animation 250 ms. */
export const ACCORDION_ANIMATION_MS = 250;

export interface AccordionConfig {
  /** How many items the accordion has. */
  count: number;
  /** Several items may be open at once; otherwise opening one closes the others. */
  allowMultiple: boolean;
  /** The first item starts expanded. */
  firstExpanded: boolean;
  /**
   * How long a toggle animates, ms: ACCORDION_ANIMATION_MS, or 0 under reduced motion
   * (instant, and then no click lock).
   */
  animationMs: number;
}

export interface AccordionState {
  readonly count: number;
  readonly allowMultiple: boolean;
  readonly animationMs: number;
  /** Indices of the open items, ascending. */
  readonly open: readonly number[];
  /** While set and `now` is before it, toggles are ignored. */
  readonly lockedUntil: number | null;
}

export type AccordionEvent =
  | { type: 'toggle'; index: number; now: number }
  /** The animation is over: lift the lock. */
  | { type: 'settle' };

function assertConfig({ count, animationMs }: Pick<AccordionConfig, 'count' | 'animationMs'>): void {
  if (!Number.isInteger(count) || count < 0) throw new RangeError(`accordion: item count must be a whole number ≥ 0, got ${count}`);
  if (!Number.isFinite(animationMs) || animationMs < 0) throw new RangeError(`accordion: animation time must be ≥ 0 ms, got ${animationMs}`);
}

export function initialAccordionState(config: AccordionConfig): AccordionState {
  assertConfig(config);
  return {
    count: config.count,
    allowMultiple: config.allowMultiple,
    animationMs: config.animationMs,
    open: config.firstExpanded && config.count > 0 ? [0] : [],
    lockedUntil: null,
  };
}

export function isItemOpen(state: AccordionState, index: number): boolean {
  return state.open.includes(index);
}

/** True while a toggle is animating and further toggles are ignored. */
export function isAnimating(state: AccordionState, now: number): boolean {
  return state.lockedUntil !== null && now < state.lockedUntil;
}

export function accordionReducer(state: AccordionState, event: AccordionEvent): AccordionState {
  switch (event.type) {
    case 'settle':
      return state.lockedUntil === null ? state : { ...state, lockedUntil: null };
    case 'toggle': {
      const { index, now } = event;
      if (!Number.isInteger(index) || index < 0 || index >= state.count) return state;
      if (isAnimating(state, now)) return state;
      const wasOpen = isItemOpen(state, index);
      const open = wasOpen ? state.open.filter((i) => i !== index) : state.allowMultiple ? [...state.open, index].sort((a, b) => a - b) : [index];
      return { ...state, open, lockedUntil: state.animationMs > 0 ? now + state.animationMs : null };
    }
  }
}

/**
 * The state carried over to new settings (items added or removed, mode or motion
 * changed): open items past the end close; a switch to single mode keeps only the
 * first open item; a change of motion lifts the lock.
 */
export function reconfigureAccordion(state: AccordionState, config: Omit<AccordionConfig, 'firstExpanded'>): AccordionState {
  assertConfig(config);
  let open = state.open.filter((i) => i < config.count);
  if (!config.allowMultiple) open = open.slice(0, 1);
  const unchanged =
    config.count === state.count &&
    config.allowMultiple === state.allowMultiple &&
    config.animationMs === state.animationMs &&
    open.length === state.open.length;
  if (unchanged) return state;
  return {
    count: config.count,
    allowMultiple: config.allowMultiple,
    animationMs: config.animationMs,
    open,
    lockedUntil: config.animationMs === state.animationMs ? state.lockedUntil : null,
  };
}
