import { describe, expect, it } from 'vitest';
import { BodyError, jsonField, parseBody, parseCookies, serializeCookie } from './httpMessages.mjs';
import { decodeEntities, encodeBlockJson, escapeHtml } from './htmlText.mjs';
import { pageFileFor } from './pageRoutes.mjs';

describe('cookies', () => {
  it('parses a Cookie header, first value wins, percent-decoded', () => {
    expect(parseCookies('crumb=abc; ss_cvr=a%7C1%7C2; crumb=other; junk')).toEqual({ crumb: 'abc', ss_cvr: 'a|1|2' });
    expect(parseCookies(undefined)).toEqual({});
  });
  it('sets a cookie for the whole site', () => {
    expect(serializeCookie('crumb', 'a b')).toBe('crumb=a%20b; Path=/; SameSite=Lax');
  });
});

describe('parseBody', () => {
  it('reads JSON whatever the content type (beacons send text/plain)', () => {
    expect(parseBody('[{"a":1}]', 'text/plain;charset=UTF-8')).toEqual([{ a: 1 }]);
  });
  it('reads form-encoded fields', () => {
    expect(parseBody('event=view&data=%7B%22a%22%3A1%7D', 'application/x-www-form-urlencoded')).toEqual({ event: 'view', data: '{"a":1}' });
  });
  it('answers broken JSON with a 400 that says why', () => {
    expect(() => parseBody('{"a":', 'application/json')).toThrow(BodyError);
    expect(() => parseBody('{"a":', 'application/json')).toThrow(/^Request body is not valid JSON/);
  });
  it('keeps other text as it came', () => {
    expect(parseBody('hello there', 'text/plain')).toEqual({ text: 'hello there' });
    expect(parseBody('', undefined)).toEqual({});
  });
  it('reads a field that may be JSON text', () => {
    expect(jsonField('{"a":1}')).toEqual({ ok: true, value: { a: 1 } });
    expect(jsonField({ a: 1 })).toEqual({ ok: true, value: { a: 1 } });
    expect(jsonField('{')).toMatchObject({ ok: false });
  });
});

describe('HTML text', () => {
  it('round-trips block JSON through the entity encoding', () => {
    const value = { text: '<b>"Tom & Jerry"</b> {x}', n: 1 };
    expect(encodeBlockJson(value)).not.toMatch(/[{}"<>]/);
    expect(JSON.parse(decodeEntities(encodeBlockJson(value)))).toEqual(value);
  });
  it('escapes text for HTML and leaves unknown entities alone', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
    expect(decodeEntities('&unknown; &#x7B;&#125;&amp;')).toBe('&unknown; {}&');
  });
});

describe('pageFileFor', () => {
  it('maps paths to page files and refuses anything else', () => {
    expect(pageFileFor('/')).toBe('index.html');
    expect(pageFileFor('/contact')).toBe('contact.html');
    expect(pageFileFor('/contact/')).toBe('contact.html');
    expect(pageFileFor('/../package.json')).toBeNull();
    expect(pageFileFor('/a/b')).toBeNull();
  });
});
