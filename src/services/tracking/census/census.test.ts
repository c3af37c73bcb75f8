import { describe, expect, it } from 'vitest';
import { fakeClock, fakeFetch, type FakeAnswer, type RecordedRequest } from '../transport/fakeTransport';
import type { TrackingGate } from '../transport/trackingGate';
import { createCensus, recordsPageView, type CensusButton } from './census';
import { examplePageFacts } from './examplePageFacts';
import type { PageFacts } from './pageFacts';

const HIT_TIME = Date.UTC(2026, 10, 22, 9, 30, 0);

function setup(options: { answer?: (r: RecordedRequest) => FakeAnswer; gate?: TrackingGate; page?: PageFacts; cookie?: string | null } = {}) {
  const clock = fakeClock(HIT_TIME);
  const f = fakeFetch(options.answer);
  const census = createCensus({
    transport: { fetch: f.fetch, timers: clock.timers },
    gate: options.gate ?? { enabled: () => true, mayTrack: () => true },
    page: () => options.page ?? examplePageFacts(),
    visitorCookie: () => (options.cookie === undefined ? 'a1b2c3|1700000000000|1700000000000|1763800000000|4' : options.cookie),
    now: clock.now,
  });
  return { census, requests: f.requests, clock };
}

const button: CensusButton = {
  id: 'block-yui_3_17_2_1_1700000000000_4242',
  buttonText: 'Shop the collection',
  clickthroughUrl: '/shop',
  alignment: 'center',
  size: 'medium',
  newWindow: false,
  context: 'button-block',
};

const jsonBody = (r: RecordedRequest | undefined): unknown => JSON.parse(r?.init.body ?? 'null');

describe('RecordHit', () => {
  it('posts the event, the page data as a JSON string and the visitor cookie, form-encoded', async () => {
    const { census, requests } = setup();
    await census.recordHit('view');
    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request?.url).toBe('/api/census/RecordHit');
    expect(request?.init.method).toBe('POST');
    expect(request?.init.headers?.['Content-Type']).toMatch(/^application\/x-www-form-urlencoded/);
    const form = new URLSearchParams(request?.init.body);
    expect(form.get('event')).toBe('view');
    expect(form.get('visitorCookie')).toBe('a1b2c3|1700000000000|1700000000000|1763800000000|4');
    expect(JSON.parse(form.get('data') ?? '')).toEqual({
      locale: 'en-GB',
      websiteId: '5f1a2b3c4d5e6f7a8b9c0d1e',
      templateId: '4f8a1b2c3d4e5f6a7b8c9d0e',
      pageTitle: 'Spring Collection — Fern & Finch',
      pageId: '60aa11bb22cc33dd44ee55ff',
      userAgent: 'Mozilla/5.0 (X11; Linux x86_64) ExampleBrowser/1.0',
      clientDate: '2026-11-22T09:30:00.000Z',
      viewportWidth: 1280,
      viewportHeight: 720,
      screenWidth: 1920,
      screenHeight: 1080,
      localStorageSupported: true,
      queryString: '?sort=new',
      referrer: 'https://search.example/?q=linen+shirts',
    });
  });

  it('leaves the visitor cookie out when the visitor has none', async () => {
    const { census, requests } = setup({ cookie: null });
    await census.recordHit('view');
    expect(new URLSearchParams(requests[0]?.init.body).has('visitorCookie')).toBe(false);
  });

  it('records no page view on the search page', async () => {
    const { census, requests } = setup({ page: examplePageFacts({ pagePath: '/search' }) });
    expect(await census.recordHit('view')).toBeNull();
    expect(requests).toHaveLength(0);
    expect(recordsPageView('/search/')).toBe(false);
    expect(recordsPageView('/searching')).toBe(true);
    expect(recordsPageView('/')).toBe(true);
  });

  it('ignores a server error', async () => {
    const { census } = setup({ answer: () => ({ status: 500, body: 'oops' }) });
    await expect(census.recordHit('view')).resolves.toMatchObject({ kind: 'response' });
  });
});

describe('button census', () => {
  it('posts the button, the visitor cookie and the page fields as JSON on click', async () => {
    const { census, requests } = setup();
    await census.buttonClick(button);
    expect(requests[0]?.url).toBe('/api/census/button-click');
    expect(requests[0]?.init.headers?.['Content-Type']).toMatch(/^application\/json/);
    expect(jsonBody(requests[0])).toEqual({
      ...button,
      visitorCookie: 'a1b2c3|1700000000000|1700000000000|1763800000000|4',
      websiteId: '5f1a2b3c4d5e6f7a8b9c0d1e',
      pageId: '60aa11bb22cc33dd44ee55ff',
      pageTitle: 'Spring Collection — Fern & Finch',
      pagePath: '/shop',
    });
  });

  it('posts the same fields on render, to its own path', async () => {
    const { census, requests } = setup();
    await census.buttonRender({ ...button, newWindow: true });
    expect(requests[0]?.url).toBe('/api/census/button-render');
    expect(jsonBody(requests[0])).toMatchObject({ id: button.id, newWindow: true });
  });

  it('gives up after 2500 ms without an answer, and the caller never sees an error', async () => {
    const { census, clock } = setup({ answer: () => 'hang' });
    let outcome: unknown = 'pending';
    void census.buttonClick(button).then((o) => (outcome = o));
    await clock.advance(2499);
    expect(outcome).toBe('pending');
    await clock.advance(1);
    expect(outcome).toEqual({ kind: 'timeout' });
  });

  it('swallows a network failure', async () => {
    const { census } = setup({ answer: () => new TypeError('Failed to fetch') });
    await expect(census.buttonClick(button)).resolves.toMatchObject({ kind: 'failed' });
  });
});

describe('form and overlay census', () => {
  it('posts the form id, the visitor cookie and the page fields on form render', async () => {
    const { census, requests } = setup();
    await census.formRender('64f0c0ffee0000000000abcd');
    expect(requests[0]?.url).toBe('/api/census/form-render');
    expect(jsonBody(requests[0])).toEqual({
      formId: '64f0c0ffee0000000000abcd',
      visitorCookie: 'a1b2c3|1700000000000|1700000000000|1763800000000|4',
      websiteId: '5f1a2b3c4d5e6f7a8b9c0d1e',
      pageId: '60aa11bb22cc33dd44ee55ff',
      pageTitle: 'Spring Collection — Fern & Finch',
      pagePath: '/shop',
    });
  });

  it('posts the overlay payload with the visitor cookie added', async () => {
    const { census, requests } = setup({ cookie: null });
    await census.overlay({ event: 'popup-overlay-closed', version: 3 });
    expect(requests[0]?.url).toBe('/api/census/overlay');
    expect(jsonBody(requests[0])).toEqual({ event: 'popup-overlay-closed', version: 3, visitorCookie: null });
  });
});

describe('when tracking may not happen', () => {
  const everyCall = async (census: ReturnType<typeof setup>['census']) => {
    await census.recordHit('view');
    await census.buttonClick(button);
    await census.buttonRender(button);
    await census.formRender('f');
    await census.overlay({ event: 'x' });
  };

  it('sends nothing for a visit that is not tracked', async () => {
    const { census, requests } = setup({ gate: { enabled: () => false, mayTrack: () => true } });
    await everyCall(census);
    expect(requests).toHaveLength(0);
  });

  it('sends nothing without consent', async () => {
    const { census, requests } = setup({ gate: { enabled: () => true, mayTrack: () => false } });
    await everyCall(census);
    expect(requests).toHaveLength(0);
  });
});
