import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { fakeBeacon, fakeClock, fakeFetch } from './fakeTransport';
import { formEncode } from './formEncode';
import { postQuietly } from './postQuietly';
import { safeJsonStringify } from './safeJson';
import { isGateOpen, type TrackingGate } from './trackingGate';
import { outcomeStatus, requestWithTimeout, tryBeacon } from './trackingTransport';

const OPEN_GATE: TrackingGate = { enabled: () => true, mayTrack: () => true };

describe('tracking gate', () => {
  it('is open only when the visit is tracked and the visitor consents', () => {
    expect(isGateOpen({ enabled: () => true, mayTrack: () => true })).toBe(true);
    expect(isGateOpen({ enabled: () => false, mayTrack: () => true })).toBe(false);
    expect(isGateOpen({ enabled: () => true, mayTrack: () => false })).toBe(false);
  });

  it('treats a callback that throws as closed', () => {
    expect(
      isGateOpen({
        enabled: () => {
          throw new Error('context missing');
        },
        mayTrack: () => true,
      }),
    ).toBe(false);
  });
});

describe('requestWithTimeout', () => {
  it('gives up after exactly the timeout and ignores the late answer', async () => {
    const clock = fakeClock();
    const { fetch } = fakeFetch(() => 'hang');
    let outcome: unknown = 'pending';
    void requestWithTimeout({ fetch, timers: clock.timers }, '/x', {}, 2500).then((o) => (outcome = o));
    await clock.advance(2499);
    expect(outcome).toBe('pending');
    await clock.advance(1);
    expect(outcome).toEqual({ kind: 'timeout' });
  });

  it('settles with the answer and clears its timer', async () => {
    const clock = fakeClock();
    const { fetch } = fakeFetch(() => ({ status: 202 }));
    const outcome = await requestWithTimeout({ fetch, timers: clock.timers }, '/x', {}, 2500);
    expect(outcomeStatus(outcome)).toBe(202);
    expect(clock.pendingTimers()).toBe(0);
  });

  it('turns a rejected or throwing fetch into a failed outcome with status 0', async () => {
    const clock = fakeClock();
    const rejected = await requestWithTimeout({ fetch: fakeFetch(() => new Error('offline')).fetch, timers: clock.timers }, '/x', {}, 2500);
    expect(rejected.kind).toBe('failed');
    expect(outcomeStatus(rejected)).toBe(0);
    const thrown = await requestWithTimeout(
      {
        fetch: () => {
          throw new TypeError('bad url');
        },
        timers: clock.timers,
      },
      '/x',
      {},
      2500,
    );
    expect(thrown.kind).toBe('failed');
  });
});

describe('postQuietly', () => {
  it('posts with same-origin credentials when the gate is open', async () => {
    const clock = fakeClock();
    const f = fakeFetch();
    await postQuietly({ fetch: f.fetch, timers: clock.timers }, OPEN_GATE, '/api/x', { body: 'a=1' });
    expect(f.requests).toEqual([{ url: '/api/x', init: { method: 'POST', credentials: 'same-origin', body: 'a=1' } }]);
  });

  it('sends nothing when tracking is disabled or not consented', async () => {
    const clock = fakeClock();
    const f = fakeFetch();
    const transport = { fetch: f.fetch, timers: clock.timers };
    expect(await postQuietly(transport, { enabled: () => false, mayTrack: () => true }, '/a')).toBeNull();
    expect(await postQuietly(transport, { enabled: () => true, mayTrack: () => false }, '/a')).toBeNull();
    expect(f.requests).toHaveLength(0);
  });

  it('times out at the tracking timeout of 2500 ms and still resolves', async () => {
    const clock = fakeClock();
    const f = fakeFetch(() => 'hang');
    let outcome: unknown = 'pending';
    void postQuietly({ fetch: f.fetch, timers: clock.timers }, OPEN_GATE, '/a').then((o) => (outcome = o));
    await clock.advance(2499);
    expect(outcome).toBe('pending');
    await clock.advance(1);
    expect(outcome).toEqual({ kind: 'timeout' });
  });
});

describe('beacons', () => {
  it('reports whether the page queued the body', () => {
    expect(tryBeacon(undefined, '/a', 'x')).toBe(false);
    expect(tryBeacon(fakeBeacon(true).sendBeacon, '/a', 'x')).toBe(true);
    expect(tryBeacon(fakeBeacon(false).sendBeacon, '/a', 'x')).toBe(false);
    expect(
      tryBeacon(
        () => {
          throw new Error('Illegal invocation');
        },
        '/a',
        'x',
      ),
    ).toBe(false);
  });
});

describe('formEncode', () => {
  it('leaves out null and undefined and writes the rest as text', () => {
    expect(formEncode({ crumb: null, event: 'view', n: 3, yes: true, gone: undefined })).toBe('event=view&n=3&yes=true');
  });

  it('reads back every value it wrote', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string({ minLength: 1 }), fc.string()), (fields) => {
        const parsed = new URLSearchParams(formEncode(fields));
        for (const [name, value] of Object.entries(fields)) expect(parsed.get(name)).toBe(value);
      }),
    );
  });
});

describe('safeJsonStringify', () => {
  it('writes plain data exactly as JSON.stringify does', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expect(safeJsonStringify(value)).toBe(JSON.stringify(value));
      }),
    );
  });

  it('does not throw on a cycle or a BigInt', () => {
    const looped: Record<string, unknown> = { a: 1 };
    looped.self = looped;
    expect(JSON.parse(safeJsonStringify(looped))).toEqual({ a: 1, self: null });
    expect(safeJsonStringify({ big: 10n })).toBe('{"big":"10"}');
    expect(safeJsonStringify(undefined)).toBe('null');
  });
});
