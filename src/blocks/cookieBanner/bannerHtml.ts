/**
 * The cookie banner's text is HTML written by the site owner. This module reads it into
 * a small tree of the only markup the banner shows — paragraphs, links the one address
 * rule keeps (http, https, relative, mailto, tel), strong, em and line breaks — which the view renders as React
 * elements (never as raw HTML). Pure: no DOM, no React.
 *
 * What happens to the rest:
 * - b and i become strong and em; div, headings, list items and other blocks become
 *   paragraphs, so their words do not run together;
 * - any other element (span, font, u, …) is unwrapped: its text stays, the tag goes;
 * - script, style, iframe, svg, template and the like go with their content;
 * - a link whose address the rule refuses (javascript:, vbscript:, data:, ftp:, …) keeps its text but is no longer a link;
 * - attributes other than a link's href and target="_blank" are dropped;
 * - empty paragraphs and links with no text are left out.
 */
import { usableAddress } from '../../platform/links/usableAddress.rules';
import { decodeHtmlEntities } from '../../platform/markup/htmlEntities';

export type BannerNode =
  | { kind: 'text'; text: string }
  | { kind: 'br' }
  | { kind: 'p' | 'strong' | 'em'; children: BannerNode[] }
  | { kind: 'a'; href: string; newWindow: boolean; children: BannerNode[] };

type ContainerKind = 'p' | 'strong' | 'em' | 'a';

/** Elements that become paragraphs. */
const PARAGRAPH_TAGS = new Set([
  'p',
  'div',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'li',
  'ul',
  'ol',
  'dl',
  'dt',
  'dd',
  'blockquote',
  'section',
  'article',
  'aside',
  'header',
  'footer',
  'main',
  'nav',
  'figure',
  'figcaption',
  'address',
  'table',
  'tr',
  'pre',
]);
const INLINE_MAP: Record<string, 'strong' | 'em'> = { strong: 'strong', b: 'strong', em: 'em', i: 'em' };
/** Their content is raw text up to the closing tag, and it is dropped with them. */
const RAW_TEXT_TAGS = new Set(['script', 'style', 'iframe', 'noscript', 'noembed', 'noframes', 'xmp', 'textarea', 'title', 'plaintext']);
/** Dropped with everything inside. */
const DROPPED_TAGS = new Set(['svg', 'math', 'template', 'object', 'select', 'head', 'button', 'form', 'video', 'audio', 'canvas']);
const VOID_TAGS = new Set(['br', 'img', 'hr', 'input', 'meta', 'link', 'wbr', 'area', 'base', 'col', 'embed', 'source', 'track', 'param']);

/**
 * The address a banner link may carry, or null: what the one address rule keeps as a link
 * (http, https, mailto, tel, relative: /privacy, privacy.html, #cookies, ?q, //host), with
 * tabs and newlines removed as browsers do; an empty one, or one holding other control
 * characters, is no link.
 */
export function safeHref(raw: string): string | null {
  const href = usableAddress(raw, 'href')?.replace(/[\t\n\r]/g, '') ?? null;
  // eslint-disable-next-line no-control-regex -- an address holding a control character is no link
  return href === null || href === '' || /[\u0000-\u001f\u007f]/.test(href) ? null : href;
}

interface Frame {
  /** The source tag name, matched by its closing tag. */
  name: string;
  /** What the frame became in the tree; null when unwrapped or dropped. */
  kind: ContainerKind | null;
  /** Where its children go. */
  target: BannerNode[];
  dropped: boolean;
}

interface Tag {
  name: string;
  closing: boolean;
  attributes: Map<string, string>;
  /** Index just past the tag's closing '>'. */
  end: number;
}

/** Reads a start or end tag at `start` (which holds '<'), or null when it is not one. */
function readTag(html: string, start: number): Tag | null {
  const head = /^<(\/?)([a-zA-Z][a-zA-Z0-9:-]*)/.exec(html.slice(start, start + 64));
  if (!head) return null;
  const attributes = new Map<string, string>();
  let i = start + head[0].length;
  // Attributes: name, or name=value with the value quoted or not, until '>'.
  const attr = /[\s/]*(?:([^\s/>="'][^\s/>=]*)(?:\s*=\s*(?:"([^"]*)"?|'([^']*)'?|([^\s>]*)))?)?/y;
  while (i < html.length && html[i] !== '>') {
    attr.lastIndex = i;
    const m = attr.exec(html);
    if (!m || m[0].length === 0) {
      i += 1; // a stray character (a lone quote or '='): skip it
      continue;
    }
    i += m[0].length;
    if (m[1]) {
      const name = m[1].toLowerCase();
      if (!attributes.has(name)) attributes.set(name, decodeHtmlEntities(m[2] ?? m[3] ?? m[4] ?? ''));
    }
  }
  return { name: head[2]!.toLowerCase(), closing: head[1] === '/', attributes, end: Math.min(i + 1, html.length) };
}

function pushText(target: BannerNode[], text: string): void {
  if (text === '') return;
  const last = target.at(-1);
  if (last?.kind === 'text') last.text += text;
  else target.push({ kind: 'text', text });
}

/** Reads banner HTML into the tree of allowed markup (see the module comment). */
export function parseBannerHtml(html: string): BannerNode[] {
  const root: BannerNode[] = [];
  const stack: Frame[] = [{ name: '#root', kind: null, target: root, dropped: false }];
  const top = () => stack.at(-1)!;
  const popThrough = (index: number) => {
    stack.length = index;
  };
  const innermost = (test: (f: Frame) => boolean) => {
    for (let k = stack.length - 1; k > 0; k--) if (test(stack[k]!)) return k;
    return -1;
  };
  const open = (name: string, node: Extract<BannerNode, { children: BannerNode[] }>) => {
    if (!top().dropped) top().target.push(node);
    stack.push({ name, kind: node.kind, target: node.children, dropped: top().dropped });
  };

  let i = 0;
  while (i < html.length) {
    const lt = html.indexOf('<', i);
    const textEnd = lt < 0 ? html.length : lt;
    if (textEnd > i) {
      if (!top().dropped) pushText(top().target, decodeHtmlEntities(html.slice(i, textEnd)));
      i = textEnd;
      continue;
    }
    // at '<'
    if (html.startsWith('<!--', i)) {
      const close = html.indexOf('-->', i + 4);
      i = close < 0 ? html.length : close + 3;
      continue;
    }
    if (html[i + 1] === '!' || html[i + 1] === '?') {
      const close = html.indexOf('>', i);
      i = close < 0 ? html.length : close + 1;
      continue;
    }
    const tag = readTag(html, i);
    if (!tag) {
      if (!top().dropped) pushText(top().target, '<');
      i += 1;
      continue;
    }
    i = tag.end;
    const { name } = tag;

    if (tag.closing) {
      const k = innermost((f) => f.name === name);
      if (k > 0) popThrough(k);
      continue;
    }
    if (RAW_TEXT_TAGS.has(name)) {
      const close = new RegExp(`</${name}[\\s/>]`, 'i').exec(html.slice(i));
      if (!close) i = html.length;
      else {
        const end = html.indexOf('>', i + close.index);
        i = end < 0 ? html.length : end + 1;
      }
      continue;
    }
    if (VOID_TAGS.has(name)) {
      if (name === 'br' && !top().dropped) top().target.push({ kind: 'br' });
      continue;
    }
    if (DROPPED_TAGS.has(name)) {
      stack.push({ name, kind: null, target: top().target, dropped: true });
      continue;
    }
    if (PARAGRAPH_TAGS.has(name)) {
      // a paragraph ends the one that is open, as in HTML
      const k = innermost((f) => f.kind === 'p');
      if (k > 0 && !stack[k]!.dropped) popThrough(k);
      open(name, { kind: 'p', children: [] });
      continue;
    }
    const inline = INLINE_MAP[name];
    if (inline) {
      open(name, { kind: inline, children: [] });
      continue;
    }
    if (name === 'a') {
      // links do not nest: a new one ends the open one
      const k = innermost((f) => f.kind === 'a');
      if (k > 0 && !stack[k]!.dropped) popThrough(k);
      const href = safeHref(tag.attributes.get('href') ?? '');
      if (href !== null) {
        const newWindow = (tag.attributes.get('target') ?? '').trim().toLowerCase() === '_blank';
        open(name, { kind: 'a', href, newWindow, children: [] });
        continue;
      }
    }
    // anything else: unwrapped, its content stays
    stack.push({ name, kind: null, target: top().target, dropped: top().dropped });
  }
  return prune(root);
}

/** All the text of the nodes, a line break as '\n'. */
export function bannerPlainText(nodes: readonly BannerNode[]): string {
  return nodes.map((n) => (n.kind === 'text' ? n.text : n.kind === 'br' ? '\n' : bannerPlainText(n.children))).join('');
}

/** Nothing a visitor would read: only spaces, no-break spaces and line breaks, or nothing. */
export function isBlankBannerText(nodes: readonly BannerNode[]): boolean {
  return bannerPlainText(nodes).trim() === '';
}

/** Leaves out empty paragraphs, empty strong and em, links with no text; merges text. */
function prune(nodes: BannerNode[]): BannerNode[] {
  const out: BannerNode[] = [];
  for (const node of nodes) {
    if (node.kind === 'text') {
      pushText(out, node.text);
      continue;
    }
    if (node.kind === 'br') {
      out.push(node);
      continue;
    }
    const children = prune(node.children);
    const blank = isBlankBannerText(children);
    if ((node.kind === 'p' || node.kind === 'a') && blank) continue;
    if (children.length === 0) continue;
    out.push({ ...node, children });
  }
  return out;
}

const escapeText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (s: string) => escapeText(s).replace(/"/g, '&quot;');

/** The tree as HTML again (for storage or the adapter); parsing it gives the same tree. */
export function serializeBannerHtml(nodes: readonly BannerNode[]): string {
  return nodes
    .map((n) => {
      switch (n.kind) {
        case 'text':
          return escapeText(n.text);
        case 'br':
          return '<br>';
        case 'a':
          return `<a href="${escapeAttribute(n.href)}"${n.newWindow ? ' target="_blank"' : ''}>${serializeBannerHtml(n.children)}</a>`;
        default:
          return `<${n.kind}>${serializeBannerHtml(n.children)}</${n.kind}>`;
      }
    })
    .join('');
}
