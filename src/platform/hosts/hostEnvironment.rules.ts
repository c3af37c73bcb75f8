/**
 * Internal hosts and their environment. Hosts ending in one of the platform's internal
 * domains are internal, stage, qa or dev environments. The spec does not name those
 * domains, so the list is a parameter; the default holds only local development hosts
 * (`localhost`, `*.localhost`, `127.0.0.1`, `[::1]`) as dev, so a local dev site can
 * use the experiment override and no public host is ever taken for an internal one.
 * Pure.
 */
export type InternalEnvironment = 'internal' | 'stage' | 'qa' | 'dev';

export interface InternalDomain {
  /** A domain (`stage.example.net`): the host itself or any host under it matches. */
  domain: string;
  environment: InternalEnvironment;
}

export const DEFAULT_INTERNAL_DOMAINS: readonly InternalDomain[] = [
  { domain: 'localhost', environment: 'dev' },
  { domain: '127.0.0.1', environment: 'dev' },
  { domain: '[::1]', environment: 'dev' },
];

/** Lower-cased host name without port or trailing dot. Accepts a `host` or `hostname`. */
export function normaliseHost(host: string): string {
  let name = host.trim().toLowerCase();
  if (name.startsWith('[')) {
    const end = name.indexOf(']');
    return end < 0 ? name : name.slice(0, end + 1);
  }
  const colon = name.indexOf(':');
  if (colon >= 0) name = name.slice(0, colon);
  return name.replace(/\.+$/, '');
}

function normaliseDomain(domain: string): string {
  return normaliseHost(domain).replace(/^\.+/, '');
}

/**
 * The environment of an internal host, or null for every other host. When several
 * domains match, the longest (most specific) wins.
 */
export function internalEnvironmentOf(host: string, domains: readonly InternalDomain[] = DEFAULT_INTERNAL_DOMAINS): InternalEnvironment | null {
  const name = normaliseHost(host);
  if (name === '') return null;
  let best: InternalDomain | null = null;
  let bestLength = -1;
  for (const entry of domains) {
    const domain = normaliseDomain(entry.domain);
    if (domain === '') continue;
    if ((name === domain || name.endsWith(`.${domain}`)) && domain.length > bestLength) {
      best = entry;
      bestLength = domain.length;
    }
  }
  return best?.environment ?? null;
}

export function isInternalHost(host: string, domains: readonly InternalDomain[] = DEFAULT_INTERNAL_DOMAINS): boolean {
  return internalEnvironmentOf(host, domains) !== null;
}
