/**
 * The built runtime's entry: reads the page's site context and flags, builds the page
 * services, starts the runtime with the lazy registry, and exposes
 * `window.SiteRuntime = { ready, refresh, destroy }` (destroy also disposes the page
 * services) for pages that change without a reload; a refresh after destroy starts it again. Marks `runtime:start` and
 * `runtime:mounted` on the page's performance timeline (`npm run bench:runtime` reads them).
 * Imports no React: the mount chunks bring it when the page has a block that needs it.
 */
import { createPageServices } from './createPageServices';
import { browserEnvironment } from './page/pageEnvironment';
import { readPageFlags } from './page/pageFlags.rules';
import { readSiteContext } from '../platform/siteContext/readSiteContext';
import { mountRegistry } from './registry';
import { destroyRuntime, isRuntimeStarted, mountOnPage, refreshRuntime, startRuntime } from './runtime';

export interface SiteRuntimeHandle {
  /** Settles when the blocks found at start are mounted (or failed with a console message). */
  ready: Promise<void>;
  refresh(): Promise<void>;
  destroy(): void;
}

declare global {
  interface Window {
    Static?: { SQUARESPACE_CONTEXT?: unknown };
    SiteRuntime?: SiteRuntimeHandle;
  }
}

export const START_MARK = 'runtime:start';
export const MOUNTED_MARK = 'runtime:mounted';

function mark(name: string): void {
  try {
    performance.mark(name);
  } catch {
    // a page without the User Timing API still runs
  }
}

/** Reads the page as it is now, builds its services and starts the runtime; the services' dispose comes back with it. */
function start(): { ready: Promise<void>; dispose: () => void } {
  const context = readSiteContext(window.Static?.SQUARESPACE_CONTEXT);
  const flags = readPageFlags(window.location.search);
  const { services, mountServices, log, dispose } = createPageServices(window, { context, flags, mountOnPage });
  const ready = startRuntime({ env: browserEnvironment(window), context, flags, services, mountServices, registry: mountRegistry, log }).then(() =>
    mark(MOUNTED_MARK),
  );
  return { ready, dispose };
}

function boot(): void {
  mark(START_MARK);
  let started = start();
  const handle: SiteRuntimeHandle = {
    ready: started.ready,
    // after destroy, a refresh starts the runtime again on the page as it is then (page services built anew)
    refresh: () => {
      if (isRuntimeStarted()) return refreshRuntime();
      started = start();
      handle.ready = started.ready;
      return started.ready;
    },
    destroy: () => {
      if (!isRuntimeStarted()) return;
      destroyRuntime();
      started.dispose();
    },
  };
  window.SiteRuntime = handle;
}

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', boot, { once: true });
else boot();
