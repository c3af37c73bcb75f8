import { describe, expect, it } from 'vitest';
import { fakeBeacon, fakeClock, fakeFetch, type FakeAnswer } from '../transport/fakeTransport';
import { createTraceQueue } from './traceQueue';

function setup(options: { answer?: FakeAnswer; beacon?: boolean; enabled?: () => boolean; mayTrack?: () => boolean } = {}) {
  const clock = fakeClock();
  const f = fakeFetch(() => options.answer ?? { status: 200 });
  const beacon = options.beacon === undefined ? undefined : fakeBeacon(options.beacon);
  const queue = createTraceQueue({
    transport: { fetch: f.fetch, sendBeacon: beacon?.sendBeacon, timers: clock.timers },
    gate: { enabled: options.enabled ?? (() => true), mayTrack: options.mayTrack ?? (() => true) },
    pageUrl: () => 'https://fernandfinch.example/shop',
  });
  return { queue, requests: f.requests, beacon, clock };
}

const sentEntries = (body: string | undefined): unknown => JSON.parse(new URLSearchParams(body).get('data') ?? 'null');

describe('trace queue', () => {
  it('flushes 30 s after the first entry, as a form-encoded JSON array of {pageUrl, type, data}', async () => {
    const { queue, requests, clock } = setup();
    queue.trace('gallery-open', { id: 'g1' });
    await clock.advance(10_000);
    queue.trace('gallery-next');
    await clock.advance(19_999);
    expect(requests).toHaveLength(0);
    await clock.advance(1);
    expect(requests).toHaveLength(1);
    expect(requests[0]?.url).toBe('/api/events/Trace');
    expect(requests[0]?.init.headers?.['Content-Type']).toMatch(/^application\/x-www-form-urlencoded/);
    expect(sentEntries(requests[0]?.init.body)).toEqual([
      { pageUrl: 'https://fernandfinch.example/shop', type: 'gallery-open', data: { id: 'g1' } },
      { pageUrl: 'https://fernandfinch.example/shop', type: 'gallery-next', data: null },
    ]);
    expect(queue.size()).toBe(0);
  });

  it('sends nothing while the queue is empty, and arms again for the next entry', async () => {
    const { queue, requests, clock } = setup();
    await clock.advance(90_000);
    await queue.flush();
    expect(requests).toHaveLength(0);
    queue.trace('a');
    await clock.advance(30_000);
    queue.trace('b');
    await clock.advance(30_000);
    expect(requests.map((r) => sentEntries(r.init.body))).toEqual([
      [{ pageUrl: 'https://fernandfinch.example/shop', type: 'a', data: null }],
      [{ pageUrl: 'https://fernandfinch.example/shop', type: 'b', data: null }],
    ]);
  });

  it('sends by beacon on unload, with the form content type, and stops the timer', async () => {
    const { queue, requests, beacon, clock } = setup({ beacon: true });
    queue.trace('scroll-depth', { percent: 75 });
    await queue.flush({ unloading: true });
    expect(requests).toHaveLength(0);
    const body = beacon?.sent[0]?.body;
    expect(beacon?.sent[0]?.url).toBe('/api/events/Trace');
    expect(body).toBeInstanceOf(Blob);
    expect((body as Blob).type).toBe('application/x-www-form-urlencoded');
    expect(sentEntries(await (body as Blob).text())).toEqual([{ pageUrl: 'https://fernandfinch.example/shop', type: 'scroll-depth', data: { percent: 75 } }]);
    expect(clock.pendingTimers()).toBe(0);
  });

  it('falls back to a keep-alive POST on unload when there is no beacon', async () => {
    const { queue, requests } = setup();
    queue.trace('x');
    await queue.flush({ unloading: true });
    expect(requests[0]?.init.keepalive).toBe(true);
  });

  it('ignores failures: a server error or a hung request neither throws nor requeues', async () => {
    const failing = setup({ answer: { status: 500 } });
    failing.queue.trace('x');
    await expect(failing.queue.flush()).resolves.toBeUndefined();
    expect(failing.queue.size()).toBe(0);

    const hung = setup({ answer: 'hang' });
    hung.queue.trace('x');
    let done = false;
    void hung.queue.flush().then(() => (done = true));
    await hung.clock.advance(2500);
    expect(done).toBe(true);
  });

  it('queues nothing for a visit that is not tracked', async () => {
    const { queue, requests, clock } = setup({ enabled: () => false });
    queue.trace('x');
    expect(queue.size()).toBe(0);
    await clock.advance(30_000);
    expect(requests).toHaveLength(0);
  });

  it('sends nothing if consent is withdrawn before the flush', async () => {
    let consent = true;
    const { queue, requests, clock } = setup({ mayTrack: () => consent });
    queue.trace('x');
    consent = false;
    await clock.advance(30_000);
    expect(requests).toHaveLength(0);
    expect(queue.size()).toBe(0);
  });
});
