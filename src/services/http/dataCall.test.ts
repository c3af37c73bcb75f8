import { describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import type { Result } from '../../platform/result/result';
import { memoryCookieJar } from '../cookies/cookieJar';
import { createDataCall, type DataCallDeps } from './dataCall';
import type { DataCallFailure, SystemErrorReport } from './dataCall.types';
import { recordingFetch, type Responder, type ScriptedAnswer } from './recordingFetch';

function setup(script: Responder | readonly ScriptedAnswer[], extra: Partial<DataCallDeps> = {}) {
  const fetch = recordingFetch(script);
  const cookies = memoryCookieJar({ crumb: 'c1' });
  const overlays: SystemErrorReport[] = [];
  const tracked: Array<[string, Record<string, unknown>]> = [];
  const onLoginRequired = vi.fn();
  const call = createDataCall({
    fetch,
    cookies,
    onSystemError: (report) => overlays.push(report),
    onLoginRequired,
    track: (name, data) => tracked.push([name, data]),
    ...extra,
  });
  return { call, fetch, cookies, overlays, tracked, onLoginRequired };
}

describe('data call: requests', () => {
  it('ends in the platform Result: a reader of Result<T, DataCallFailure> takes it as it is', async () => {
    const valueOr = <T>(read: Result<T, DataCallFailure>, fallback: T): T => (read.ok ? read.value : fallback);
    const { call } = setup([{ status: 200, body: { n: 1 } }, { status: 404 }]);
    expect(valueOr(await call.get<{ n: number }>('/api/x'), { n: 0 })).toEqual({ n: 1 });
    expect(valueOr(await call.get<{ n: number }>('/api/y'), { n: 0 })).toEqual({ n: 0 });
  });

  it('GET adds the crumb as a query parameter, sends credentials and reads JSON', async () => {
    const { call, fetch } = setup([{ status: 200, body: { items: [1] } }]);
    const result = await call.get<{ items: number[] }>('/api/x', { query: { page: 2 } });
    expect(result).toEqual({ ok: true, status: 200, value: { items: [1] } });
    expect(fetch.requests).toEqual([
      { url: '/api/x?page=2&crumb=c1', method: 'GET', headers: { Accept: 'application/json' }, body: undefined, credentials: 'include' },
    ]);
  });

  it('GET and DELETE put their data in the query; no crumb cookie, no crumb parameter', async () => {
    const { call, fetch, cookies } = setup([{ status: 204 }]);
    cookies.remove('crumb');
    await call.get('/api/x', { data: { filter: { tag: 'a' } } });
    await call.del('/api/y', { data: { cloneCart: true } });
    expect(fetch.requests.map((r) => `${r.method} ${r.url} ${r.body}`)).toEqual([
      'GET /api/x?filter=%7B%22tag%22%3A%22a%22%7D undefined',
      'DELETE /api/y?cloneCart=true undefined',
    ]);
  });

  it('POST is form-encoded with nested values as JSON text unless JSON is asked for', async () => {
    const { call, fetch } = setup([{ status: 200, body: {} }]);
    await call.post('/api/widget/GetWidgetRendering', { data: { widgetJSON: { type: 55, id: 'b1' }, collectionId: 'c9' } });
    await call.put('/api/site-header-footer', { data: { header: { a: 1 }, footer: null }, json: true });
    const [form, json] = fetch.requests;
    expect(form?.headers['Content-Type']).toBe('application/x-www-form-urlencoded; charset=UTF-8');
    expect(form?.body).toBe('widgetJSON=%7B%22type%22%3A55%2C%22id%22%3A%22b1%22%7D&collectionId=c9');
    expect(form?.url).toBe('/api/widget/GetWidgetRendering?crumb=c1');
    expect(json?.method).toBe('PUT');
    expect(json?.headers['Content-Type']).toBe('application/json');
    expect(json?.body).toBe('{"header":{"a":1},"footer":null}');
  });

  it('POST without data sends no body', async () => {
    const { call, fetch } = setup([{ status: 200, body: {} }]);
    await call.post('/api/auth/Logout');
    expect(fetch.requests[0]).toMatchObject({ method: 'POST', body: undefined });
    expect(fetch.requests[0]?.headers['Content-Type']).toBeUndefined();
  });

  it('prefixes site paths with the base URL, leaves absolute URLs, and adds the default headers of the moment', async () => {
    let token = 'x1';
    const { call, fetch } = setup([{ status: 200, body: {} }], {
      baseUrl: 'https://shop.example.com',
      credentials: 'same-origin',
      defaultHeaders: () => ({ 'X-SiteUser-XSRF-Token': token }),
    });
    await call.get('/api/a');
    token = 'x2';
    await call.get('https://other.example.org/api/b', { headers: { 'X-Extra': '1' } });
    expect(fetch.requests[0]).toMatchObject({ url: 'https://shop.example.com/api/a?crumb=c1', credentials: 'same-origin' });
    expect(fetch.requests[0]?.headers['X-SiteUser-XSRF-Token']).toBe('x1');
    expect(fetch.requests[1]?.url).toBe('https://other.example.org/api/b?crumb=c1');
    expect(fetch.requests[1]?.headers).toMatchObject({ 'X-SiteUser-XSRF-Token': 'x2', 'X-Extra': '1' });
  });

  it('refuses a list as form data with a clear error', async () => {
    const { call } = setup([{ status: 200, body: {} }]);
    await expect(call.post('/api/x', { data: [1, 2] })).rejects.toThrow(/json: true/);
  });
});

describe('data call: answers', () => {
  it('204 is an empty success', async () => {
    const { call } = setup([{ status: 204 }]);
    expect(await call.del('/api/x')).toEqual({ ok: true, status: 204, value: undefined });
  });

  it('a reply with an error field is a failure carrying its field errors', async () => {
    const { call, overlays } = setup([{ status: 200, body: { error: 'Bad things.', errors: { 'field-1': 'Required.', n: 3 } } }]);
    const result = await call.post('/api/x', { data: { a: 1 } });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error).toMatchObject({
      kind: 'reply',
      status: 200,
      message: 'Bad things.',
      errors: { 'field-1': 'Required.', n: '3' },
      method: 'POST',
      url: '/api/x?crumb=c1',
    });
    expect(overlays).toEqual([]);
  });

  it('text that is not JSON gives the parse message with the URL', async () => {
    const { call } = setup([{ status: 200, body: '<html>' }]);
    const result = await call.get('/api/x');
    expect(!result.ok && result.error.kind).toBe('parse');
    expect(!result.ok && result.error.message).toMatch(/^Internal Error: Unable to parse server response from \(\/api\/x\?crumb=c1\) as JSON: .+$/);
    const message = (() => {
      try {
        JSON.parse('<html>');
        return '';
      } catch (error) {
        return (error as Error).message;
      }
    })();
    expect(!result.ok && result.error.message).toBe(`Internal Error: Unable to parse server response from (/api/x?crumb=c1) as JSON: ${message}`);
  });

  it('400, 401, 500 and 502 with a JSON error body go to the failure result, without the overlay', async () => {
    for (const status of [400, 401, 500, 502]) {
      const { call, overlays } = setup([{ status, body: { message: `m${status}` } }]);
      const result = await call.post('/api/x');
      expect(!result.ok && result.error).toMatchObject({ kind: 'reply', status, message: `m${status}` });
      expect(overlays).toEqual([]);
    }
    const { call } = setup([{ status: 400, body: { billingErrorCode: 'CARD_DECLINED' } }]);
    const result = await call.post('/api/x');
    expect(!result.ok && result.error).toMatchObject({ kind: 'reply', message: 'Unable to connect…' });
    expect(!result.ok && result.error.reply).toEqual({ billingErrorCode: 'CARD_DECLINED' });
  });

  it('gives each failing status its message and brings up the overlay for 5xx, 401 and 403', async () => {
    const cases: Array<[number, string, boolean]> = [
      [400, 'Unable to connect…', false],
      [404, 'Unable to connect…', false],
      [401, 'Unauthorized request.', true],
      [403, 'Unauthorized request.', true],
      [500, 'Internal server error. Please try again later.', true],
      [501, 'Internal server error. Please try again later.', true],
      [503, 'This service is temporarily unavailable. Please try again later.', true],
      [504, 'Unable to connect…', true],
    ];
    for (const [status, message, overlay] of cases) {
      const { call, overlays } = setup([{ status, body: 'oops' }]);
      const result = await call.get('/api/x');
      expect(!result.ok && result.error).toMatchObject({ kind: 'status', status, message });
      expect(overlays.map((o) => o.text)).toEqual(overlay ? [message] : []);
      if (overlay) expect(overlays[0]).toMatchObject({ title: 'Something Went Wrong!', cause: { kind: 'status', status } });
    }
  });
});

describe('data call: reply flags', () => {
  it('loginRequired fires the login event', async () => {
    const { call, onLoginRequired, overlays } = setup([{ status: 401, body: { error: 'Login.', loginRequired: true } }]);
    const result = await call.get('/api/x');
    expect(onLoginRequired).toHaveBeenCalledTimes(1);
    expect(overlays).toEqual([]);
    expect(!result.ok && result.error.flags.loginRequired).toBe(true);
  });

  it('authorizationFail and cleaned bring up the overlay with their texts', async () => {
    const auth = setup([{ status: 200, body: { error: 'no', authorizationFail: true } }]);
    await auth.call.get('/api/x');
    expect(auth.overlays.map((o) => [o.title, o.text])).toEqual([['Something Went Wrong!', 'Unauthorized request.']]);

    const cleaned = setup([{ status: 200, body: { error: 'x', cleaned: true } }]);
    await cleaned.call.get('/api/x');
    expect(cleaned.overlays.map((o) => [o.title, o.text])).toEqual([
      ['Something Went Wrong!', 'Our system has encountered an error. This exception has been automatically logged and reported. We will return shortly.'],
    ]);
  });

  it('network shows the server text, or the standard text when there is none', async () => {
    const withText = setup([{ status: 200, body: { error: 'Down for maintenance.', network: true } }]);
    await withText.call.get('/api/x');
    expect(withText.overlays[0]?.text).toBe('Down for maintenance.');
    const without = setup([{ status: 200, body: { error: true, network: true } }]);
    await without.call.get('/api/x');
    expect(without.overlays[0]?.text).toBe('Unable to connect to the product. Please try again.');
  });

  it('crumbFail stores the new crumb and retries once with it', async () => {
    const { call, fetch, cookies } = setup([
      { status: 200, body: { error: 'crumb', crumbFail: true, crumb: 'c2' } },
      { status: 200, body: { done: true } },
    ]);
    const result = await call.post('/api/x', { data: { a: 1 } });
    expect(result).toEqual({ ok: true, status: 200, value: { done: true } });
    expect(cookies.get('crumb')).toBe('c2');
    expect(fetch.requests.map((r) => r.url)).toEqual(['/api/x?crumb=c1', '/api/x?crumb=c2']);
    expect(fetch.requests[1]?.body).toBe('a=1');
  });

  it('a crumbFail reply without an error field is still a failure: the crumb is stored and the call retried', async () => {
    const { call, fetch, cookies } = setup([
      { status: 200, body: { crumbFail: true, crumb: 'c3' } },
      { status: 200, body: { done: true } },
    ]);
    const result = await call.post('/api/x', { data: { a: 1 } });
    expect(result).toEqual({ ok: true, status: 200, value: { done: true } });
    expect(cookies.get('crumb')).toBe('c3');
    expect(fetch.requests.map((r) => r.url)).toEqual(['/api/x?crumb=c1', '/api/x?crumb=c3']);
  });

  it('crumbFail never retries twice', async () => {
    const { call, fetch } = setup([{ status: 200, body: { error: 'crumb', crumbFail: true, crumb: 'c2' } }]);
    const result = await call.post('/api/x');
    expect(fetch.requests).toHaveLength(2);
    expect(!result.ok && result.error.flags.crumbFail).toBe(true);
  });
});

describe('data call: the network', () => {
  it('retries nothing but a bad crumb: a failing status, an error reply or an overlay status is tried once', async () => {
    for (const answer of [{ status: 404 }, { status: 429 }, { status: 500 }, { status: 200, body: { error: 'no' } }]) {
      const once = setup([answer, { status: 200, body: { n: 1 } }]);
      expect((await once.call.get('/api/x')).ok).toBe(false);
      expect(once.fetch.requests).toHaveLength(1);
    }
  });

  it('a call with no answer is tracked as system_network_error, tried once, and never throws', async () => {
    const { call, fetch, tracked, overlays } = setup([new TypeError('Failed to fetch')]);
    const result = await call.get('/api/x');
    expect(result).toEqual({
      ok: false,
      error: { kind: 'connection', method: 'GET', url: '/api/x?crumb=c1', status: 0, message: 'Unable to connect…', flags: expect.any(Object) },
    });
    expect(fetch.requests).toHaveLength(1);
    expect(tracked).toEqual([['system_network_error', { url: '/api/x?crumb=c1', method: 'GET', message: 'Failed to fetch' }]]);
    expect(overlays).toEqual([]);
  });

  it('resolves for any status and any body', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 200, max: 599 }), fc.oneof(fc.string(), fc.json()), async (status, body) => {
        const { call } = setup([{ status, body }]);
        const result = await call.get('/api/x');
        expect(typeof result.ok).toBe('boolean');
        if (!result.ok) expect(result.error.message.length).toBeGreaterThan(0);
      }),
    );
  });

  it('a call the caller cancelled is neither tracked nor shown', async () => {
    const controller = new AbortController();
    controller.abort();
    const { call, fetch, tracked, overlays } = setup(() => new DOMException('This operation was aborted', 'AbortError'));
    const result = await call.get('/api/x', { signal: controller.signal });
    expect(!result.ok && result.error).toMatchObject({ kind: 'aborted', status: 0, message: 'This operation was aborted' });
    expect([fetch.requests.length, tracked.length, overlays.length]).toEqual([1, 0, 0]);
  });

  it('still resolves when a page callback throws', async () => {
    const boom = () => {
      throw new Error('callback broke');
    };
    const { call } = setup([{ status: 500 }], { onSystemError: boom, track: boom, onLoginRequired: boom });
    const result = await call.get('/api/x');
    expect(!result.ok && result.error.status).toBe(500);
    const offline = setup([new TypeError('offline')], { track: boom });
    expect((await offline.call.get('/api/x')).ok).toBe(false);
  });
});
