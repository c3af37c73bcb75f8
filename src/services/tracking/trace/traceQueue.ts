import { FORM_CONTENT_TYPE, formEncode } from '../transport/formEncode';
import { postQuietly } from '../transport/postQuietly';
import { safeJsonStringify } from '../transport/safeJson';
import { isGateOpen, type TrackingGate } from '../transport/trackingGate';
import { tryBeacon, type TrackingTransport } from '../transport/trackingTransport';

export const TRACE_PATH = '/api/events/Trace';
/** Trace entries are flushed this long after the first one is queued (spec: "Trace flush: 30 s"). */
export const TRACE_FLUSH_INTERVAL_MS = 30_000;

export interface TraceEntry {
  pageUrl: string;
  type: string;
  data: unknown;
}

export interface TraceQueueDeps {
  transport: TrackingTransport;
  gate: TrackingGate;
  /** The page address each entry is stamped with. */
  pageUrl: () => string;
  /** Builds the beacon body; defaults to a form-encoded Blob where `Blob` exists, else the text. */
  beaconBody?: (formText: string) => string | Blob;
}

export interface TraceQueue {
  /** Queues one entry (nothing when the gate is closed) and arms the 30 s flush. */
  trace(type: string, data?: unknown): void;
  /**
   * Sends what is queued as `data`: a JSON array of {pageUrl, type, data}, form-encoded. With
   * `unloading` it goes by beacon (falling back to a keep-alive POST); otherwise by POST with the
   * 2500 ms tracking timeout. Nothing is sent when the queue is empty or the gate is closed (the
   * queue is then dropped). Failures are ignored; the promise always resolves.
   */
  flush(options?: { unloading?: boolean }): Promise<void>;
  /** Entries waiting to be sent. */
  size(): number;
  /** Stops the timer; queued entries are kept until the next flush. */
  dispose(): void;
}

function defaultBeaconBody(formText: string): string | Blob {
  // A form-encoded Blob keeps the content type the server parses; `Blob` is plain JS, not the DOM.
  return typeof Blob === 'function' ? new Blob([formText], { type: 'application/x-www-form-urlencoded' }) : formText;
}

export function createTraceQueue(deps: TraceQueueDeps): TraceQueue {
  let queue: TraceEntry[] = [];
  let timer: unknown = null;
  const beaconBody = deps.beaconBody ?? defaultBeaconBody;

  const disarm = () => {
    if (timer !== null) deps.transport.timers.clearTimeout(timer);
    timer = null;
  };

  const flush: TraceQueue['flush'] = async (options = {}) => {
    disarm();
    if (queue.length === 0) return;
    const entries = queue;
    queue = [];
    if (!isGateOpen(deps.gate)) return;
    const formText = formEncode({ data: safeJsonStringify(entries) });
    if (options.unloading) {
      if (tryBeacon(deps.transport.sendBeacon, TRACE_PATH, beaconBody(formText))) return;
      await postQuietly(deps.transport, deps.gate, TRACE_PATH, {
        headers: { 'Content-Type': FORM_CONTENT_TYPE },
        body: formText,
        keepalive: true,
      });
      return;
    }
    await postQuietly(deps.transport, deps.gate, TRACE_PATH, {
      headers: { 'Content-Type': FORM_CONTENT_TYPE },
      body: formText,
    });
  };

  return {
    trace(type, data = null) {
      if (!isGateOpen(deps.gate)) return;
      let pageUrl = '';
      try {
        pageUrl = deps.pageUrl();
      } catch {
        pageUrl = '';
      }
      queue.push({ pageUrl, type, data });
      if (timer === null) {
        timer = deps.transport.timers.setTimeout(() => {
          timer = null;
          void flush();
        }, TRACE_FLUSH_INTERVAL_MS);
      }
    },
    flush,
    size: () => queue.length,
    dispose: disarm,
  };
}
