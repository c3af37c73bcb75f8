/**
 * What the announcement bar says: its text and optional link, read into segments of
 * text, each a link or not. A link is kept only when the platform's link rules accept
 * it (web, page, file and anchor links; tel, sms and mailto within their limits);
 * otherwise its words stay, as plain text. Pure.
 */
import { classifyLink } from '../../platform/links/linkKind.rules';
import { checkLink } from '../../platform/links/linkLimits.rules';

export interface AnnouncementLinkInput {
  href: string;
  /** The link's words; absent or blank, the whole text is the link. */
  label?: string | null;
  /** Open in a new tab. */
  newWindow?: boolean;
}

export interface AnnouncementInput {
  text?: string | null;
  link?: AnnouncementLinkInput | null;
}

export interface AnnouncementSegment {
  text: string;
  /** The address, or null for plain text. */
  href: string | null;
  newWindow: boolean;
}

const LINKABLE_PROTOCOLS = new Set(['tel', 'sms', 'mailto']);

/** The link, trimmed, when it is one a visitor may follow from the bar; else null. */
export function usableAnnouncementHref(href: string): string | null {
  const { kind, link, protocol } = classifyLink(href);
  const allowed =
    kind === 'external' ||
    kind === 'content' ||
    kind === 'file' ||
    kind === 'anchor' ||
    (kind === 'other-protocol' && protocol !== null && LINKABLE_PROTOCOLS.has(protocol));
  return allowed && checkLink(link).valid ? link : null;
}

/**
 * The bar's segments, or null when there is nothing to say (no text and no link words).
 * Whitespace runs collapse to one space, as the page would show them.
 */
export function readAnnouncement(input: AnnouncementInput | null | undefined): AnnouncementSegment[] | null {
  const text = (input?.text ?? '').replace(/\s+/g, ' ').trim();
  const link = input?.link ?? null;
  const label = (link?.label ?? '').replace(/\s+/g, ' ').trim();
  const href = link ? usableAnnouncementHref(link.href ?? '') : null;
  const newWindow = !!link?.newWindow && href !== null;
  const segments: AnnouncementSegment[] = [];
  if (link && label === '') {
    if (text !== '') segments.push({ text, href, newWindow });
  } else {
    if (text !== '') segments.push({ text, href: null, newWindow: false });
    if (label !== '') segments.push({ text: label, href, newWindow });
  }
  return segments.length === 0 ? null : segments;
}
