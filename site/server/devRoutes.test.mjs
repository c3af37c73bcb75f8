import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NEWSLETTER_FORM_ID, startTestSite } from '../testing/siteClient.mjs';

/** @type {Awaited<ReturnType<typeof startTestSite>>} */
let site;
beforeAll(async () => {
  site = await startTestSite();
});
afterAll(() => site.close());

/** The headers a browser adds to a post from one of the dev site's own pages. */
const fromOwnPage = () => ({ origin: site.url, 'sec-fetch-site': 'same-origin' });

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
    const reset = await fetch(`${site.url}/__dev/reset`, {
      method: 'POST',
      redirect: 'manual',
      headers: fromOwnPage(),
      body: new URLSearchParams({ return: '/__dev/' }),
    });
    expect(reset.status).toBe(303);
    expect(reset.headers.get('location')).toBe('/__dev/');
    expect(await client.rows('quick_view_census')).toEqual([]);
  });
});

describe('/__dev/cart', () => {
  it('sets and clears the cart cookies, then goes back to the page', async () => {
    const filled = await fetch(`${site.url}/__dev/cart`, {
      method: 'POST',
      redirect: 'manual',
      headers: fromOwnPage(),
      body: new URLSearchParams({ action: 'fill', return: '/store' }),
    });
    expect(filled.status).toBe(303);
    expect(filled.headers.get('location')).toBe('/store');
    expect(filled.headers.getSetCookie()).toEqual([expect.stringMatching(/^hasCart=true;/), expect.stringMatching(/^CART=cart-dev-0001;/)]);
    const emptied = await fetch(`${site.url}/__dev/cart`, {
      method: 'POST',
      redirect: 'manual',
      headers: fromOwnPage(),
      body: new URLSearchParams({ action: 'empty', return: '//evil.example' }),
    });
    expect(emptied.headers.get('location')).toBe('/store');
    expect(emptied.headers.getSetCookie().every((c) => c.includes('Max-Age=0'))).toBe(true);
  });
});

describe('/__dev/cart return', () => {
  it('goes back only to a path of this site, whatever the spelling of another origin', async () => {
    const locations = {};
    for (const back of ['/\\evil.example', '/\t/evil.example', 'http://evil.example/', '/cart?from=store']) {
      const response = await fetch(`${site.url}/__dev/cart`, {
        method: 'POST',
        redirect: 'manual',
        headers: fromOwnPage(),
        body: new URLSearchParams({ action: 'empty', return: back }),
      });
      locations[back] = response.headers.get('location');
    }
    expect(locations).toEqual({
      '/\\evil.example': '/store',
      '/\t/evil.example': '/store',
      'http://evil.example/': '/store',
      '/cart?from=store': '/cart?from=store',
    });
  });
});

describe('cross-site requests to the dev routes', () => {
  /** Arms a harmless fault the way a test does, then checks whether a request got through. */
  const armed = async () => (await (await fetch(`${site.url}/__dev/faults`)).json()).armed;

  it('refuses posts another site could make: text/plain, a form, any body from another origin; the site’s state unchanged', async () => {
    await fetch(`${site.url}/__dev/faults`, { method: 'DELETE' });
    const fault = JSON.stringify({ path: '/api/commerce/shopping-cart', status: 500 });
    /** @type {Record<string, string>[]} */
    const attempts = [
      { 'content-type': 'text/plain' },
      { 'content-type': 'application/x-www-form-urlencoded' },
      { 'content-type': 'application/json', origin: 'http://evil.example' },
      { 'content-type': 'application/json', 'sec-fetch-site': 'cross-site' },
      { 'content-type': 'text/plain', origin: 'null' },
    ];
    for (const headers of attempts) {
      const response = await fetch(`${site.url}/__dev/faults`, { method: 'POST', headers, body: fault });
      expect(response.status, JSON.stringify(headers)).toBe(403);
      expect((await response.json()).error).toMatch(/^Refused: /);
    }
    expect(await armed()).toEqual([]);
    const client = site.client();
    await client.page('/');
    await client.call('POST', '/api/census/RecordQuickView/kept');
    const reset = await fetch(`${site.url}/__dev/reset`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain', origin: 'http://evil.example', 'sec-fetch-site': 'cross-site' },
      body: 'x',
    });
    expect(reset.status).toBe(403);
    expect((await client.rows('quick_view_census')).map((r) => r.item_id)).toContain('kept');
  });

  it('still takes JSON from tools and tests (no browser headers) and from its own pages', async () => {
    const fault = JSON.stringify({ path: '/api/commerce/shopping-cart', status: 500 });
    expect((await fetch(`${site.url}/__dev/faults`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: fault })).status).toBe(200);
    expect((await fetch(`${site.url}/__dev/faults`, { method: 'DELETE', headers: fromOwnPage() })).status).toBe(200);
    expect(await armed()).toEqual([]);
  });
});
