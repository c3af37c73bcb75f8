/**
 * Share buttons: links that share a page on a small, fixed set of services, and the
 * copy-link button's states and messages. Pure.
 *
 * The services are our choice (the spec names share buttons, not which): Facebook,
 * X, LinkedIn and email. Each is a plain link built from the page address and title,
 * percent-encoded; the web services open in a new window with rel="noopener
 * noreferrer", email opens the visitor's mail program.
 */
import type { MachineStep } from '../../primitives/machine/machineRunner';

export const SHARE_SERVICES = ['facebook', 'x', 'linkedin', 'email'] as const;
export type ShareService = (typeof SHARE_SERVICES)[number];

export const SHARE_SERVICE_NAMES: Readonly<Record<ShareService, string>> = {
  facebook: 'Facebook',
  x: 'X',
  linkedin: 'LinkedIn',
  email: 'email',
};

export const SHARE_MESSAGES = {
  copied: 'Link copied',
  copyFailed: 'Could not copy the link. Copy it from the address bar instead.',
} as const;

export interface SharedPage {
  /** The page's absolute http(s) address. */
  url: string;
  title: string;
}

export interface ShareLink {
  service: ShareService;
  href: string;
  /** The accessible name: "Share on Facebook", "Share by email". */
  label: string;
  /** Open in a new window (every service but email). */
  newWindow: boolean;
}

export class ShareUrlError extends TypeError {
  constructor(url: string) {
    super(`A shared page needs an absolute http or https address, not "${url}"`);
    this.name = 'ShareUrlError';
  }
}

/** The page's address, checked: absolute http(s) only, else ShareUrlError. */
export function checkedPageUrl(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url.trim());
  } catch {
    throw new ShareUrlError(url);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new ShareUrlError(url);
  return parsed.toString();
}

/**
 * `encodeURIComponent` of text that may hold a lone surrogate (a title cut inside an emoji,
 * which makes it throw "URI malformed"): each lone half becomes U+FFFD first.
 */
export function encodeShareText(text: string): string {
  return encodeURIComponent(text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD'));
}

function shareHref(service: ShareService, url: string, title: string): string {
  const u = encodeURIComponent(url);
  const t = encodeShareText(title);
  switch (service) {
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${u}`;
    case 'x':
      return `https://twitter.com/intent/tweet?url=${u}&text=${t}`;
    case 'linkedin':
      return `https://www.linkedin.com/sharing/share-offsite/?url=${u}`;
    case 'email':
      return `mailto:?subject=${t}&body=${u}`;
  }
}

/** The share links for a page, in the order of `services` (default all, each once). */
export function shareLinks(page: SharedPage, services: readonly ShareService[] = SHARE_SERVICES): ShareLink[] {
  const url = checkedPageUrl(page.url);
  const unique = [...new Set(services)];
  return unique.map((service) => ({
    service,
    href: shareHref(service, url, page.title),
    label: service === 'email' ? 'Share by email' : `Share on ${SHARE_SERVICE_NAMES[service]}`,
    newWindow: service !== 'email',
  }));
}

/** The copy-link button: idle, copying (waiting for the clipboard), copied or failed. */
export type CopyState = 'idle' | 'copying' | 'copied' | 'failed';
export type CopyEvent = { type: 'copy' } | { type: 'copied' } | { type: 'failed' } | { type: 'reset' };

export function copyReducer(state: CopyState, event: CopyEvent): CopyState {
  switch (event.type) {
    case 'copy':
      return state === 'copying' ? state : 'copying';
    case 'copied':
      return state === 'copying' ? 'copied' : state;
    case 'failed':
      return state === 'copying' ? 'failed' : state;
    case 'reset':
      return 'idle';
  }
}

/** One event through the button (what `useMachine` runs): a press that starts copying asks for the copy. */
export function copyStep(state: CopyState, event: CopyEvent): MachineStep<CopyState, 'copy'> {
  const next = copyReducer(state, event);
  return event.type === 'copy' && state !== 'copying' ? { state: next, effects: ['copy'] } : { state: next };
}

/** What the live region announces in a state ('' when there is nothing to say). */
export function copyAnnouncement(state: CopyState): string {
  if (state === 'copied') return SHARE_MESSAGES.copied;
  if (state === 'failed') return SHARE_MESSAGES.copyFailed;
  return '';
}
