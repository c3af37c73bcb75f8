/**
 * Option updates to a live map, debounced (pure; timers injected). Spec: "Map option updates
 * debounced 60 ms." Each push restarts the wait; only the latest options are applied.
 */

/** Spec: map option updates debounced 60 ms. */
export const MAP_OPTION_DEBOUNCE_MS = 60;

export interface DebounceTimers {
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface OptionDebouncer<T> {
  /** Remember these options and (re)start the wait. */
  push(options: T): void;
  /** Apply what is pending now (nothing if nothing is). */
  flush(): void;
  /** Drop what is pending; nothing more is applied. */
  cancel(): void;
  /** True while options wait to be applied. */
  readonly pending: boolean;
}

export function createOptionDebouncer<T>(apply: (options: T) => void, timers: DebounceTimers, delayMs: number = MAP_OPTION_DEBOUNCE_MS): OptionDebouncer<T> {
  let waiting: { options: T } | undefined;
  let handle: unknown;
  const stop = () => {
    if (handle !== undefined) timers.clearTimeout(handle);
    handle = undefined;
  };
  const flush = () => {
    stop();
    const next = waiting;
    waiting = undefined;
    if (next) apply(next.options);
  };
  return {
    push(options) {
      waiting = { options };
      stop();
      handle = timers.setTimeout(flush, delayMs);
    },
    flush,
    cancel() {
      stop();
      waiting = undefined;
    },
    get pending() {
      return waiting !== undefined;
    },
  };
}
