import { describe, expect, it, vi } from 'vitest';
import { fakeBeacon, fakeClock, fakeFetch, type FakeAnswer, type RecordedRequest } from '../transport/fakeTransport';
import { createPerformanceMonitor } from './performanceRecords';

const LOAD = 1_700_000_000_000;

function setup(options: { settings?: FakeAnswer; records?: FakeAnswer; beacon?: boolean; enabled?: () => boolean; mayTrack?: () => boolean } = {}) {
  const clock = fakeClock(LOAD);
  const f = fakeFetch((r) =>
    r.url === '/api/1/performance/settings' ? (options.settings ?? { status: 200, body: '{"pageLoadId":"pl-42"}' }) : (options.records ?? { status: 200 }),
  );
  const beacon = options.beacon === undefined ? undefined : fakeBeacon(options.beacon);
  const reportError = vi.fn();
  const monitor = createPerformanceMonitor({
    transport: { fetch: f.fetch, sendBeacon: beacon?.sendBeacon, timers: clock.timers },
    gate: { enabled: options.enabled ?? (() => true), mayTrack: options.mayTrack ?? (() => true) },
    now: clock.now,
    reportError,
    app: 'site-runtime',
  });
  const recordPosts = () => f.requests.filter((r) => r.url === '/api/1/performance/records');
  return { monitor, requests: f.requests, recordPosts, beacon, clock, reportError };
}

const list = (r: RecordedRequest | undefined): unknown => JSON.parse(r?.init.body ?? 'null');

describe('performance records', () => {
  it('asks for the pageLoadId at start and flushes a JSON list 30000 ms after page load', async () => {
    const { monitor, requests, recordPosts, clock } = setup();
    monitor.start();
    expect(requests[0]?.url).toBe('/api/1/performance/settings');
    await clock.advance(1_200);
    monitor.record('hydrated', { blocks: 12 });
    monitor.metric({ name: 'LCP', value: 2140 });
    await clock.advance(30_000 - 1_200 - 1);
    expect(recordPosts()).toHaveLength(0);
    await clock.advance(1);
    expect(recordPosts()).toHaveLength(1);
    const [post] = recordPosts();
    expect(post?.init.method).toBe('POST');
    expect(post?.init.headers?.['Content-Type']).toMatch(/^text\/plain/);
    expect(list(post)).toEqual([
      { app: 'site-runtime', data: { blocks: 12 }, event: 'hydrated', pageLoadId: 'pl-42', ts: LOAD + 1_200 },
      { app: 'site-runtime', data: { value: 2140 }, event: 'LCP', pageLoadId: 'pl-42', ts: LOAD + 1_200 },
    ]);
  });

  it('sends by beacon when the page has one', async () => {
    const { monitor, recordPosts, beacon, clock } = setup({ beacon: true });
    monitor.start();
    monitor.record('first-paint', 480);
    await clock.advance(30_000);
    expect(recordPosts()).toHaveLength(0);
    expect(beacon?.sent[0]?.url).toBe('/api/1/performance/records');
    expect(JSON.parse(String(beacon?.sent[0]?.body))).toEqual([{ app: 'site-runtime', data: 480, event: 'first-paint', pageLoadId: 'pl-42', ts: LOAD }]);
  });

  it('flushes when the page is hidden, by beacon, and sends nothing more while empty', async () => {
    const { monitor, beacon, clock } = setup({ beacon: true });
    monitor.start();
    await clock.settle();
    monitor.record('gallery-open');
    await monitor.flush({ hidden: true });
    expect(beacon?.sent).toHaveLength(1);
    await clock.advance(30_000);
    expect(beacon?.sent).toHaveLength(1);
  });

  it('keeps records while hidden before the pageLoadId is known, and sends them the moment it arrives', async () => {
    let answerSettings: (() => void) | null = null;
    const clock = fakeClock(LOAD);
    const beacon = fakeBeacon(true);
    const monitor = createPerformanceMonitor({
      transport: {
        fetch: (url) =>
          url === '/api/1/performance/settings'
            ? new Promise((resolve) => {
                answerSettings = () => resolve({ status: 200, statusText: '', ok: true, text: async () => '{"pageLoadId":"late"}' });
              })
            : Promise.resolve({ status: 200, statusText: '', ok: true, text: async () => '' }),
        sendBeacon: beacon.sendBeacon,
        timers: clock.timers,
      },
      gate: { enabled: () => true, mayTrack: () => true },
      now: clock.now,
      reportError: vi.fn(),
      app: 'site-runtime',
    });
    monitor.start();
    monitor.record('early');
    await monitor.flush({ hidden: true });
    expect(beacon.sent).toHaveLength(0);
    expect(monitor.size()).toBe(1);
    answerSettings!();
    await clock.settle();
    expect(JSON.parse(String(beacon.sent[0]?.body))).toMatchObject([{ event: 'early', pageLoadId: 'late' }]);
  });

  it('sends nothing, and reports the failure, when the pageLoadId cannot be resolved', async () => {
    const { monitor, recordPosts, clock, reportError } = setup({ settings: { status: 200, body: '{}' } });
    monitor.start();
    monitor.record('hydrated');
    await clock.advance(30_000);
    expect(recordPosts()).toHaveLength(0);
    expect(monitor.size()).toBe(0);
    expect((reportError.mock.calls[0]?.[0] as Error).message).toBe('Unable to resolve pageLoadId');
  });

  it('ignores a failing records request', async () => {
    const { monitor, clock, reportError } = setup({ records: { status: 500 } });
    monitor.start();
    monitor.record('x');
    await clock.advance(30_000);
    await expect(monitor.flush()).resolves.toBeUndefined();
    expect(reportError).not.toHaveBeenCalled();
  });

  it('counts the 30 s and the 60 s from the page load when started late', async () => {
    const { monitor, recordPosts, clock } = setup();
    monitor.start({ loadedAt: LOAD - 10_000 });
    monitor.record('late-start');
    await clock.advance(19_999);
    expect(recordPosts()).toHaveLength(0);
    await clock.advance(1);
    expect(recordPosts()).toHaveLength(1);
    await clock.advance(29_999);
    expect(monitor.metric({ name: 'CLS', value: 0 })).toBe(true);
    await clock.advance(1);
    expect(monitor.metric({ name: 'CLS', value: 0 })).toBe(false);
  });

  it('stops taking page-speed metrics 60000 ms after start', async () => {
    const { monitor, clock } = setup();
    monitor.start();
    await clock.advance(59_999);
    expect(monitor.metric({ name: 'CLS', value: 0.1 })).toBe(true);
    await clock.advance(1);
    expect(monitor.metric({ name: 'CLS', value: 0.2 })).toBe(false);
  });

  it('makes no call at all for a visit that is not tracked or not consented', async () => {
    for (const gate of [{ enabled: () => false }, { mayTrack: () => false }]) {
      const { monitor, requests, clock } = setup(gate);
      monitor.start();
      monitor.record('x');
      expect(monitor.metric({ name: 'LCP', value: 1 })).toBe(false);
      await clock.advance(60_000);
      await monitor.flush({ hidden: true });
      expect(requests).toHaveLength(0);
    }
  });

  it('drops what was queued if consent is withdrawn before the flush', async () => {
    let consent = true;
    const { monitor, recordPosts, clock } = setup({ mayTrack: () => consent });
    monitor.start();
    monitor.record('x');
    consent = false;
    await clock.advance(30_000);
    expect(recordPosts()).toHaveLength(0);
    expect(monitor.size()).toBe(0);
  });
});
