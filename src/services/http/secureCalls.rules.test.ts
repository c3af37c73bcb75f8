import { describe, expect, it } from 'vitest';
import { isOnDomain, secureCallTarget } from './secureCalls.rules';

const providerDomains = ['provider.example', 'provider-cdn.example'];

describe('secure calls', () => {
  it('go to the site domain over https with credentials from a custom domain', () => {
    expect(secureCallTarget({ pageHost: 'www.bakery.test', siteDomain: 'Bakery.Provider.Example', providerDomains })).toEqual({
      baseUrl: 'https://bakery.provider.example',
      credentials: 'include',
    });
  });

  it('stay on the page origin when the page runs on a provider domain', () => {
    expect(secureCallTarget({ pageHost: 'bakery.provider.example:443', siteDomain: 'bakery.test', providerDomains })).toEqual({
      baseUrl: '',
      credentials: 'same-origin',
    });
    expect(secureCallTarget({ pageHost: 'provider-cdn.example', siteDomain: 'bakery.test', providerDomains }).baseUrl).toBe('');
  });

  it('match whole domain labels only', () => {
    expect(isOnDomain('a.provider.example', 'provider.example')).toBe(true);
    expect(isOnDomain('badprovider.example', 'provider.example')).toBe(false);
    expect(isOnDomain('provider.example.', 'PROVIDER.example')).toBe(true);
    expect(isOnDomain('anything', '')).toBe(false);
  });

  it('refuses a site domain that is not a host name', () => {
    expect(() => secureCallTarget({ pageHost: 'x.test', siteDomain: 'https://x.test/path', providerDomains })).toThrow(/not a host name/);
    expect(() => secureCallTarget({ pageHost: 'x.test', siteDomain: '', providerDomains: [] })).toThrow(RangeError);
  });
});
