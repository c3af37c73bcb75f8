/**
 * The built runtime's entry: reads the page's flags and the site context's page fields, starts the runtime with the
 * lazy registry and the page's own start (the whole context and the page services: `page/pageStart.ts`, loaded as
 * it starts), and exposes `window.SiteRuntime = { ready, refresh, destroy }` (destroy also disposes the page
 * services) for pages that change without a reload; a refresh after destroy starts it again. Marks `runtime:start` and
 * `runtime:mounted` on the page's performance timeline (`npm run bench:runtime` reads them).
 * The start comes in the page's first frame, before its paint (`boot` says why); the far slides' hold before it.
 * Imports no React: the mount chunks bring it when the page has a block that needs it.
 */
import { browserEnvironment } from './page/pageEnvironment';
import { readPageFlags } from './page/pageFlags.rules';
import { readPageFields } from '../platform/siteContext/pageFields';
import { scanOptionsOf } from './scan/scanOptions';
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

/** Reads the page as it is now and starts the runtime (the page's own start loading meanwhile). */
function start(farSlidesHeld?: () => void): Promise<void> {
  mark(START_MARK);
  const rawContext = window.Static?.SQUARESPACE_CONTEXT;
  const flags = readPageFlags(window.location.search);
  const env = browserEnvironment(window);
  const page = () => import('./page/pageStart').then(({ startWindowPage }) => startWindowPage(window, { rawContext, env, flags, mountOnPage }));
  const scan = scanOptionsOf(readPageFields(rawContext));
  return startRuntime({ env, flags, scan, page, registry: mountRegistry, farSlidesHeld }).then(() => mark(MOUNTED_MARK));
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
  // whether the first start has come (the runtime's own flag says whether it is running now)
  let startedOnce = false;
  let settleFirst: (ready: Promise<void>) => void = () => {};
  const startFirst = (): Promise<void> => {
    if (!startedOnce) {
      startedOnce = true;
      handle.ready = start(farSlidesHeld ?? undefined);
      farSlidesHeld = null;
      settleFirst(handle.ready);
    }
    return handle.ready;
  };
  const handle: SiteRuntimeHandle = {
    ready: new Promise<void>((resolve) => (settleFirst = resolve)),
    // after destroy, a refresh starts the runtime again on the page as it is then (page services built anew)
    refresh: () => {
      if (!startedOnce) return startFirst();
      if (isRuntimeStarted()) return refreshRuntime();
      return (handle.ready = start());
    },
    destroy: () => {
      if (!startedOnce) {
        // before the first frame: it starts nothing, the far slides render again, and `ready` settles
        farSlidesHeld?.();
        farSlidesHeld = null;
        settleFirst(Promise.resolve());
      } else destroyRuntime();
    },
  };
  window.SiteRuntime = handle;
  if (document.visibilityState !== 'visible') void startFirst();
  else requestAnimationFrame(() => void (farSlidesHeld && startFirst()));
}

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', boot, { once: true });
else boot();
