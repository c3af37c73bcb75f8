import { describe, expect, it } from 'vitest';
import { memoryCookieJar } from '../../cookies/cookieJar';
import { fakeClock, fakeFetch } from '../transport/fakeTransport';
import { createRecordEvent } from './recordEvent';

function setup(cookies: Record<string, string>, gate = { enabled: () => true, mayTrack: () => true }) {
  const clock = fakeClock();
  const f = fakeFetch(() => 'hang');
  const recordEvent = createRecordEvent({ transport: { fetch: f.fetch, timers: clock.timers }, gate, cookies: memoryCookieJar(cookies) });
  return { recordEvent, requests: f.requests, clock };
}

describe('RecordEvent', () => {
  it('posts the crumb from its cookie, the event and the data as JSON, form-encoded', async () => {
    const { recordEvent, requests, clock } = setup({ crumb: 'BXk3-crumb+value' });
    void recordEvent('newsletter_subscribe', { formId: 'f1', list: ['a', 'b'] });
    await clock.settle();
    expect(requests[0]?.url).toBe('/api/events/RecordEvent');
    expect(requests[0]?.init.headers?.['Content-Type']).toMatch(/^application\/x-www-form-urlencoded/);
    const form = new URLSearchParams(requests[0]?.init.body);
    expect([...form.keys()]).toEqual(['crumb', 'event', 'data']);
    expect(form.get('crumb')).toBe('BXk3-crumb+value');
    expect(form.get('event')).toBe('newsletter_subscribe');
    expect(JSON.parse(form.get('data') ?? '')).toEqual({ formId: 'f1', list: ['a', 'b'] });
  });

  it('leaves the crumb out when there is no crumb cookie, and sends {} for no data', async () => {
    const { recordEvent, requests, clock } = setup({});
    void recordEvent('system_network_error');
    await clock.settle();
    const form = new URLSearchParams(requests[0]?.init.body);
    expect(form.has('crumb')).toBe(false);
    expect(form.get('data')).toBe('{}');
  });

  it('resolves after the 2500 ms timeout when the server never answers', async () => {
    const { recordEvent, clock } = setup({ crumb: 'c' });
    let outcome: unknown = 'pending';
    void recordEvent('e').then((o) => (outcome = o));
    await clock.advance(2500);
    expect(outcome).toEqual({ kind: 'timeout' });
  });

  it('sends nothing when the visit is not tracked or not consented', async () => {
    const off = setup({ crumb: 'c' }, { enabled: () => false, mayTrack: () => true });
    const declined = setup({ crumb: 'c' }, { enabled: () => true, mayTrack: () => false });
    await off.recordEvent('e');
    await declined.recordEvent('e');
    expect(off.requests).toHaveLength(0);
    expect(declined.requests).toHaveLength(0);
  });
});
