import { PERFORMANCE_FLUSH_DELAY_MS } from '../../../platform/constants';
import { TEXT_CONTENT_TYPE } from '../transport/formEncode';
import { postQuietly } from '../transport/postQuietly';
import { safeJsonStringify } from '../transport/safeJson';
import { isGateOpen, type TrackingGate } from '../transport/trackingGate';
import { tryBeacon, type TrackingTransport } from '../transport/trackingTransport';
import { createPageSpeedCollector, type PageSpeedCollector, type PageSpeedMetric } from './pageSpeedCollector';
import { fetchPageLoadId, type PerformanceErrorReporter } from './performanceSettings';

export const PERFORMANCE_RECORDS_PATH = '/api/1/performance/records';

/** One performance record as the server takes it (spec: "Performance record fields"). */
export interface PerformanceRecord {
  app: string;
  data: unknown;
  event: string;
  pageLoadId: string;
  ts: number;
}

export interface PerformanceMonitorDeps {
  transport: TrackingTransport;
  gate: TrackingGate;
  now: () => number;
  reportError: PerformanceErrorReporter;
  /** The `app` every record carries: which application measured it (the spec does not name one). */
  app: string;
}

export interface PerformanceMonitor {
  /**
   * Call once at page load: asks the settings call for the pageLoadId, opens the 60 s page-speed
   * window and arms the flush 30000 ms after it. `loadedAt` (on the injected clock) is when the
   * page loaded, for a runtime that starts late; it defaults to now. Does nothing when the gate is
   * closed or when already started.
   */
  start(options?: { loadedAt?: number }): void;
  /** Queues a record stamped with the clock (`ts`, ms). */
  record(event: string, data?: unknown): void;
  /** Offers a page-speed metric; true when it was taken (window open, gate open, well formed). */
  metric(metric: PageSpeedMetric): boolean;
  /**
   * Sends the queued records and collected metrics as one JSON list: by beacon when the page has
   * one, else a text/plain POST. With `hidden` (the page is being hidden) only a beacon or a
   * keep-alive POST can go, so records still waiting for a pageLoadId stay queued and go the
   * moment it arrives. Records are
   * dropped when the pageLoadId could not be resolved or the gate is closed. Always resolves.
   */
  flush(options?: { hidden?: boolean }): Promise<void>;
  /** Records waiting to be sent (metrics not counted until a flush turns them into records). */
  size(): number;
  dispose(): void;
}

type PageLoadState = { state: 'idle' } | { state: 'pending'; promise: Promise<string | null> } | { state: 'ready'; id: string | null };

export function createPerformanceMonitor(deps: PerformanceMonitorDeps): PerformanceMonitor {
  let queue: Omit<PerformanceRecord, 'pageLoadId'>[] = [];
  let pageLoad: PageLoadState = { state: 'idle' };
  let collector: PageSpeedCollector | null = null;
  let timer: unknown = null;
  /** A hidden-page flush found no pageLoadId yet: send as soon as it arrives. */
  let deferredHidden = false;

  const takeMetrics = () => {
    if (!collector) return;
    for (const { metric, at } of collector.drain()) {
      const { name, ...data } = metric;
      queue.push({ app: deps.app, data, event: name, ts: at });
    }
  };

  const send = async (pageLoadId: string, hidden: boolean) => {
    const records: PerformanceRecord[] = queue.map((r) => ({ app: r.app, data: r.data, event: r.event, pageLoadId, ts: r.ts }));
    queue = [];
    const body = safeJsonStringify(records);
    if (tryBeacon(deps.transport.sendBeacon, PERFORMANCE_RECORDS_PATH, body)) return;
    await postQuietly(deps.transport, deps.gate, PERFORMANCE_RECORDS_PATH, {
      headers: { 'Content-Type': TEXT_CONTENT_TYPE },
      body,
      ...(hidden ? { keepalive: true } : {}),
    });
  };

  const flush: PerformanceMonitor['flush'] = async (options = {}) => {
    const hidden = options.hidden === true;
    if (!isGateOpen(deps.gate)) {
      queue = [];
      collector?.drain();
      return;
    }
    takeMetrics();
    if (queue.length === 0) return;
    let id: string | null;
    if (pageLoad.state === 'ready') id = pageLoad.id;
    else if (pageLoad.state === 'pending' && !hidden) id = await pageLoad.promise;
    else {
      // Not started, or hidden before the id arrived: keep the records for later.
      if (hidden && pageLoad.state === 'pending') deferredHidden = true;
      return;
    }
    if (id === null) {
      queue = [];
      return;
    }
    if (queue.length > 0) await send(id, hidden);
  };

  return {
    start(options = {}) {
      if (pageLoad.state !== 'idle' || !isGateOpen(deps.gate)) return;
      const loadedAt = options.loadedAt ?? deps.now();
      const promise = fetchPageLoadId(deps.transport, deps.reportError).then((id) => {
        pageLoad = { state: 'ready', id };
        if (deferredHidden) {
          deferredHidden = false;
          void flush({ hidden: true });
        }
        return id;
      });
      pageLoad = { state: 'pending', promise };
      collector = createPageSpeedCollector({ now: deps.now, startedAt: loadedAt });
      timer = deps.transport.timers.setTimeout(
        () => {
          timer = null;
          void flush();
        },
        Math.max(0, loadedAt + PERFORMANCE_FLUSH_DELAY_MS - deps.now()),
      );
    },
    record(event, data = null) {
      if (!isGateOpen(deps.gate)) return;
      queue.push({ app: deps.app, data, event, ts: deps.now() });
    },
    metric(metric) {
      if (!collector || !isGateOpen(deps.gate)) return false;
      return collector.accept(metric);
    },
    flush,
    size: () => queue.length,
    dispose() {
      if (timer !== null) deps.transport.timers.clearTimeout(timer);
      timer = null;
    },
  };
}
