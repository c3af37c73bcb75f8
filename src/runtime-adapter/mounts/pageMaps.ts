/**
 * The page's maps: ONE maps loader per page (the spec's single shared promise), loading
 * the provider script with a script tag, and the provider map drawn over the provider's
 * global API once it has loaded. The document, the global and the timers are passed in,
 * so tests drive it with fakes. No React.
 */
import { createMapsLoader, type MapsLoader, type MapsLoaderDeps } from '../../blocks/map/mapsLoader';
import { createProviderMap, type ProviderMapsApi } from '../../blocks/map/providerMap';
import type { CreateMap } from '../../blocks/map/mapView.types';
import { scriptTagLoader } from '../../services/scripts/scriptTag';

export interface PageMapsEnv {
  document: Document;
  /** Where the provider script leaves its API (`window`: `google.maps`). */
  global: { google?: { maps?: ProviderMapsApi } };
  setTimeout: MapsLoaderDeps['setTimeout'];
  clearTimeout: MapsLoaderDeps['clearTimeout'];
  /** Default 30000 ms (spec). */
  timeoutMs?: number;
}

export interface PageMaps {
  loader: MapsLoader;
  /** Draws a provider map; throws when the script ran but left no API (the block then shows its static map). */
  createMap: CreateMap;
}

export function createPageMaps(env: PageMapsEnv): PageMaps {
  const loader = createMapsLoader({
    loadScript: scriptTagLoader(env.document),
    setTimeout: env.setTimeout,
    clearTimeout: env.clearTimeout,
    timeoutMs: env.timeoutMs,
  });
  return {
    loader,
    createMap: (container, options) => {
      const api = env.global.google?.maps;
      if (!api) throw new Error('The maps script loaded but left no google.maps API');
      return createProviderMap(api)(container, options);
    },
  };
}

let pageMaps: PageMaps | null = null;

/** The page's one PageMaps, made on first use from the window. */
export function pageMapsOf(win: Window & typeof globalThis): PageMaps {
  pageMaps ??= createPageMaps({
    document: win.document,
    global: win as unknown as PageMapsEnv['global'],
    setTimeout: (run, ms) => win.setTimeout(run, ms),
    clearTimeout: (handle) => win.clearTimeout(handle as number),
  });
  return pageMaps;
}
