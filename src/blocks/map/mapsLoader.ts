/**
 * The maps script loader (pure: the script tag and the timers are injected).
 *
 * Spec: "The maps loader is a single shared promise"; "Maps script load rejects after 30000 ms".
 * One loader per page: the first `load` starts the script, every later call gets the same promise,
 * whatever it settled to (a failed load is not retried on the same page: our choice, so every map
 * on the page shows the same thing). No render key → no load at all: `load` returns null and the
 * caller shows the static fallback.
 */
import { buildMapsScriptUrl, type MapsScriptRequest } from './mapsProvider.rules';

/** Spec: maps script load rejects after 30000 ms. */
export const MAPS_LOAD_TIMEOUT_MS = 30000;

export class MapsLoadError extends Error {
  override name = 'MapsLoadError';
}

export interface MapsLoaderDeps {
  /** Adds the script to the page; resolves when it has run, rejects when it fails. */
  loadScript(url: string): Promise<void>;
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  /** Default 30000 ms (spec); stories pass a short one. */
  timeoutMs?: number;
}

export interface MapsLoadRequest {
  /** `mapsRenderKey` from the site context, still base64-encoded; null or empty when the site has none. */
  renderKey: string | null | undefined;
  locale?: string | null;
}

export interface MapsLoader {
  /** The page's one maps promise, or null when there is no key (show the static fallback). */
  load(request: MapsLoadRequest): Promise<void> | null;
}

export function createMapsLoader(deps: MapsLoaderDeps): MapsLoader {
  const timeoutMs = deps.timeoutMs ?? MAPS_LOAD_TIMEOUT_MS;
  let shared: Promise<void> | undefined;

  const start = (request: MapsScriptRequest): Promise<void> =>
    new Promise<void>((resolve, reject) => {
      let url: string;
      try {
        url = buildMapsScriptUrl(request);
      } catch (error) {
        reject(error);
        return;
      }
      let settled = false;
      const timer = deps.setTimeout(() => {
        if (settled) return;
        settled = true;
        reject(new MapsLoadError(`The maps script did not load within ${timeoutMs} ms`));
      }, timeoutMs);
      let loading: Promise<void>;
      try {
        loading = deps.loadScript(url);
      } catch (error) {
        loading = Promise.reject(error);
      }
      loading.then(
        () => {
          if (settled) return;
          settled = true;
          deps.clearTimeout(timer);
          resolve();
        },
        (error: unknown) => {
          if (settled) return;
          settled = true;
          deps.clearTimeout(timer);
          const reason = error instanceof Error ? error.message : String(error);
          reject(new MapsLoadError(`The maps script failed to load: ${reason}`));
        },
      );
    });

  return {
    load({ renderKey, locale }) {
      if (shared) return shared;
      if (renderKey === undefined || renderKey === null || renderKey.trim() === '') return null;
      shared = start({ renderKey, locale: locale ?? null });
      // The promise is shared; a caller that does not listen must not cause an unhandled rejection.
      shared.catch(() => {});
      return shared;
    },
  };
}
