import type { DataCallFailure, DataCallResult } from './dataCall.types';

/**
 * The generic fetch state (spec 002 §4): pending, success, or failed with a way to
 * fetch again. A small framework-free store: `get` returns the same object until
 * the state changes (so a React view can read it with `useSyncExternalStore`),
 * `subscribe` hears every change, and an answer to an older fetch never overwrites
 * a newer one.
 */
export type FetchState<T> =
  | { status: 'pending' }
  | { status: 'success'; data: T }
  | { status: 'failed'; message: string; failure?: DataCallFailure; refetch: () => Promise<FetchState<T>> };

export interface FetchStore<T> {
  get(): FetchState<T>;
  subscribe(listener: (state: FetchState<T>) => void): () => void;
  refetch(): Promise<FetchState<T>>;
}

const PENDING = Object.freeze({ status: 'pending' as const });

/** Starts the first fetch at once. */
export function createFetchState<T>(load: () => Promise<DataCallResult<T>>): FetchStore<T> {
  let state: FetchState<T> = PENDING;
  let latest = 0;
  const listeners = new Set<(state: FetchState<T>) => void>();

  const set = (next: FetchState<T>) => {
    state = next;
    for (const listener of [...listeners]) listener(next);
  };

  async function refetch(): Promise<FetchState<T>> {
    const ticket = ++latest;
    if (state.status !== 'pending') set(PENDING);
    let next: FetchState<T>;
    try {
      const result = await load();
      next = result.ok
        ? { status: 'success', data: result.data }
        : { status: 'failed', message: result.failure.message, failure: result.failure, refetch };
    } catch (error) {
      next = { status: 'failed', message: error instanceof Error ? error.message : String(error), refetch };
    }
    if (ticket === latest) set(next);
    return state;
  }

  void refetch();
  return {
    get: () => state,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    refetch,
  };
}
