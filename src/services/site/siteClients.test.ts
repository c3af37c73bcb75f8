import { describe, expect, it } from 'vitest';
import { memoryCookieJar } from '../cookies/cookieJar';
import { createDataCall } from '../http/dataCall';
import { createFetchState } from '../http/fetchState';
import { recordingFetch, type Responder, type ScriptedAnswer } from '../http/recordingFetch';
import { createMultilingualClient, languagesOf } from './multilingualClient';
import { createSiteHeaderFooterClient } from './siteHeaderFooterClient';

function setup(script: Responder | readonly ScriptedAnswer[]) {
  const fetch = recordingFetch(script);
  const call = createDataCall({ fetch, cookies: memoryCookieJar({ crumb: 'c1' }), sleep: async () => undefined });
  return { fetch, call };
}

const sent = (fetch: ReturnType<typeof recordingFetch>) => fetch.requests.map((r) => `${r.method} ${r.url}${r.body ? ` ${r.body}` : ''}`);

describe('multilingual client', () => {
  it('reads settings, status and languages', async () => {
    const { fetch, call } = setup((request) => {
      if (request.url.startsWith('/api/multilingual/languages')) return { status: 200, body: { languages: [{ code: 'fr' }, 'de'] } };
      return { status: 200, body: { enabled: true } };
    });
    const client = createMultilingualClient(call);
    expect(await client.getSettings()).toEqual({ ok: true, status: 200, data: { enabled: true } });
    expect(await client.getStatus()).toEqual({ ok: true, status: 200, data: { enabled: true } });
    expect(await client.getLanguages()).toEqual({ ok: true, status: 200, data: [{ code: 'fr' }, 'de'] });
    expect(sent(fetch)).toEqual([
      'GET /api/multilingual/settings?crumb=c1',
      'GET /api/multilingual/status?crumb=c1',
      'GET /api/multilingual/languages?crumb=c1',
    ]);
  });

  it('puts the languages as JSON and disconnects the provider', async () => {
    const { fetch, call } = setup([{ status: 204 }]);
    const client = createMultilingualClient(call);
    expect((await client.putLanguages([{ code: 'fr', name: 'Français' }])).ok).toBe(true);
    expect((await client.disconnect()).ok).toBe(true);
    expect(sent(fetch)).toEqual([
      'PUT /api/multilingual/languages?crumb=c1 {"languages":[{"code":"fr","name":"Français"}]}',
      'DELETE /api/multilingual/connection?crumb=c1',
    ]);
    expect(fetch.requests[0]?.headers['Content-Type']).toBe('application/json');
    expect(() => client.putLanguages([3 as unknown as string])).toThrow(TypeError);
  });

  it('a languages reply that is not a list is a shape failure, not an empty list', async () => {
    const { call } = setup([{ status: 200, body: { languages: 'fr' } }]);
    const result = await createMultilingualClient(call).getLanguages();
    expect(!result.ok && result.failure).toMatchObject({
      kind: 'shape',
      message: 'Unexpected reply from /api/multilingual/languages: expected a list of languages',
      reply: { languages: 'fr' },
    });
    expect(languagesOf(['en'])).toEqual(['en']);
    expect(languagesOf({})).toBeUndefined();
  });

  it('passes the data call failure on', async () => {
    const { call } = setup([{ status: 404 }]);
    const result = await createMultilingualClient(call).getSettings();
    expect(!result.ok && result.failure).toMatchObject({ kind: 'status', status: 404, message: 'Unable to connect…' });
  });
});

describe('site header/footer client', () => {
  it('gets and puts header and footer', async () => {
    const { fetch, call } = setup([{ status: 200, body: { header: { layout: 'center' }, footer: null } }, { status: 200, body: {} }]);
    const client = createSiteHeaderFooterClient<{ layout: string }, null>(call);
    expect(await client.get()).toEqual({ ok: true, status: 200, data: { header: { layout: 'center' }, footer: null } });
    await client.put({ header: { layout: 'left' }, footer: null });
    expect(sent(fetch)).toEqual([
      'GET /api/site-header-footer?crumb=c1',
      'PUT /api/site-header-footer?crumb=c1 {"header":{"layout":"left"},"footer":null}',
    ]);
  });

  it('refuses a reply or an update without both parts', async () => {
    const { call, fetch } = setup([{ status: 200, body: { header: {} } }]);
    const client = createSiteHeaderFooterClient(call);
    const result = await client.get();
    expect(!result.ok && result.failure.kind).toBe('shape');
    expect(() => client.put({ header: {}, footer: undefined })).toThrow(TypeError);
    expect(fetch.requests).toHaveLength(1);
  });

  it('drives the generic fetch state: failed, refetch, success', async () => {
    let down = true;
    const { call } = setup(() => (down ? { status: 503 } : { status: 200, body: { header: 'h', footer: 'f' } }));
    const client = createSiteHeaderFooterClient<string, string>(call);
    const store = createFetchState(() => client.get());
    expect(store.get().status).toBe('pending');
    await new Promise((r) => setTimeout(r, 0));
    const failed = store.get();
    expect(failed).toMatchObject({ status: 'failed', message: 'This service is temporarily unavailable. Please try again later.' });
    down = false;
    if (failed.status === 'failed') await failed.refetch();
    expect(store.get()).toEqual({ status: 'success', data: { header: 'h', footer: 'f' } });
  });
});
