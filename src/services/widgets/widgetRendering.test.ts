import { describe, expect, it } from 'vitest';
import { memoryCookieJar } from '../cookies/cookieJar';
import { createDataCall } from '../http/dataCall';
import { recordingFetch, type ScriptedAnswer } from '../http/recordingFetch';
import { WIDGET_RENDERING_URL, createWidgetRenderer } from './widgetRendering';

function setup(answers: readonly ScriptedAnswer[]) {
  const fetch = recordingFetch(answers);
  const cookies = memoryCookieJar({ crumb: 'c1' });
  const renderer = createWidgetRenderer(createDataCall({ fetch, cookies }));
  return { fetch, cookies, renderer };
}

const fields = (body: string | undefined) => Object.fromEntries(new URLSearchParams(body ?? ''));

describe('widget renderer', () => {
  it('posts widgetJSON as JSON text, form-encoded, with the crumb, and hands the reply on', async () => {
    const { fetch, renderer } = setup([{ status: 200, body: { html: '<p>Hi</p>' } }]);
    const result = await renderer.render({ widgetJSON: { type: 55, id: 'summary-1', value: { collectionId: 'c9', pageSize: 3 } } });
    expect(result).toEqual({ ok: true, status: 200, value: { html: '<p>Hi</p>' } });
    const [request] = fetch.requests;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe(`${WIDGET_RENDERING_URL}?crumb=c1`);
    expect(request?.headers['Content-Type']).toBe('application/x-www-form-urlencoded; charset=UTF-8');
    expect(fields(request?.body)).toEqual({ widgetJSON: '{"type":55,"id":"summary-1","value":{"collectionId":"c9","pageSize":3}}' });
  });

  it('adds collectionId as a field of its own when given (summaries of event collections)', async () => {
    const { fetch, renderer } = setup([{ status: 200, body: { html: '' } }]);
    await renderer.render({ widgetJSON: { type: 55, id: 'events', value: { collectionId: 'ev1' } }, collectionId: 'ev1' });
    expect(fields(fetch.requests[0]?.body).collectionId).toBe('ev1');
  });

  it('retries once with the new crumb after a crumbFail reply, as every data call does', async () => {
    const { fetch, cookies, renderer } = setup([
      { status: 200, body: { error: 'crumb', crumbFail: true, crumb: 'c2' } },
      { status: 200, body: { html: '<p>Hi</p>' } },
    ]);
    expect((await renderer.render({ widgetJSON: { type: 55, id: 's', value: {} } })).ok).toBe(true);
    expect(cookies.get('crumb')).toBe('c2');
    expect(fetch.requests.map((r) => r.url)).toEqual([`${WIDGET_RENDERING_URL}?crumb=c1`, `${WIDGET_RENDERING_URL}?crumb=c2`]);
  });

  it('resolves a connection failure to a failed result instead of throwing', async () => {
    const { renderer } = setup([new TypeError('Failed to fetch')]);
    const result = await renderer.render({ widgetJSON: { type: 55, id: 's', value: {} } });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.kind).toBe('connection');
  });
});
