import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestSite } from '../testing/siteClient.mjs';
import { SITE_USER_COOKIE, xsrfTokenOf } from './accountRoutes.mjs';
import { BEACON_BODY_BYTES } from './trackingRoutes.mjs';

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
});

describe('tracking calls', () => {
  it('take no body over 64 KiB: 413 with the prepared message, nothing stored', async () => {
    const before = (await client.rows('events')).length;
    const big = { analyticsId: 'a', customSchemaName: 'big', customData: { text: 'x'.repeat(BEACON_BODY_BYTES) } };
    const response = await client.call('POST', '/api/v1/events', { crumb: null, json: big });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: `Request body is larger than ${BEACON_BODY_BYTES} bytes` });
    expect(await client.rows('events')).toHaveLength(before);
    const census = await client.call('POST', '/api/census/RecordHit', { crumb: null, text: 'x'.repeat(BEACON_BODY_BYTES + 1) });
    expect(census.status).toBe(413);
    expect((await client.call('POST', '/api/v1/events', { crumb: null, json: { ...big, customData: { text: 'small' } } })).status).toBe(200);
  });

  it('answers a body nested past 64 levels with 400, not a server error', async () => {
    const deep = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
    const response = await client.call('POST', '/api/events/RecordJavascriptErrors', { text: deep, headers: { 'content-type': 'application/json' } });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'Request body nests deeper than 64 levels' });
    const field = await client.call('POST', '/api/events/Trace', { crumb: null, form: { data: `${'['.repeat(70)}${']'.repeat(70)}` } });
    expect(field.status).toBe(400);
  });

  it('stores traces from a form-encoded data list', async () => {
    const data = [
      { pageUrl: '/', type: 'lcp', data: { ms: 1200 } },
      { pageUrl: '/', type: 'cls', data: { v: 0.01 } },
    ];
    expect(await (await client.call('POST', '/api/events/Trace', { crumb: null, form: { data: JSON.stringify(data) } })).json()).toEqual({});
    expect((await client.rows('traces')).slice(0, 2).map((r) => r.type)).toEqual(['cls', 'lcp']);
  });

  it('answers a trace body that is not a list with 400 and says what it expected', async () => {
    const response = await client.call('POST', '/api/events/Trace', { form: { data: 'nope' } });
    expect(response.status).toBe(400);
    expect((await response.json()).error).toContain('pageUrl');
  });

  it('stores a census hit with the visitor cookie, sent without a crumb', async () => {
    client.jar.set('ss_cvr', 'abc|1|2|3|4');
    await client.call('POST', '/api/census/RecordHit', { crumb: null, form: { event: 'view', data: JSON.stringify({ title: 'Home' }) } });
    expect((await client.rows('hits'))[0]).toMatchObject({ event: 'view', data_json: { title: 'Home' }, visitor_cookie: 'abc|1|2|3|4' });
  });

  it('stores button, form-render, overlay and quick-view census', async () => {
    await client.call('POST', '/api/census/button-click', { json: { id: 'b1', buttonText: 'Visit the store', clickthroughUrl: '/store' } });
    await client.call('POST', '/api/census/button-render', { json: { id: 'b1', buttonText: 'Visit the store' } });
    await client.call('POST', '/api/census/form-render', { json: { formId: 'f1', visitorCookie: 'v' } });
    await client.call('POST', '/api/census/overlay', { json: { event: 'shown' } });
    await client.call('POST', '/api/census/RecordQuickView/prod-print');
    expect((await client.rows('button_census')).slice(0, 2).map((r) => r.kind)).toEqual(['button-render', 'button-click']);
    expect((await client.rows('form_census'))[0]).toMatchObject({ form_id: 'f1', visitor_cookie: 'v' });
    expect((await client.rows('overlay_census'))[0]?.payload_json).toMatchObject({ event: 'shown' });
    expect((await client.rows('quick_view_census'))[0]).toMatchObject({ item_id: 'prod-print' });
  });

  it('answers usage events on /api/v1/events with 200, without a crumb (beacon)', async () => {
    const response = await client.call('POST', '/api/v1/events', {
      crumb: null,
      text: JSON.stringify({ analyticsId: 'a1', commonData: { pagePath: '/' }, customData: { x: 1 }, customSchemaName: 'page_view' }),
    });
    expect(response.status).toBe(200);
    expect((await client.rows('events'))[0]).toMatchObject({ source: 'v1', event: 'page_view', data_json: { customData: { x: 1 } } });
  });

  it('gives a pageLoadId and stores performance records sent as text/plain', async () => {
    const { pageLoadId } = await (await client.call('GET', '/api/1/performance/settings')).json();
    expect(pageLoadId).toMatch(/^[0-9a-f-]{36}$/);
    const records = [{ app: 'site', event: 'lcp', pageLoadId, ts: 5, data: { ms: 900 } }];
    expect((await client.call('POST', '/api/1/performance/records', { crumb: null, text: JSON.stringify(records) })).status).toBe(200);
    expect((await client.rows('performance_records'))[0]).toMatchObject({ app: 'site', event: 'lcp', page_load_id: pageLoadId, data_json: { ms: 900 } });
  });
});

describe('accounts and settings', () => {
  it('logs a site user in and out, never storing the password', async () => {
    const login = await client.call('POST', '/api/site-users/account/session', {
      json: { email: 'member@example.com', password: 'hunter2', rememberMe: true },
    });
    const { xsrfToken } = await login.json();
    expect(xsrfToken).toEqual(expect.any(String));
    const logout = await client.call('DELETE', '/api/site-users/account/session?cloneCart=true', { headers: { 'X-SiteUser-XSRF-Token': xsrfToken } });
    expect(logout.status).toBe(200);
    const [out, inn] = await client.rows('sessions');
    expect(out).toMatchObject({ action: 'logout', xsrf_token: xsrfToken, clone_cart: 'true' });
    expect(inn).toMatchObject({ action: 'login', email: 'member@example.com', remember_me: 'true' });
    expect(JSON.stringify(inn)).not.toContain('hunter2');
  });

  it('keeps the session in a cookie whose value is not the xsrfToken, and ties the token to it', async () => {
    const login = await client.call('POST', '/api/site-users/account/session', { json: { email: 'member@example.com', password: 'hunter2' } });
    const { xsrfToken } = await login.json();
    const [cookie] = login.headers.getSetCookie().filter((c) => c.startsWith(`${SITE_USER_COOKIE}=`));
    expect(cookie).toMatch(/; HttpOnly/);
    const session = decodeURIComponent(cookie?.split(';')[0]?.split('=')[1] ?? '');
    expect(session).not.toBe('');
    expect(session).not.toBe(xsrfToken);
    expect(xsrfTokenOf(session)).toBe(xsrfToken);
    // A logout without the header is recorded with the token of the cookie's session, never the cookie itself.
    await client.call('DELETE', '/api/site-users/account/session');
    const [out] = await client.rows('sessions');
    expect(out).toMatchObject({ action: 'logout', xsrf_token: xsrfToken });
  });

  it('refuses a login with a bad email with the dictionary message', async () => {
    const response = await client.call('POST', '/api/site-users/account/session', { json: { email: 'nope', password: 'x' } });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'Please enter a valid email' });
  });

  it('keeps languages and the header/footer for the run', async () => {
    const languages = [{ locale: 'en-US' }, { locale: 'fr-FR' }];
    await client.call('PUT', '/api/multilingual/languages', { json: { languages } });
    expect(await (await client.call('GET', '/api/multilingual/languages')).json()).toEqual({ languages });
    expect((await client.call('DELETE', '/api/multilingual/connection')).status).toBe(200);
    expect(await (await client.call('GET', '/api/multilingual/status')).json()).toEqual({ connected: false });
    await client.call('PUT', '/api/site-header-footer', { json: { header: '<b>H</b>', footer: 'F' } });
    expect(await (await client.call('GET', '/api/site-header-footer')).json()).toEqual({ header: '<b>H</b>', footer: 'F' });
  });
});

describe('look-ups', () => {
  it('answers place search and details from the example places', async () => {
    const { predictions } = await (await client.call('GET', '/api/google-maps/places/autocomplete?input=main')).json();
    expect(predictions).toEqual([{ placeId: 'dev-place-main', description: '100 Main Street, Springfield, IL, USA' }]);
    const { result } = await (await client.call('GET', '/api/google-maps/places/details?placeId=dev-place-main')).json();
    expect(result).toMatchObject({ city: 'Springfield', zip: '62701' });
    expect((await client.call('GET', '/api/google-maps/places/details?placeId=x')).status).toBe(404);
  });

  it('answers the replay id with the id that keeps replay off', async () => {
    expect(await (await client.call('GET', '/api/commerce/fullstory/getId')).json()).toBe('automated-mock-id');
  });
});

describe('widgets, checkout, config and unknown paths', () => {
  it('renders a summary of the example collection, escaped', async () => {
    const widgetJSON = JSON.stringify({ type: 55, id: 'summary-1', value: { collectionId: '64a1f0c2e4b0a1b2c3d4e5f6', pageSize: 2 } });
    const { html } = await (await client.call('POST', '/api/widget/GetWidgetRendering', { form: { widgetJSON } })).json();
    expect(html).toContain('A morning above the clouds');
    expect(html).toContain('Harbour lights');
    expect(html).not.toContain('Walking the dunes');
    const bad = await client.call('POST', '/api/widget/GetWidgetRendering', { form: { widgetJSON: '{' } });
    expect(bad.status).toBe(400);
  });

  it('shows what a checkout route received, and the cart', async () => {
    const html = await (await client.page('/checkout/giftcard?websiteId=w1&giftCardProductId=g1&sku=SQ1')).text();
    expect(html).toContain('giftCardProductId');
    expect(html).toContain('g1');
    expect(html).toContain('grandTotalCents');
    const checkout = await client.page('/commerce/goto-checkout');
    expect(checkout.status).toBe(200);
    expect(checkout.headers.getSetCookie()).toEqual([expect.stringMatching(/^crumb=/)]);
  });

  it('shows the config panel with frameUrl', async () => {
    const html = await (await client.page(`/config/?frameUrl=${encodeURIComponent('/store?x=<1>')}`)).text();
    expect(html).toContain('config panel');
    expect(html).toContain('/store?x=&lt;1&gt;');
  });

  it('answers unknown API paths with 404 JSON and unknown pages with 404', async () => {
    const api = await client.call('POST', '/api/nothing/here');
    expect(api.status).toBe(404);
    expect(await api.json()).toEqual({ error: 'Not found: /api/nothing/here' });
    expect((await client.page('/no-such-page')).status).toBe(404);
  });

  it('serves the pages with the runtime script and the story images', async () => {
    const page = await client.page('/gallery');
    expect(page.headers.get('content-type')).toContain('text/html');
    // render-blocking: the runtime's start-up (boxes kept for views, hidden markup) runs before the first paint
    expect(await page.text()).toContain('<script type="module" blocking="render" src="/runtime/runtime.js"></script>');
    const image = await client.page('/assets/gallery/meadow.jpg');
    expect(image.headers.get('content-type')).toBe('image/jpeg');
    expect((await client.page('/assets/gallery/none.jpg')).status).toBe(404);
  });
});

describe('the runtime', () => {
  it('is served from the runtime folder; without it the pages still load and warn in the console', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'dev-site-runtime-'));
    const without = await startTestSite({ runtimeDir: dir });
    try {
      const html = await (await without.client().page('/')).text();
      expect(html).toContain('console.warn(');
      expect(html).toContain('dist/runtime/runtime.js is missing');
      expect((await fetch(`${without.url}/runtime/runtime.js`)).status).toBe(404);
      writeFileSync(join(dir, 'runtime.js'), 'export const runtime = 1;\n');
      expect(await (await without.client().page('/')).text()).not.toContain('console.warn(');
      const script = await fetch(`${without.url}/runtime/runtime.js`);
      expect(script.headers.get('content-type')).toContain('text/javascript');
      expect(await script.text()).toBe('export const runtime = 1;\n');
    } finally {
      await without.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('starting', () => {
  it('says so clearly when the port is taken', async () => {
    const port = Number(new URL(site.url).port);
    await expect(startTestSite({ port })).rejects.toThrow(`Port ${port} on 127.0.0.1 is in use`);
  });
});
