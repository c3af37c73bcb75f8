import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestSite } from '../testing/siteClient.mjs';
import { MALFORMED_BODY, createFaults, readFault } from './faults.mjs';

describe('readFault', () => {
  it('needs a path and exactly one kind of fault', () => {
    expect(readFault({ status: 500 })).toEqual({ ok: false, error: 'path must be a string starting with /' });
    expect(readFault({ path: '/api/x' })).toMatchObject({ ok: false });
    expect(readFault({ path: '/api/x', drop: true, crumbFail: true })).toMatchObject({ ok: false });
    expect(readFault({ path: '/api/x', status: 700 })).toMatchObject({ ok: false });
    expect(readFault({ path: '/api/x', drop: true, times: 0 })).toMatchObject({ ok: false });
    expect(readFault({ path: '/api/x', status: 503, body: { error: 'down' } })).toEqual({
      ok: true,
      fault: { path: '/api/x', status: 503, body: { error: 'down' }, times: 1 },
    });
    expect(readFault({ path: '/api/x', malformed: true, status: 500 })).toMatchObject({ ok: true, fault: { malformed: true, status: 500 } });
  });

  it('counts down and matches prefixes ending in *', () => {
    const faults = createFaults();
    faults.arm({ path: '/api/census/*', drop: true, times: 2 });
    expect(faults.take('/api/census/RecordHit')).toMatchObject({ drop: true });
    expect(faults.take('/api/events/Trace')).toBeNull();
    expect(faults.take('/api/census/overlay')).toMatchObject({ drop: true });
    expect(faults.take('/api/census/overlay')).toBeNull();
  });
});

/** @type {Awaited<ReturnType<typeof startTestSite>>} */
let site;
/** @type {ReturnType<(typeof site)['client']>} */
let client;
beforeAll(async () => {
  site = await startTestSite();
});
afterAll(() => site.close());
beforeEach(async () => {
  client = site.client();
  await client.page('/');
  await fetch(`${site.url}/__dev/faults`, { method: 'DELETE' });
});

describe('faults on the wire', () => {
  it('answers the next N calls with the armed status and body, then answers normally', async () => {
    const armed = await client.arm({ path: '/api/form/FormSubmissionKey', status: 500, body: { error: 'Server down' }, times: 2 });
    expect(armed.status).toBe(200);
    for (let i = 0; i < 2; i += 1) {
      const response = await client.call('POST', '/api/form/FormSubmissionKey');
      expect(response.status).toBe(500);
      expect(await response.json()).toEqual({ error: 'Server down' });
    }
    expect(await (await client.call('POST', '/api/form/FormSubmissionKey')).json()).toEqual({ key: expect.any(String) });
  });

  it('answers a malformed JSON body', async () => {
    await client.arm({ path: '/api/1/performance/settings', malformed: true });
    const response = await client.call('GET', '/api/1/performance/settings');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/json');
    const text = await response.text();
    expect(text).toBe(MALFORMED_BODY);
    expect(() => JSON.parse(text)).toThrow();
  });

  it('drops the connection', async () => {
    await client.arm({ path: '/api/events/Trace', drop: true });
    await expect(client.call('POST', '/api/events/Trace', { json: { data: [] } })).rejects.toThrow();
    expect((await client.call('POST', '/api/events/Trace', { json: { data: [] } })).status).toBe(200);
  });

  it('answers crumbFail even to a call with the right crumb, without running the call', async () => {
    await client.arm({ path: '/api/events/RecordEvent', crumbFail: true });
    const response = await client.call('POST', '/api/events/RecordEvent', { form: { event: 'fault-crumb', data: '{}' } });
    expect(await response.json()).toEqual({ crumbFail: true, crumb: expect.any(String) });
    expect((await client.rows('events')).some((r) => r.event === 'fault-crumb')).toBe(false);
    const retry = await client.call('POST', '/api/events/RecordEvent', { form: { event: 'fault-crumb', data: '{}' } });
    expect(await retry.json()).toEqual({});
  });

  it('lists and clears armed faults, rejects a bad one, and never touches /__dev/', async () => {
    await client.arm({ path: '/__dev/api/events', status: 500 });
    expect((await fetch(`${site.url}/__dev/api/events`)).status).toBe(200);
    const bad = await client.arm({ path: 'api/no-slash', status: 500 });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ error: 'path must be a string starting with /' });
    await client.arm({ path: '/api/auth/Logout', status: 503 });
    expect((await (await fetch(`${site.url}/__dev/faults`)).json()).armed).toHaveLength(2);
    await fetch(`${site.url}/__dev/faults`, { method: 'DELETE' });
    expect((await (await fetch(`${site.url}/__dev/faults`)).json()).armed).toEqual([]);
    expect((await client.call('POST', '/api/auth/Logout')).status).toBe(200);
  });
});
