import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { internalEnvironmentOf, isInternalHost, normaliseHost, type InternalDomain } from './hostEnvironment.rules';

const DOMAINS: InternalDomain[] = [
  { domain: 'corp.example', environment: 'internal' },
  { domain: 'stage.corp.example', environment: 'stage' },
  { domain: '.qa.example', environment: 'qa' },
  { domain: 'dev.example', environment: 'dev' },
];

describe('host environment', () => {
  it('hosts ending in an internal domain take its environment; the most specific wins', () => {
    expect(internalEnvironmentOf('site.corp.example', DOMAINS)).toBe('internal');
    expect(internalEnvironmentOf('site.stage.corp.example', DOMAINS)).toBe('stage');
    expect(internalEnvironmentOf('SITE.QA.EXAMPLE:8443', DOMAINS)).toBe('qa');
    expect(internalEnvironmentOf('dev.example.', DOMAINS)).toBe('dev');
  });

  it('a host merely ending in the same letters is not internal', () => {
    expect(internalEnvironmentOf('notcorp.example', DOMAINS)).toBeNull();
    expect(internalEnvironmentOf('corp.example.com', DOMAINS)).toBeNull();
    expect(internalEnvironmentOf('', DOMAINS)).toBeNull();
  });

  it('by default only local development hosts are internal (dev)', () => {
    expect(internalEnvironmentOf('localhost:6006')).toBe('dev');
    expect(internalEnvironmentOf('shop.localhost')).toBe('dev');
    expect(internalEnvironmentOf('127.0.0.1:3000')).toBe('dev');
    expect(internalEnvironmentOf('[::1]:3000')).toBe('dev');
    expect(isInternalHost('www.example.com')).toBe(false);
    expect(isInternalHost('mylocalhost.com')).toBe(false);
  });

  it('normalises hosts', () => {
    expect(normaliseHost(' Example.COM.:80 ')).toBe('example.com');
    expect(normaliseHost('[::1]:80')).toBe('[::1]');
  });

  it('no public host is internal under the default list', () => {
    fc.assert(
      fc.property(fc.domain(), (host) => {
        fc.pre(!/(^|\.)localhost$/.test(host));
        expect(isInternalHost(host)).toBe(false);
      }),
    );
  });
});
