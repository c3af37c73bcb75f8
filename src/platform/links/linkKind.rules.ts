/**
 * Link classification, checked in the spec's order: empty, anchor, external, malformed
 * protocol, other protocol, file link, content link. A link that is none of these (e.g.
 * `www.example.com` typed without a protocol) is `unrecognised`, so the classification is
 * total. The link is trimmed first. Pure.
 */
export type LinkKind = 'empty' | 'anchor' | 'external' | 'malformed-protocol' | 'other-protocol' | 'file' | 'content' | 'unrecognised';

/** The spec's order; `unrecognised` is this module's name for "none of them". */
export const LINK_KIND_ORDER: readonly LinkKind[] = ['empty', 'anchor', 'external', 'malformed-protocol', 'other-protocol', 'file', 'content', 'unrecognised'];

export interface LinkClassification {
  kind: LinkKind;
  /** The link, trimmed. */
  link: string;
  /** The lower-cased scheme of an external or other-protocol link (`https`, `mailto`…), else null. */
  protocol: string | null;
}

const EXTERNAL = /^(https?|ftp):\/\//i;
/**
 * Malformed protocol (the spec does not spell it out; this module's reading): http, https
 * or ftp not followed by `://` (`http:/x`, `http:x`, `https//x`, `http:\\x`), or a scheme
 * missing before `//` (`://x`, `//x`).
 */
const MALFORMED_PROTOCOL = /^(?:(?:https?|ftp)(?::(?!\/\/)|\/\/|\\)|:\/\/|\/\/)/i;
const OTHER_PROTOCOL = /^([a-z][a-z0-9+.-]*):/i;
const FILE_LINK = /^\/s\//;

export function classifyLink(href: string): LinkClassification {
  const link = href.trim();
  const result = (kind: LinkKind, protocol: string | null = null): LinkClassification => ({ kind, link, protocol });
  if (link === '') return result('empty');
  if (link.startsWith('#')) return result('anchor');
  const external = EXTERNAL.exec(link);
  if (external) return result('external', (external[1] ?? '').toLowerCase());
  if (MALFORMED_PROTOCOL.test(link)) return result('malformed-protocol');
  const other = OTHER_PROTOCOL.exec(link);
  if (other) return result('other-protocol', (other[1] ?? '').toLowerCase());
  if (FILE_LINK.test(link)) return result('file');
  if (link.startsWith('/')) return result('content');
  return result('unrecognised');
}
