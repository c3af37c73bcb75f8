/**
 * The tracking service on the page: `createTracking` over the window's fetch, beacon,
 * cookies, clock and timers; the page view; performance started at load and fed the
 * page-speed metrics (`observePageSpeed`); every queue
 * flushed (by beacon) when the page is hidden or left. `dispose` removes the listeners
 * and stops the timers.
 *
 * The page view: the spec names the RecordHit call but no event value for a page view;
 * ours is `PAGE_VIEW_EVENT` ('pageView'). With it goes the pixel-style Track call ("made if
 * available", 002 §7): our pixel is the image request GET /api/track/Track of 001 §7
 * (`trackPixelUrl`), made where the page has `Image`, through the same tracking gate.
 */
import { isVisitTracked } from '../../platform/tracking/trackingEligibility.rules';
import type { SiteContext } from '../../platform/siteContext/siteContext.types';
import type { CookieJar } from '../../services/cookies/cookieJar';
import { createTracking, type Tracking } from '../../services/tracking/createTracking';
import { parseQuery } from '../../platform/query/parseQuery';
import type { TrackingPixel } from '../../services/tracking/pixel/pixelTrack';
import { trackPixelUrl } from '../../services/tracking/pixel/trackPixelUrl';
import { readPageFacts } from './pageFacts';
import { observePageSpeed } from './pageSpeed';

export const PAGE_VIEW_EVENT = 'pageView';

export interface PageTrackingInput {
  context: SiteContext;
  cookies: CookieJar;
  /** The consent service's answer. */
  mayTrack: () => boolean;
  /** The error reporter's (performance failures go there). */
  reportError: (error: Error) => void;
}

export interface PageTracking {
  tracking: Tracking;
  /** Sends the page view hit (census RecordHit with PAGE_VIEW_EVENT). */
  recordPageView(): void;
  dispose(): void;
}

/** When the page loaded, on the Date.now clock (the navigation's start), else now. */
function loadedAt(win: Window): number {
  const origin = win.performance?.timeOrigin;
  return typeof origin === 'number' && Number.isFinite(origin) && origin > 0 ? Math.round(origin) : Date.now();
}

/** The page's pixel: an image request to /api/track/Track (the event is not part of it), or undefined without `Image`. */
function imagePixel(win: Window): TrackingPixel | undefined {
  const ImageOf = (win as Window & { Image?: typeof Image }).Image;
  if (typeof ImageOf !== 'function') return undefined;
  return () => {
    const image = new ImageOf();
    image.src = trackPixelUrl({
      landing: win.location.href,
      referrer: win.document.referrer,
      random: Math.random(),
      language: win.navigator.language,
      screen: { width: win.screen.width, height: win.screen.height },
      query: parseQuery(win.location.search),
    });
  };
}

export function createPageTracking(win: Window, { context, cookies, mayTrack, reportError }: PageTrackingInput): PageTracking {
  const beacon = win.navigator.sendBeacon as Navigator['sendBeacon'] | undefined;
  const tracking = createTracking({
    fetch: (url, init) => win.fetch(url, init),
    sendBeacon: typeof beacon === 'function' ? beacon.bind(win.navigator) : undefined,
    cookies,
    now: () => Date.now(),
    timers: { setTimeout: (callback, ms) => win.setTimeout(callback, ms), clearTimeout: (handle) => win.clearTimeout(handle as number) },
    logger: console,
    reportError,
    enabled: () => isVisitTracked(context, { pathname: win.location.pathname, globallyDisabled: false }),
    mayTrack,
    page: () => readPageFacts(win, context),
    pixel: () => imagePixel(win),
  });
  tracking.performance.start({ loadedAt: loadedAt(win) });
  const stopPageSpeed = observePageSpeed(win, (metric) => tracking.performance.metric(metric));

  const flush = () => void tracking.flushAll({ unloading: true });
  const onVisibility = () => {
    if (win.document.visibilityState === 'hidden') flush();
  };
  win.addEventListener('pagehide', flush);
  win.document.addEventListener('visibilitychange', onVisibility);

  return {
    tracking,
    recordPageView: () => {
      void tracking.census.recordHit(PAGE_VIEW_EVENT);
      tracking.track(PAGE_VIEW_EVENT);
    },
    dispose() {
      stopPageSpeed();
      win.removeEventListener('pagehide', flush);
      win.document.removeEventListener('visibilitychange', onVisibility);
      tracking.dispose();
    },
  };
}
