import { describe, expect, it, vi } from 'vitest';
import { fakeBeacon, fakeClock, fakeFetch, type FakeAnswer } from '../transport/fakeTransport';
import type { TrackingGate } from '../transport/trackingGate';
import { createEventsService, type AnalyticsEvent } from './eventsService';

const event: AnalyticsEvent = {
  analyticsId: '0f3c9a1e-aaaa-4bbb-8ccc-123456789abc',
  commonData: {
    analyticsId: '0f3c9a1e-aaaa-4bbb-8ccc-123456789abc',
    websiteId: '5f1a2b3c4d5e6f7a8b9c0d1e',
    pagePath: '/shop',
    pageHash: null,
  },
  customData: { productId: 'p-17', quantity: 2 },
  customSchemaName: 'add_to_cart',
};

function setup(options: { answer?: FakeAnswer; beacon?: boolean; gate?: TrackingGate } = {}) {
  const clock = fakeClock();
  const f = fakeFetch(() => options.answer ?? { status: 200 });
  const beacon = options.beacon === undefined ? undefined : fakeBeacon(options.beacon);
  const warn = vi.fn();
  const service = createEventsService({
    transport: { fetch: f.fetch, sendBeacon: beacon?.sendBeacon, timers: clock.timers },
    gate: options.gate ?? { enabled: () => true, mayTrack: () => true },
    logger: { warn },
  });
  return { service, requests: f.requests, beacon, clock, warn };
}

describe('events service', () => {
  it('sends by beacon when the page has one, as a JSON body', async () => {
    const { service, requests, beacon } = setup({ beacon: true });
    await expect(service.send(event)).resolves.toBe('beacon');
    expect(requests).toHaveLength(0);
    expect(beacon?.sent[0]?.url).toBe('/api/v1/events');
    expect(JSON.parse(String(beacon?.sent[0]?.body))).toEqual({
      analyticsId: event.analyticsId,
      commonData: event.commonData,
      customData: event.customData,
      customSchemaName: 'add_to_cart',
    });
  });

  it('posts JSON when there is no beacon or it refuses', async () => {
    for (const beacon of [undefined, false]) {
      const { service, requests } = setup({ beacon });
      await expect(service.send(event)).resolves.toBe('request');
      expect(requests[0]?.url).toBe('/api/v1/events');
      expect(requests[0]?.init.method).toBe('POST');
      expect(requests[0]?.init.headers?.['Content-Type']).toMatch(/^application\/json/);
      expect(JSON.parse(requests[0]?.init.body ?? '')).toMatchObject({ customSchemaName: 'add_to_cart' });
    }
  });

  it('counts 200 and 202 as success', async () => {
    await expect(setup({ answer: { status: 200 } }).service.send(event)).resolves.toBe('request');
    await expect(setup({ answer: { status: 202 } }).service.send(event)).resolves.toBe('request');
  });

  it("rejects any other status with 'Error tracking event: HTTP Status {code}'", async () => {
    for (const status of [201, 204, 400, 500, 503]) {
      await expect(setup({ answer: { status } }).service.send(event)).rejects.toThrow(new Error(`Error tracking event: HTTP Status ${status}`));
    }
  });

  it('rejects with status 0 when there is no answer within 2500 ms', async () => {
    const { service, clock } = setup({ answer: 'hang' });
    let settled: unknown = 'pending';
    service.send(event).catch((error: unknown) => (settled = (error as Error).message));
    await clock.advance(2499);
    expect(settled).toBe('pending');
    await clock.advance(1);
    expect(settled).toBe('Error tracking event: HTTP Status 0');
  });

  it('drops a common field of the wrong type with a warning before sending', async () => {
    const { service, requests, warn } = setup();
    await service.send({ ...event, commonData: { ...event.commonData, variantId: 3, memberId: null } });
    const body = JSON.parse(requests[0]?.init.body ?? '') as { commonData: Record<string, unknown> };
    expect(body.commonData).not.toHaveProperty('variantId');
    expect(body.commonData.memberId).toBeNull();
    expect(warn).toHaveBeenCalledWith('Analytics field "variantId" dropped: expected string or null, got number', {
      field: 'variantId',
      value: 3,
    });
  });

  it('sends nothing when the visit is not tracked or the visitor has not consented', async () => {
    for (const gate of [
      { enabled: () => false, mayTrack: () => true },
      { enabled: () => true, mayTrack: () => false },
    ]) {
      const { service, requests, beacon } = setup({ gate, beacon: true });
      await expect(service.send(event)).resolves.toBe('skipped');
      expect(requests).toHaveLength(0);
      expect(beacon?.sent).toHaveLength(0);
    }
  });
});
