import { describe, expect, it, vi } from 'vitest';
import { memoryCookieJar } from '../cookies/cookieJar';
import { examplePageFacts } from './census/examplePageFacts';
import { createTracking, type TrackingDeps } from './createTracking';
import { ANALYTICS_ID_COOKIE } from './events/analyticsId';
import { fakeBeacon, fakeClock, fakeFetch } from './transport/fakeTransport';

function setup(overrides: Partial<TrackingDeps> = {}) {
  const clock = fakeClock(Date.UTC(2026, 10, 22, 9, 0, 0));
  const f = fakeFetch((r) => (r.url.endsWith('/settings') ? { status: 200, body: '{"pageLoadId":"pl-1"}' } : { status: 200 }));
  const cookies = memoryCookieJar({ ss_cvr: 'v1|1|1|1|1', crumb: 'cr-1' }, clock.now);
  const logger = { warn: vi.fn() };
  const reportError = vi.fn();
  const pixel = vi.fn();
  const tracking = createTracking({
    fetch: f.fetch,
    cookies,
    now: clock.now,
    timers: clock.timers,
    logger,
    reportError,
    enabled: () => true,
    mayTrack: () => true,
    page: () => examplePageFacts({ memberAccountId: 'acct-9', variantId: 'B' }),
    pixel: () => pixel,
    randomId: () => 'visitor-id-0001',
    ...overrides,
  });
  return { tracking, requests: f.requests, cookies, clock, logger, reportError, pixel };
}

describe('createTracking', () => {
  it('sends an analytics event with the common data taken from the page and the stored analytics id', async () => {
    const { tracking, requests, cookies } = setup();
    await expect(tracking.trackEvent('add_to_cart', { productId: 'p-17' })).resolves.toBe(true);
    expect(cookies.get(ANALYTICS_ID_COOKIE)).toBe('visitor-id-0001');
    expect(requests[0]?.url).toBe('/api/v1/events');
    expect(JSON.parse(requests[0]?.init.body ?? '')).toEqual({
      analyticsId: 'visitor-id-0001',
      commonData: {
        analyticsId: 'visitor-id-0001',
        marketingId: null,
        memberId: null,
        websiteId: '5f1a2b3c4d5e6f7a8b9c0d1e',
        templateId: '4f8a1b2c3d4e5f6a7b8c9d0e',
        variantId: 'B',
        memberAccountId: 'acct-9',
        website_locale: 'en-GB',
        member_locale: null,
        pagePath: '/shop',
        pageHash: '#top',
      },
      customData: { productId: 'p-17' },
      customSchemaName: 'add_to_cart',
    });
  });

  it('never rejects from trackEvent: a refused event resolves false', async () => {
    const f = fakeFetch(() => ({ status: 500 }));
    const { tracking } = setup({ fetch: f.fetch });
    await expect(tracking.trackEvent('x')).resolves.toBe(false);
  });

  it('carries the ss_cvr visitor cookie on census calls and the crumb on RecordEvent', async () => {
    const { tracking, requests } = setup();
    await tracking.census.formRender('form-1');
    await tracking.recordEvent('subscribe', { list: 'news' });
    expect(JSON.parse(requests[0]?.init.body ?? '')).toMatchObject({ formId: 'form-1', visitorCookie: 'v1|1|1|1|1' });
    expect(new URLSearchParams(requests[1]?.init.body).get('crumb')).toBe('cr-1');
  });

  it('flushes trace and performance together by beacon when the page unloads', async () => {
    const beacon = fakeBeacon(true);
    const { tracking, clock } = setup({ sendBeacon: beacon.sendBeacon });
    tracking.performance.start();
    await clock.settle();
    tracking.trace.trace('lightbox-open', { index: 2 });
    tracking.performance.record('hydrated');
    await tracking.flushAll({ unloading: true });
    expect(beacon.sent.map((b) => b.url).sort()).toEqual(['/api/1/performance/records', '/api/events/Trace']);
    expect(clock.pendingTimers()).toBe(1); // the performance flush still armed for 30 s after load
    tracking.dispose();
    expect(clock.pendingTimers()).toBe(0);
  });

  it('calls the pixel through track', () => {
    const { tracking, pixel } = setup();
    tracking.track('PageView');
    expect(pixel).toHaveBeenCalledWith('PageView');
  });

  for (const [name, gate] of [
    ['a visit that is not tracked', { enabled: () => false }],
    ['a visitor who has not consented', { mayTrack: () => false }],
  ] as const) {
    it(`sends nothing, writes no analytics cookie and calls no pixel for ${name}`, async () => {
      const beacon = fakeBeacon(true);
      const { tracking, requests, cookies, clock, pixel } = setup({ ...gate, sendBeacon: beacon.sendBeacon });
      tracking.performance.start();
      await tracking.census.recordHit('view');
      await tracking.census.buttonClick({
        id: 'b',
        buttonText: 'Go',
        clickthroughUrl: '/',
        alignment: 'left',
        size: 'small',
        newWindow: false,
        context: 'button-block',
      });
      await tracking.recordEvent('e');
      await expect(tracking.trackEvent('e')).resolves.toBe(false);
      tracking.trace.trace('t');
      tracking.performance.record('r');
      tracking.track('PageView');
      await clock.advance(60_000);
      await tracking.flushAll({ unloading: true });
      expect(requests).toHaveLength(0);
      expect(beacon.sent).toHaveLength(0);
      expect(cookies.get(ANALYTICS_ID_COOKIE)).toBeNull();
      expect(pixel).not.toHaveBeenCalled();
    });
  }
});
