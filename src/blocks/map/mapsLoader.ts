/**
 * The maps script loader (pure: the script tag and the timers are injected).
 *
 * Spec: "The maps loader is a single shared promise"; "Maps script load rejects after 30000 ms".
 * One loader per page: the first `load` starts the script, every later call gets the same promise,
 * whatever it settled to (a failed load is not retried on the same page: our choice, so every map
 * on the page shows the same thing). No render key → no load at all: `load` returns null and the
 * caller shows the static fallback.
 */
import { MAPS_SCRIPT_TIMEOUT_MS } from '../../platform/constants';
import { buildMapsScriptUrl, type MapsScriptRequest } from './mapsProvider.rules';
import { loadScriptWithin, type TimedScriptDeps } from '../../services/scripts/timedScriptLoad';

export class MapsLoadError extends Error {
  override name = 'MapsLoadError';
}

export interface MapsLoaderDeps extends TimedScriptDeps {
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
  const timeoutMs = deps.timeoutMs ?? MAPS_SCRIPT_TIMEOUT_MS;
  let shared: Promise<void> | undefined;

  const start = (request: MapsScriptRequest): Promise<void> => {
    let url: string;
    try {
      url = buildMapsScriptUrl(request);
    } catch (error) {
      return Promise.reject(error);
    }
    return loadScriptWithin(deps, url, timeoutMs, {
      timedOut: () => new MapsLoadError(`The maps script did not load within ${timeoutMs} ms`),
      failed: (reason) => new MapsLoadError(`The maps script failed to load: ${reason}`),
    });
  };

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
