import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSite } from '../testing/siteClient.mjs';
import { requestUrl } from './dispatch.mjs';

/** Sends one raw request line (the target exactly as given) and returns the status line of the reply. */
function rawStatus(url, target) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.write(`GET ${target} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nConnection: close\r\n\r\n`));
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

  it('anything else is no URL of this site', () => {
    for (const target of ['http://evil.example/', '*', '', undefined, 'contact']) expect(requestUrl(target)).toBeNull();
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
    for (const target of ['//', '///', '//[', '//%', '/\\', 'http://evil.example/', '*', '//evil.example/contact']) answers[target] = await rawStatus(site.url, target);
    expect(answers).toEqual({
      '//': 'HTTP/1.1 404 Not Found',
      '///': 'HTTP/1.1 404 Not Found',
      '//[': 'HTTP/1.1 404 Not Found',
      '//%': 'HTTP/1.1 404 Not Found',
      '/\\': 'HTTP/1.1 404 Not Found',
      'http://evil.example/': 'HTTP/1.1 400 Bad Request',
      '*': 'HTTP/1.1 400 Bad Request',
      '//evil.example/contact': 'HTTP/1.1 404 Not Found',
    });
    expect((await fetch(`${site.url}/contact`)).status).toBe(200);
  });
});
