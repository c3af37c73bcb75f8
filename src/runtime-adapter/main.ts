/**
 * The built runtime's entry: reads the page's site context and flags, builds the page
 * services, starts the runtime with the lazy registry, and exposes
 * `window.SiteRuntime = { ready, refresh, destroy }` (destroy also disposes the page
 * services) for pages that change without a reload; a refresh after destroy starts it again. Marks `runtime:start` and
 * `runtime:mounted` on the page's performance timeline (`npm run bench:runtime` reads them).
 * The start comes in the page's first frame, before its paint (`boot` says why); the far slides' hold before it.
 * Imports no React: the mount chunks bring it when the page has a block that needs it.
 */
import { createPageServices } from './createPageServices';
import { browserEnvironment } from './page/pageEnvironment';
import { readPageFlags } from './page/pageFlags.rules';
import { readSiteContext } from '../platform/siteContext/readSiteContext';
import { mountRegistry } from './registry';
import { destroyRuntime, isRuntimeStarted, mountOnPage, refreshRuntime, startRuntime } from './runtime';
import { holdFarSlides } from './page/farSlides';

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
function start(farSlidesHeld?: () => void): { ready: Promise<void>; dispose: () => void } {
  mark(START_MARK);
  const context = readSiteContext(window.Static?.SQUARESPACE_CONTEXT);
  const flags = readPageFlags(window.location.search);
  const { services, mountServices, log, dispose } = createPageServices(window, { context, flags, mountOnPage });
  const ready = startRuntime({ env: browserEnvironment(window), context, flags, services, mountServices, registry: mountRegistry, log, farSlidesHeld }).then(
    () => mark(MOUNTED_MARK),
  );
  return { ready, dispose };
}

/**
 * What the entry does when its script runs: the far slides' rule goes in at once (the script blocks rendering,
 * so it comes before the page's first style), and the start waits for the first frame, whose animation
 * callbacks run before its style and paint: the page's HTML is parsed in one long task at the end (Chromium
 * parses what is left of a big page at once), and the start is a task of its own rather than part of that one.
 * A page that is not shown (a background tab has no frames) starts at once; a refresh before the frame starts then.
 */
function boot(): void {
  // the hold until the first start takes it; null once taken, or after a destroy before that start
  let farSlidesHeld: (() => void) | null = holdFarSlides(document);
  let started: ReturnType<typeof start> | null = null;
  let settleFirst: (ready: Promise<void>) => void = () => {};
  const startFirst = (): Promise<void> => {
    if (started === null) {
      started = start(farSlidesHeld ?? undefined);
      farSlidesHeld = null;
      settleFirst(started.ready);
      handle.ready = started.ready;
    }
    return handle.ready;
  };
  const handle: SiteRuntimeHandle = {
    ready: new Promise<void>((resolve) => (settleFirst = resolve)),
    // after destroy, a refresh starts the runtime again on the page as it is then (page services built anew)
    refresh: () => {
      if (started === null) return startFirst();
      if (isRuntimeStarted()) return refreshRuntime();
      started = start();
      return (handle.ready = started.ready);
    },
    destroy: () => {
      if (started === null) {
        // before the first frame: it starts nothing, the far slides render again, and `ready` settles
        farSlidesHeld?.();
        farSlidesHeld = null;
        settleFirst(Promise.resolve());
      } else if (isRuntimeStarted()) {
        destroyRuntime();
        started.dispose();
      }
    },
  };
  window.SiteRuntime = handle;
  if (document.visibilityState !== 'visible') void startFirst();
  else requestAnimationFrame(() => void (farSlidesHeld && startFirst()));
}

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', boot, { once: true });
else boot();
