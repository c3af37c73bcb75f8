/**
 * A script load with a time limit (pure: the script loading and the timers are passed
 * in). Settles once: resolved when the script has run, rejected with `timedOut()` when
 * the limit passes first, or with `failed(reason)` when the load reports an error
 * (after the limit, a late answer is ignored). Shared by the maps loader (30 s) and the
 * follow-button loader (10 s); each keeps its own one promise per page.
 */
export interface TimedScriptDeps {
  /** Adds the script to the page; resolves when it has run, rejects when it fails. */
  loadScript(url: string): Promise<void>;
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface TimedScriptErrors {
  timedOut(): Error;
  failed(reason: string): Error;
}

export function loadScriptWithin(deps: TimedScriptDeps, url: string, timeoutMs: number, errors: TimedScriptErrors): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    let settled = false;
    const settle = (finish: () => void) => {
      if (settled) return;
      settled = true;
      finish();
    };
    const timer = deps.setTimeout(() => settle(() => reject(errors.timedOut())), timeoutMs);
    let loading: Promise<void>;
    try {
      loading = deps.loadScript(url);
    } catch (error) {
      loading = Promise.reject(error);
    }
    loading.then(
      () =>
        settle(() => {
          deps.clearTimeout(timer);
          resolve();
        }),
      (error: unknown) =>
        settle(() => {
          deps.clearTimeout(timer);
          reject(errors.failed(error instanceof Error ? error.message : String(error)));
        }),
    );
  });
}
