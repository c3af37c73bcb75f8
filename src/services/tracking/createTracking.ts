import { VISITOR_COOKIE } from '../../platform/constants';
import type { CookieJar } from '../cookies/cookieJar';
import type { FetchLike, SendBeacon } from '../http/fetchLike';
import { createCensus, type Census } from './census/census';
import type { PageFacts } from './census/pageFacts';
import { createAnalyticsIdStore } from './events/analyticsId';
import type { AnalyticsLogger } from './events/analyticsSchema';
import { createEventsService, type AnalyticsDelivery, type EventsService } from './events/eventsService';
import { createRecordEvent, type RecordEvent } from './events/recordEvent';
import { createPerformanceMonitor, type PerformanceMonitor } from './performance/performanceRecords';
import type { PerformanceErrorReporter } from './performance/performanceSettings';
import { createPixelTrack, type PixelTrack, type TrackingPixel } from './pixel/pixelTrack';
import { createTraceQueue, type TraceQueue } from './trace/traceQueue';
import { isGateOpen, type TrackingGate } from './transport/trackingGate';
import type { TrackingTimers, TrackingTransport } from './transport/trackingTransport';

/** Everything the tracking services need, given once by the runtime (or a story, or a test). */
export interface TrackingDeps {
  fetch: FetchLike;
  /** `navigator.sendBeacon` bound to `navigator`, or absent. */
  sendBeacon?: SendBeacon | undefined;
  cookies: CookieJar;
  now: () => number;
  timers: TrackingTimers;
  /** Warnings (a dropped analytics field, an analytics id that could not be stored). */
  logger: AnalyticsLogger;
  /** The error-reporting service; performance failures go here. */
  reportError: PerformanceErrorReporter;
  /** The platform's rule: is this visit tracked at all? */
  enabled: () => boolean;
  /** The visitor's consent. */
  mayTrack: () => boolean;
  /** The page as the runtime read it; asked at each call. */
  page: () => PageFacts;
  /** The page's tracking pixel, if any. */
  pixel?: () => TrackingPixel | null | undefined;
  /** The `app` of performance records. Defaults to `DEFAULT_PERFORMANCE_APP`. */
  performanceApp?: string;
  /** Defaults to reading `VISITOR_COOKIE` from `cookies`. */
  visitorCookie?: () => string | null;
  /** Makes a new analytics id; defaults to a random UUID-shaped one. */
  randomId?: () => string;
}

/** Our name for the app measuring performance on published pages (the spec shows none). */
export const DEFAULT_PERFORMANCE_APP = 'site-runtime';

export interface Tracking {
  census: Census;
  recordEvent: RecordEvent;
  /** The raw events service (its `send` rejects on a bad status, as the spec says). */
  events: EventsService;
  /**
   * Sends an analytics event with the common data filled from the page and the visitor's
   * analytics id; `common` overrides or adds common fields. Never rejects: false when nothing was
   * sent or the send failed.
   */
  trackEvent(customSchemaName: string, customData?: Readonly<Record<string, unknown>>, common?: Readonly<Record<string, unknown>>): Promise<boolean>;
  /**
   * The analytics event fields of this page and visitor (002 §3: analyticsId, marketingId, …,
   * pagePath, pageHash), as a form submission carries them; null when tracking may not happen
   * (the gate is closed: no consent, a signed-in owner) or the page cannot be read.
   */
  eventFields(): AnalyticsCommonData | null;
  trace: TraceQueue;
  performance: PerformanceMonitor;
  /** The pixel-style Track call. */
  track: PixelTrack;
  /** Sends every queue: trace, then performance. `unloading` uses beacons (page hidden or leaving). */
  flushAll(options?: { unloading?: boolean }): Promise<void>;
  /** Stops every timer. */
  dispose(): void;
}

/** The common data of an analytics event: the analytics event fields of 002 §3. */
export interface AnalyticsCommonData {
  analyticsId: string;
  marketingId: string | null;
  memberId: string | null;
  websiteId: string;
  templateId: string | null;
  variantId: string | null;
  memberAccountId: string | null;
  website_locale: string | null;
  member_locale: string | null;
  pagePath: string;
  pageHash: string | null;
}

export function createTracking(deps: TrackingDeps): Tracking {
  const gate: TrackingGate = { enabled: deps.enabled, mayTrack: deps.mayTrack };
  const transport: TrackingTransport = { fetch: deps.fetch, sendBeacon: deps.sendBeacon, timers: deps.timers };
  const page = deps.page;
  const visitorCookie = deps.visitorCookie ?? (() => deps.cookies.get(VISITOR_COOKIE));
  const analyticsId = createAnalyticsIdStore({ cookies: deps.cookies, logger: deps.logger, randomId: deps.randomId });
  const events = createEventsService({ transport, gate, logger: deps.logger });
  const trace = createTraceQueue({ transport, gate, pageUrl: () => page().pageUrl });
  const performance = createPerformanceMonitor({
    transport,
    gate,
    now: deps.now,
    reportError: deps.reportError,
    app: deps.performanceApp ?? DEFAULT_PERFORMANCE_APP,
  });

  const commonData = (): AnalyticsCommonData => {
    const facts = page();
    return {
      analyticsId: analyticsId.get(),
      marketingId: facts.marketingId ?? null,
      memberId: facts.memberId ?? null,
      websiteId: facts.websiteId,
      templateId: facts.templateId,
      variantId: facts.variantId ?? null,
      memberAccountId: facts.memberAccountId,
      website_locale: facts.websiteLocale,
      member_locale: facts.memberLocale,
      pagePath: facts.pagePath,
      pageHash: facts.pageHash,
    };
  };

  const eventFields: Tracking['eventFields'] = () => {
    try {
      return isGateOpen(gate) ? commonData() : null;
    } catch {
      return null;
    }
  };

  const trackEvent: Tracking['trackEvent'] = async (customSchemaName, customData = {}, common = {}) => {
    try {
      if (!isGateOpen(gate)) return false;
      const data = commonData();
      const delivery: AnalyticsDelivery = await events.send({
        analyticsId: data.analyticsId,
        commonData: { ...data, ...common },
        customData,
        customSchemaName,
      });
      return delivery !== 'skipped';
    } catch {
      return false;
    }
  };

  return {
    census: createCensus({ transport, gate, page, visitorCookie, now: deps.now }),
    recordEvent: createRecordEvent({ transport, gate, cookies: deps.cookies }),
    events,
    trackEvent,
    eventFields,
    trace,
    performance,
    track: createPixelTrack({ gate, pixel: deps.pixel ?? (() => undefined) }),
    async flushAll(options = {}) {
      const unloading = options.unloading === true;
      await Promise.all([trace.flush({ unloading }), performance.flush({ hidden: unloading })]);
    },
    dispose() {
      trace.dispose();
      performance.dispose();
    },
  };
}
