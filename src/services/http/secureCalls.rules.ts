import type { FetchInitLike } from './fetchLike';

/**
 * Where secure calls go (spec 000 §6): to the site's own domain over https with
 * credentials, unless the page runs on one of the provider's own domains, where they
 * stay on the page's origin. The provider's domains are a parameter. Pure; the result
 * feeds `createDataCall({ baseUrl, credentials })`.
 */
export interface SecureCallTarget {
  /** `https://{site domain}`, or '' for the page's own origin. */
  baseUrl: string;
  credentials: NonNullable<FetchInitLike['credentials']>;
}

const HOST = /^(?=.{1,253}$)[a-z\d](?:[a-z\d-]{0,61}[a-z\d])?(?:\.[a-z\d](?:[a-z\d-]{0,61}[a-z\d])?)*$/;

/** Lower case, without port or trailing dot. */
export function normalizeHost(host: string): string {
  return host.trim().toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
}

/** The host is the domain or one of its subdomains (`shop.example.com` is on `example.com`, `badexample.com` is not). */
export function isOnDomain(host: string, domain: string): boolean {
  const h = normalizeHost(host);
  const d = normalizeHost(domain).replace(/^\./, '');
  return d !== '' && (h === d || h.endsWith(`.${d}`));
}

export function secureCallTarget(input: { pageHost: string; siteDomain: string; providerDomains: readonly string[] }): SecureCallTarget {
  if (input.providerDomains.some((domain) => isOnDomain(input.pageHost, domain))) {
    return { baseUrl: '', credentials: 'same-origin' };
  }
  const site = normalizeHost(input.siteDomain);
  if (!HOST.test(site)) throw new RangeError(`The site's domain "${input.siteDomain}" is not a host name`);
  return { baseUrl: `https://${site}`, credentials: 'include' };
}
