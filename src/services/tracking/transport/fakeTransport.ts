import type { FetchInitLike, FetchLike, FetchResponseLike, SendBeacon } from '../../http/fetchLike';

/**
 * Test doubles for the tracking transport (unit tests and stories): a fetch that records every
 * request and answers from a function, and a beacon that records every body.
 */
export interface RecordedRequest {
  url: string;
  init: FetchInitLike;
}

/** A status and body to answer with, `'hang'` for a request that never settles, or an error to reject with. */
export type FakeAnswer = { status: number; body?: string } | 'hang' | Error;

export interface FakeFetch {
  fetch: FetchLike;
  requests: RecordedRequest[];
}

export function fakeFetch(answer: (request: RecordedRequest) => FakeAnswer = () => ({ status: 200, body: '{}' })): FakeFetch {
  const requests: RecordedRequest[] = [];
  const fetch: FetchLike = (url, init = {}) => {
    const request = { url, init };
    requests.push(request);
    const reply = answer(request);
    if (reply === 'hang') return new Promise<FetchResponseLike>(() => {});
    if (reply instanceof Error) return Promise.reject(reply);
    return Promise.resolve({
      status: reply.status,
      statusText: '',
      ok: reply.status >= 200 && reply.status < 300,
      text: () => Promise.resolve(reply.body ?? ''),
    });
  };
  return { fetch, requests };
}

export interface FakeBeacon {
  sendBeacon: SendBeacon;
  sent: { url: string; body: string | Blob }[];
}

/** A beacon that accepts (or, with `accepts: false`, refuses) every body and records it. */
export function fakeBeacon(accepts = true): FakeBeacon {
  const sent: FakeBeacon['sent'] = [];
  return {
    sent,
    sendBeacon: (url, body) => {
      sent.push({ url, body });
      return accepts;
    },
  };
}

export interface FakeClock {
  now: () => number;
  timers: { setTimeout: (callback: () => void, ms: number) => unknown; clearTimeout: (handle: unknown) => void };
  /** Moves time on by `ms`, running each timer that falls due in order and letting promises settle between. */
  advance(ms: number): Promise<void>;
  /** Lets pending promise callbacks run without moving time. */
  settle(): Promise<void>;
  /** Timers still waiting. */
  pendingTimers(): number;
}

/** A clock and timers that move only when told to; no global timers involved. */
export function fakeClock(start = 0): FakeClock {
  let current = start;
  let nextId = 0;
  const pending = new Map<number, { at: number; callback: () => void }>();
  const settle = async () => {
    for (let i = 0; i < 50; i += 1) await Promise.resolve();
  };
  return {
    now: () => current,
    timers: {
      setTimeout(callback, ms) {
        nextId += 1;
        pending.set(nextId, { at: current + Math.max(0, ms), callback });
        return nextId;
      },
      clearTimeout(handle) {
        if (typeof handle === 'number') pending.delete(handle);
      },
    },
    async advance(ms) {
      const target = current + ms;
      for (;;) {
        await settle();
        let due: [number, { at: number; callback: () => void }] | undefined;
        for (const entry of pending) if (entry[1].at <= target && (!due || entry[1].at < due[1].at)) due = entry;
        if (!due) break;
        pending.delete(due[0]);
        current = due[1].at;
        due[1].callback();
      }
      current = target;
      await settle();
    },
    settle,
    pendingTimers: () => pending.size,
  };
}
