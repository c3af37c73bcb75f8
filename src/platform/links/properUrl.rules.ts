/**
 * The "proper URL" rule and the blog URL format rule. Pure.
 */
import type { Result } from '../result/result';

/** A dotted domain ending in 2 or 3 letters, e.g. example.com, www.example.co.uk. */
const PROPER_HOST = /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,3}$/i;

/**
 * The host part of a URL, with or without its protocol: what lies between `scheme://`
 * (or the start) and the first `/`, `?`, `#` or `:` (a port). User info is dropped.
 */
function hostOf(url: string): string {
  const withoutScheme = url.trim().replace(/^[a-z][a-z0-9+.-]*:\/\//i, '');
  const authority = withoutScheme.split(/[/?#]/)[0] ?? '';
  const host = authority.slice(authority.lastIndexOf('@') + 1);
  return host.split(':')[0] ?? '';
}

/** A proper URL needs a dotted domain with a 2 to 3 letter ending. */
export function isProperUrl(url: string): boolean {
  return PROPER_HOST.test(hostOf(url));
}

/** The tokens a blog URL format may hold. */
export const BLOG_URL_FORMAT_TOKENS = ['%y', '%m', '%d', '%t'] as const;

/** The normalised format, or it with the tokens it may not hold. */
export type BlogUrlFormatResult = Result<string, { format: string; invalidTokens: string[] }>;

/**
 * Normalises a blog URL format: lower-cased, runs of slashes collapsed to one. Any `%`
 * token other than %y, %m, %d, %t makes it invalid; the invalid tokens are listed (the
 * spec shows no message wording, so the caller words it).
 */
export function normaliseBlogUrlFormat(format: string): BlogUrlFormatResult {
  const normalised = format.toLowerCase().replace(/\/{2,}/g, '/');
  const tokens = normalised.match(/%./g) ?? [];
  const invalidTokens = [...new Set(tokens.filter((t) => !(BLOG_URL_FORMAT_TOKENS as readonly string[]).includes(t)))];
  // A lone % at the end is a token with nothing after it.
  if (/%$/.test(normalised.replace(/%./g, ''))) invalidTokens.push('%');
  return invalidTokens.length === 0 ? { ok: true, value: normalised } : { ok: false, error: { format: normalised, invalidTokens } };
}
