import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSite } from '../testing/siteClient.mjs';
import { requestUrl } from './dispatch.mjs';

/** Sends one raw request line (the target exactly as given) and returns the status line of the reply. */
function rawStatus(url, target, host = new URL(url).host) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.write(`GET ${target} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`));
    let text = '';
    socket.on('data', (chunk) => (text += chunk));
    socket.on('end', () => resolve(text.split('\r\n')[0] ?? ''));
    socket.on('error', reject);
  });
}

describe('request targets', () => {
  it('a path from the root is read as such, even one starting with two slashes', () => {
    expect(requestUrl('/contact?x=1')?.pathname).toBe('/contact');
    expect(requestUrl('//evil.example/x')?.pathname).toBe('//evil.example/x');
    expect(requestUrl('//evil.example/x')?.host).toBe('dev.site');
  });

  it('anything else is no URL of this site, nor a path whose %-escapes do not decode', () => {
    for (const target of ['http://evil.example/', '*', '', undefined, 'contact', '/store/%E0%A4%A', '/%', '/a%ZZ']) expect(requestUrl(target)).toBeNull();
    expect(requestUrl('/store/%E0%A4%A4?q=%')?.pathname).toBe('/store/%E0%A4%A4');
  });
});

describe('the dev site and odd request targets', () => {
  /** @type {Awaited<ReturnType<typeof startTestSite>>} */
  let site;
  beforeAll(async () => {
    site = await startTestSite();
  });
  afterAll(() => site.close());

  it('answers each without going down, and still serves pages afterwards', async () => {
    const answers = {};
    for (const target of ['//', '///', '//[', '//%', '/\\', 'http://evil.example/', '*', '//evil.example/contact'])
      answers[target] = await rawStatus(site.url, target);
    expect(answers).toEqual({
      '//': 'HTTP/1.1 404 Not Found',
      '///': 'HTTP/1.1 404 Not Found',
      '//[': 'HTTP/1.1 404 Not Found',
      '//%': 'HTTP/1.1 400 Bad Request',
      '/\\': 'HTTP/1.1 404 Not Found',
      'http://evil.example/': 'HTTP/1.1 400 Bad Request',
      '*': 'HTTP/1.1 400 Bad Request',
      '//evil.example/contact': 'HTTP/1.1 404 Not Found',
    });
    expect((await fetch(`${site.url}/contact`)).status).toBe(200);
  });
});

describe('the dev site and hostile requests', () => {
  /** @type {Awaited<ReturnType<typeof startTestSite>>} */
  let site;
  beforeAll(async () => {
    site = await startTestSite({ allowedHosts: ['dev.example.test'] });
  });
  afterAll(() => site.close());

  it('answers a path whose %-escapes do not decode with 400, not a server error', async () => {
    for (const target of ['/store/%E0%A4%A', '/api/commerce/shopping-cart/entries/%E0', '/api/census/RecordQuickView/%FF%']) {
      expect(await rawStatus(site.url, target), target).toBe('HTTP/1.1 400 Bad Request');
    }
  });

  it('answers only to its own host names, so a rebinding page cannot read what it stored', async () => {
    const port = new URL(site.url).port;
    expect(await rawStatus(site.url, '/__dev/api/sessions', `evil.example:${port}`)).toBe('HTTP/1.1 403 Forbidden');
    expect(await rawStatus(site.url, '/', `localhost.evil.example:${port}`)).toBe('HTTP/1.1 403 Forbidden');
    for (const host of [`localhost:${port}`, `127.0.0.1:${port}`, `[::1]:${port}`, 'dev.example.test']) {
      expect(await rawStatus(site.url, '/__dev/api/sessions', host), host).toBe('HTTP/1.1 200 OK');
    }
  });

  it('reads a 10 MB body to its end and answers it with the prepared 413', async () => {
    const client = site.client();
    await client.page('/contact');
    const response = await client.call('POST', '/api/form/SaveFormSubmission', { json: { key: 'k', form: 'x'.repeat(10_000_000) } });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: 'Request body is larger than 1000000 bytes' });
    expect((await fetch(`${site.url}/contact`)).status).toBe(200);
  });
});
