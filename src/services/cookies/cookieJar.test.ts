import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { documentCookieJar, memoryCookieJar, parseCookieHeader, serializeCookie } from './cookieJar';

describe('cookie header parsing', () => {
  it('reads names and decoded values, first duplicate wins', () => {
    const parsed = parseCookieHeader('a=1; b=hello%20world; a=2; broken; c=%E0%A4%A');
    expect(parsed.get('a')).toBe('1');
    expect(parsed.get('b')).toBe('hello world');
    expect(parsed.get('c')).toBe('%E0%A4%A');
    expect(parsed.has('broken')).toBe(false);
  });

  it('reads back any value it serialised', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        const pair = serializeCookie('n', value).split(';')[0]!;
        expect(parseCookieHeader(pair).get('n')).toBe(value);
      }),
    );
  });
});

describe('cookie values', () => {
  it('keeps the characters a cookie value allows, pipes included, and encodes the rest', () => {
    expect(serializeCookie('ss_cvr', 'abc|1|2|3|4').split(';')[0]).toBe('ss_cvr=abc|1|2|3|4');
    expect(serializeCookie('n', 'a b;c,d"e%f\\g').split(';')[0]).toBe('n=a%20b%3Bc%2Cd%22e%25f%5Cg');
  });
});

describe('cookie jars', () => {
  it('document jar writes path, max-age and same-site', () => {
    const doc = { cookie: '' };
    documentCookieJar(doc).set('ss_cvt', '123', { maxAgeSeconds: 1800 });
    expect(doc.cookie).toBe('ss_cvt=123; path=/; max-age=1800; samesite=Lax');
  });

  it('memory jar expires cookies on its clock', () => {
    let t = 0;
    const jar = memoryCookieJar({}, () => t);
    jar.set('short', 'x', { maxAgeSeconds: 60 });
    jar.set('session', 'y');
    t = 59_999;
    expect(jar.get('short')).toBe('x');
    t = 60_000;
    expect(jar.get('short')).toBeNull();
    expect(jar.snapshot()).toEqual({ session: 'y' });
  });
});
