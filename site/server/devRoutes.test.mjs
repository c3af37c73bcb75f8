import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NEWSLETTER_FORM_ID, startTestSite } from '../testing/siteClient.mjs';

/** @type {Awaited<ReturnType<typeof startTestSite>>} */
let site;
beforeAll(async () => {
  site = await startTestSite();
});
afterAll(() => site.close());

describe('/__dev/', () => {
  it('returns a table as JSON, latest first, with JSON columns parsed', async () => {
    const client = site.client();
    await client.page('/');
    for (const event of ['first', 'second']) {
      await client.call('POST', '/api/events/RecordEvent', { form: { event, data: JSON.stringify({ n: event }) } });
    }
    const rows = await client.rows('events');
    expect(rows.map((r) => r.event).slice(0, 2)).toEqual(['second', 'first']);
    expect(rows[0]).toMatchObject({ source: 'RecordEvent', data_json: { n: 'second' }, received_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });
  });

  it('answers an unknown table with 404 naming the tables', async () => {
    const response = await fetch(`${site.url}/__dev/api/nope`);
    expect(response.status).toBe(404);
    expect((await response.json()).error).toContain('form_submissions');
  });

  it('lists what was received as escaped HTML', async () => {
    const client = site.client();
    await client.page('/contact');
    await client.submit(NEWSLETTER_FORM_ID, { 'email-n1': 'x@example.com', 'name-n2': { first: '<script>alert(1)</script>', last: 'B' } });
    const html = await (await fetch(`${site.url}/__dev/`)).text();
    expect(html).toContain('<h2 id="form_submissions">');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toContain('<script>alert(1)</script>');
  });

  it('empties every table on POST /__dev/reset', async () => {
    const client = site.client();
    await client.page('/');
    await client.call('POST', '/api/census/RecordQuickView/item-1');
    expect(await client.rows('quick_view_census')).toHaveLength(1);
    expect((await fetch(`${site.url}/__dev/reset`, { method: 'POST' })).status).toBe(200);
    expect(await client.rows('quick_view_census')).toEqual([]);
    expect(await client.rows('events')).toEqual([]);
  });

  it('empties the tables from the button on /__dev/ and goes back to it', async () => {
    const client = site.client();
    await client.page('/');
    await client.call('POST', '/api/census/RecordQuickView/item-2');
    const html = await (await fetch(`${site.url}/__dev/`)).text();
    expect(html).toContain('<form method="post" action="/__dev/reset">');
    const reset = await fetch(`${site.url}/__dev/reset`, { method: 'POST', redirect: 'manual', body: new URLSearchParams({ return: '/__dev/' }) });
    expect(reset.status).toBe(303);
    expect(reset.headers.get('location')).toBe('/__dev/');
    expect(await client.rows('quick_view_census')).toEqual([]);
  });
});

describe('/__dev/cart', () => {
  it('sets and clears the cart cookies, then goes back to the page', async () => {
    const filled = await fetch(`${site.url}/__dev/cart`, { method: 'POST', redirect: 'manual', body: new URLSearchParams({ action: 'fill', return: '/store' }) });
    expect(filled.status).toBe(303);
    expect(filled.headers.get('location')).toBe('/store');
    expect(filled.headers.getSetCookie()).toEqual([expect.stringMatching(/^hasCart=true;/), expect.stringMatching(/^CART=cart-dev-0001;/)]);
    const emptied = await fetch(`${site.url}/__dev/cart`, { method: 'POST', redirect: 'manual', body: new URLSearchParams({ action: 'empty', return: '//evil.example' }) });
    expect(emptied.headers.get('location')).toBe('/store');
    expect(emptied.headers.getSetCookie().every((c) => c.includes('Max-Age=0'))).toBe(true);
  });
});
