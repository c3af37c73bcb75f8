import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSite } from '../testing/siteClient.mjs';
import { crumbMatches, needsCrumb, presentedCrumb } from './crumb.mjs';

/** @type {Awaited<ReturnType<typeof startTestSite>>} */
let site;
beforeAll(async () => {
  site = await startTestSite();
});
afterAll(() => site.close());

describe('crumb rules', () => {
  it('reads the crumb from the query, then the X-CSRF-Token header, then a form field', () => {
    expect(presentedCrumb(new URLSearchParams('crumb=q'), { 'x-csrf-token': 'h' }, { crumb: 'b' })).toBe('q');
    expect(presentedCrumb(new URLSearchParams(''), { 'x-csrf-token': 'h' }, { crumb: 'b' })).toBe('h');
    expect(presentedCrumb(new URLSearchParams(''), {}, { crumb: 'b' })).toBe('b');
    expect(presentedCrumb(new URLSearchParams(''), {}, {})).toBeNull();
  });
  it('never matches when the visitor has no crumb cookie', () => {
    expect(crumbMatches({}, null)).toBe(false);
    expect(crumbMatches({ crumb: '' }, '')).toBe(false);
    expect(crumbMatches({ crumb: 'abc' }, 'abc')).toBe(true);
  });
  it('asks reads and beacons for no crumb', () => {
    expect(needsCrumb('GET', '/api/1/performance/settings')).toBe(false);
    expect(needsCrumb('POST', '/api/1/performance/records')).toBe(false);
    expect(needsCrumb('POST', '/api/census/RecordQuickView/item-1')).toBe(false);
    expect(needsCrumb('POST', '/api/events/Trace')).toBe(false);
    expect(needsCrumb('POST', '/api/events/RecordEvent')).toBe(true);
    expect(needsCrumb('POST', '/api/widget/GetWidgetRendering')).toBe(true);
    expect(needsCrumb('POST', '/api/form/FormSubmissionKey')).toBe(true);
    expect(needsCrumb('DELETE', '/api/site-users/account/session')).toBe(true);
  });
});

describe('crumb on the wire', () => {
  it('sets a crumb cookie on every page response and keeps the visitor’s crumb', async () => {
    const client = site.client();
    const first = await client.page('/');
    expect(first.headers.getSetCookie().some((c) => c.startsWith('crumb='))).toBe(true);
    const crumb = client.crumb;
    expect(crumb).toMatch(/^[A-Za-z0-9_-]{8,}$/);
    const second = await client.page('/contact');
    expect(second.headers.getSetCookie().some((c) => c.startsWith(`crumb=${crumb}`))).toBe(true);
  });

  it('answers a call without the matching crumb like the platform: 200, crumbFail and a new crumb', async () => {
    const client = site.client();
    await client.page('/contact');
    const old = client.crumb;
    const response = await client.call('POST', '/api/form/FormSubmissionKey', { crumb: 'not-the-crumb' });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toEqual({ crumbFail: true, crumb: expect.any(String) });
    expect(body.crumb).not.toBe(old);
    // The reply also set the new crumb as the cookie; the retry with it succeeds.
    expect(client.crumb).toBe(body.crumb);
    const retry = await client.call('POST', '/api/form/FormSubmissionKey', { crumb: body.crumb });
    expect(await retry.json()).toEqual({ key: expect.any(String) });
  });

  it('fails a call with no crumb at all and a visitor with no crumb cookie', async () => {
    const client = site.client();
    const response = await client.call('POST', '/api/auth/Logout', { crumb: null });
    expect(await response.json()).toMatchObject({ crumbFail: true });
  });

  it('takes the crumb from the X-CSRF-Token header for error reports', async () => {
    const client = site.client();
    await client.page('/');
    const reports = [{ event: 'error', data: JSON.stringify({ message: 'boom' }), timestamp: 1 }];
    const ok = await client.call('POST', '/api/events/RecordJavascriptErrors', { crumb: null, json: reports, headers: { 'X-CSRF-Token': client.crumb } });
    expect(await ok.json()).toEqual({});
    const bad = await client.call('POST', '/api/events/RecordJavascriptErrors', {
      crumb: null,
      json: reports,
      headers: { 'X-CSRF-Token': 'stale-crumb-value' },
    });
    expect(await bad.json()).toMatchObject({ crumbFail: true });
    const stored = await client.rows('error_reports');
    expect(stored.filter((r) => r.data_json?.message === 'boom')).toHaveLength(1);
  });

  it('takes the crumb from the form body of RecordEvent and does not store it', async () => {
    const client = site.client();
    await client.page('/');
    const response = await client.call('POST', '/api/events/RecordEvent', {
      crumb: null,
      form: { crumb: client.crumb, event: 'crumb-body-test', data: JSON.stringify({ a: 1 }) },
    });
    expect(await response.json()).toEqual({});
    const [row] = (await client.rows('events')).filter((r) => r.event === 'crumb-body-test');
    expect(row).toMatchObject({ source: 'RecordEvent', data_json: { a: 1 } });
    expect(row?.payload_json).not.toHaveProperty('crumb');
  });
});
