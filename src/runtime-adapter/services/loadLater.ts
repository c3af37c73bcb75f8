/**
 * A piece of the page loaded after start-up (tracking, error reports, the data call): the calls
 * made before it has loaded wait in a queue, in order, and run once it has; it loads when first
 * needed or at idle time, whichever comes first. No DOM: the idle trigger is handed in.
 */

interface LoadedLater<T> {
  /** Runs `action` with the piece: now when it has loaded, else once it has (loading it now). */
  use(action: (piece: T) => void): void;
  /** The piece, loading it now if it is not loading yet. */
  get(): Promise<T>;
  /** No idle load any more; `stop` runs on the piece now if it has loaded, else once it has, when it was loading. */
  dispose(stop: (piece: T) => void): void;
}

/**
 * @param load imports and builds the piece (called once)
 * @param atIdle calls its argument at idle time; answers how to cancel that
 * @param onFailure hears a load that failed (the calls waiting are dropped; the next need tries again)
 */
export function loadLater<T>(load: () => Promise<T>, atIdle: (start: () => void) => () => void, onFailure: (error: unknown) => void): LoadedLater<T> {
  let loaded: { piece: T } | null = null;
  let loading: Promise<T> | null = null;
  let waiting: ((piece: T) => void)[] = [];
  let disposed = false;

  const get = (): Promise<T> => {
    if (loaded) return Promise.resolve(loaded.piece);
    loading ??= load().then(
      (piece) => {
        loaded = { piece };
        for (const action of waiting.splice(0)) {
          try {
            action(piece);
          } catch (error) {
            onFailure(error);
          }
        }
        return piece;
      },
      (error: unknown) => {
        loading = null;
        waiting = [];
        onFailure(error);
        throw error;
      },
    );
    return loading;
  };
  const cancelIdle = atIdle(() => {
    if (!disposed) get().catch(() => undefined);
  });

  return {
    use(action) {
      if (loaded) {
        action(loaded.piece);
        return;
      }
      waiting.push(action);
      get().catch(() => undefined);
    },
    get,
    dispose(stop) {
      disposed = true;
      cancelIdle();
      if (loaded) stop(loaded.piece);
      else if (loading) loading.then(stop, () => undefined);
    },
  };
}
