/**
 * The follow button (000 §7 "a follow-button script (10 s timeout)", §9): the plain link it
 * starts as, read from the markup's link. Pure.
 */

/** Spec: follow-button timeout 10 s. */
export const FOLLOW_BUTTON_TIMEOUT_MS = 10000;

/**
 * The follow-button script (the spec does not show its address; this is the provider's
 * documented widgets script, which upgrades `a.twitter-follow-button` links).
 */
export const FOLLOW_BUTTON_SCRIPT_URL = 'https://platform.twitter.com/widgets.js';

/** The button's state: the plain link while the script loads, the provider's button once upgraded, the link for good when it failed. */
export type FollowButtonState = 'loading' | 'upgraded' | 'fallback';

export interface FollowLink {
  /** The profile's address (http or https). */
  href: string;
  /** The account's handle, without the @. */
  handle: string;
  /** The link's text: as the markup gives it, else "Follow @handle". */
  label: string;
}

const HANDLE = /^[A-Za-z0-9_]{1,15}$/;

/** The handle in a profile address (`https://x.com/harbourcoffee`, `https://twitter.com/harbourcoffee?lang=en`), else null. */
export function handleOf(href: string): string | null {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const [first, ...rest] = url.pathname.split('/').filter(Boolean);
  return first && rest.length === 0 && HANDLE.test(first.replace(/^@/, '')) ? first.replace(/^@/, '') : null;
}

/** The follow link from the markup's `href`, an optional `data-screen-name` and its text; null when no handle can be read. */
export function readFollowLink({
  href,
  screenName,
  text,
}: {
  href: string | null | undefined;
  screenName?: string | null;
  text?: string | null;
}): FollowLink | null {
  if (!href) return null;
  const named = screenName?.trim().replace(/^@/, '');
  const handle = named && HANDLE.test(named) ? named : handleOf(href);
  if (!handle || handleOf(href) === null) return null;
  const label = text?.replace(/\s+/g, ' ').trim() || `Follow @${handle}`;
  return { href, handle, label };
}
