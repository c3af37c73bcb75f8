import { describe, expect, it } from 'vitest';
import { GUARD_MESSAGES, allowedHostNames, changesDevState, devWriteRefusal, hostName, hostRefusal, sameOriginPath } from './requestGuard.rules.mjs';

describe('the Host header', () => {
  const allowed = allowedHostNames('127.0.0.1', ['dev.example.test']);

  it('names the site: loopback names, the listen address and configured names, any port', () => {
    expect(allowed).toEqual(['localhost', '127.0.0.1', '[::1]', 'dev.example.test']);
    for (const host of ['127.0.0.1:4400', 'localhost', 'LOCALHOST:1', '[::1]:4400', 'dev.example.test:80']) expect(hostRefusal(host, allowed)).toBeNull();
    expect(hostRefusal(undefined, allowed)).toBeNull();
  });

  it('refuses any other name, as a rebinding page would send', () => {
    for (const host of ['evil.example:4400', 'localhost.evil.example', '127.0.0.1.nip.io', '', '[::2]:4400']) {
      expect(hostRefusal(host, allowed)).toBe(GUARD_MESSAGES.unknownHost(host, allowed));
    }
  });

  it('adds the listen address unless it is a wildcard, bracketing IPv6', () => {
    expect(allowedHostNames('0.0.0.0')).toEqual(['localhost', '127.0.0.1', '[::1]']);
    expect(allowedHostNames('::')).toEqual(['localhost', '127.0.0.1', '[::1]']);
    expect(allowedHostNames('fe80::1')).toContain('[fe80::1]');
    expect(allowedHostNames('192.168.1.5')).toContain('192.168.1.5');
    expect(hostName('[::1]:80')).toBe('[::1]');
  });
});

describe('requests that change the dev site', () => {
  const host = '127.0.0.1:4400';

  it('are the writes under /__dev/', () => {
    expect(changesDevState('POST', '/__dev/reset')).toBe(true);
    expect(changesDevState('DELETE', '/__dev/faults')).toBe(true);
    expect(changesDevState('GET', '/__dev/api/sessions')).toBe(false);
    expect(changesDevState('POST', '/api/form/SaveFormSubmission')).toBe(false);
  });

  it('are taken from tools (no browser headers) as JSON or with no body', () => {
    expect(devWriteRefusal({ host })).toBeNull();
    expect(devWriteRefusal({ host, contentType: 'application/json' })).toBeNull();
  });

  it('are taken from the site’s own pages, forms included', () => {
    const origin = 'http://127.0.0.1:4400';
    expect(devWriteRefusal({ host, origin, secFetchSite: 'same-origin', contentType: 'application/x-www-form-urlencoded' })).toBeNull();
    expect(devWriteRefusal({ host, origin, contentType: 'application/x-www-form-urlencoded' })).toBeNull();
  });

  it('are refused from another site, another port or an opaque origin, whatever the body', () => {
    expect(devWriteRefusal({ host, secFetchSite: 'cross-site', contentType: 'application/json' })).toBe(GUARD_MESSAGES.crossSite);
    expect(devWriteRefusal({ host, secFetchSite: 'same-site' })).toBe(GUARD_MESSAGES.crossSite);
    expect(devWriteRefusal({ host, origin: 'http://evil.example' })).toBe(GUARD_MESSAGES.crossSite);
    expect(devWriteRefusal({ host, origin: 'http://127.0.0.1:6006' })).toBe(GUARD_MESSAGES.crossSite);
    expect(devWriteRefusal({ host, origin: 'null' })).toBe(GUARD_MESSAGES.crossSite);
  });

  it('refuse a form no browser vouched for, and text/plain always', () => {
    expect(devWriteRefusal({ host, contentType: 'application/x-www-form-urlencoded' })).toBe(GUARD_MESSAGES.simpleBody);
    expect(devWriteRefusal({ host, contentType: 'multipart/form-data; boundary=x' })).toBe(GUARD_MESSAGES.simpleBody);
    expect(devWriteRefusal({ host, contentType: 'text/plain;charset=UTF-8' })).toBe(GUARD_MESSAGES.textBody);
    expect(devWriteRefusal({ host, origin: 'http://127.0.0.1:4400', contentType: 'text/plain' })).toBe(GUARD_MESSAGES.textBody);
  });
});

describe('sameOriginPath', () => {
  it('keeps a path of this site, normalised', () => {
    expect(sameOriginPath('/store', '/x')).toBe('/store');
    expect(sameOriginPath('/cart?a=1#b', '/x')).toBe('/cart?a=1#b');
    expect(sameOriginPath('/a/../store', '/x')).toBe('/store');
  });

  it('falls back for another origin in any spelling', () => {
    for (const value of [
      '/\\evil.example',
      '//evil.example',
      '/\t/evil.example',
      '\\\\evil.example',
      'http://evil.example/',
      'javascript:alert(1)',
      '',
      42,
      undefined,
    ]) {
      expect(sameOriginPath(value, '/store')).toBe('/store');
    }
  });
});
