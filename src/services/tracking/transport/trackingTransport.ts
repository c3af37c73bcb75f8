import type { FetchInitLike, FetchLike, FetchResponseLike, SendBeacon } from '../../http/fetchLike';

/** Injected timers, so tests (and the page) decide what time it is. */
export interface TrackingTimers {
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

/** What the tracking services send through: the page's fetch, its beacon (if any) and timers. */
export interface TrackingTransport {
  fetch: FetchLike;
  sendBeacon?: SendBeacon | undefined;
  timers: TrackingTimers;
}

/** How a request ended. Never a rejection: tracking failures are swallowed. */
export type RequestOutcome = { kind: 'response'; response: FetchResponseLike } | { kind: 'timeout' } | { kind: 'failed'; error: unknown };

/**
 * Runs one request and settles with its outcome, or with `timeout` once `timeoutMs` has passed
 * on the injected timers, whichever comes first. A fetch that throws synchronously or rejects
 * becomes `failed`. The request itself is not aborted on timeout (the services get no
 * `AbortController` from the page); its late answer is ignored.
 */
export function requestWithTimeout(
  transport: Pick<TrackingTransport, 'fetch' | 'timers'>,
  url: string,
  init: FetchInitLike,
  timeoutMs: number,
): Promise<RequestOutcome> {
  return new Promise<RequestOutcome>((resolve) => {
    let settled = false;
    const finish = (outcome: RequestOutcome) => {
      if (settled) return;
      settled = true;
      transport.timers.clearTimeout(timer);
      resolve(outcome);
    };
    const timer = transport.timers.setTimeout(() => finish({ kind: 'timeout' }), timeoutMs);
    let pending: Promise<FetchResponseLike>;
    try {
      pending = transport.fetch(url, init);
    } catch (error) {
      finish({ kind: 'failed', error });
      return;
    }
    Promise.resolve(pending).then(
      (response) => finish({ kind: 'response', response }),
      (error: unknown) => finish({ kind: 'failed', error }),
    );
  });
}

/**
 * Hands a body to the page's beacon. True when the browser queued it; false when there is no
 * beacon, it refused (queue full, body too large) or it threw.
 */
export function tryBeacon(sendBeacon: SendBeacon | undefined, url: string, body: string | Blob): boolean {
  if (!sendBeacon) return false;
  try {
    return sendBeacon(url, body) === true;
  } catch {
    return false;
  }
}

/** The status a finished request reports, 0 for a timeout or network failure (as an XHR does). */
export function outcomeStatus(outcome: RequestOutcome): number {
  return outcome.kind === 'response' ? outcome.response.status : 0;
}
