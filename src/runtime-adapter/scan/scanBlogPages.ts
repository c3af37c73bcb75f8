/**
 * A blog's pages: the list of posts on the blog page (`.blog-list[data-posts-json]`,
 * `data-blog-layout="grid"` for cards) and the meta line on a post's page
 * (`.blog-item-meta`, its author and `<time datetime>` read from the server's markup).
 * Found only on the page kind they belong to; the values are passed as they are and
 * read in the chunk.
 */
import { parseBlockJson } from '../parse/blockJson';
import { readTimeZone } from '../parse/timeZone';
import { BOUND_ATTRIBUTE, SKIPPED } from './boundAttribute';
import type { PageViewScan, PageViewScanner } from './scanPageViews';

export const BLOG_LIST_SELECTOR = '.blog-list[data-posts-json]';
export const BLOG_ITEM_META_SELECTOR = '.blog-item-meta';

const unbound = (root: ParentNode, selector: string) =>
  Array.from(root.querySelectorAll<HTMLElement>(selector)).filter((element) => !element.hasAttribute(BOUND_ATTRIBUTE));

function scanList(root: ParentNode, found: PageViewScan): void {
  for (const element of unbound(root, BLOG_LIST_SELECTOR)) {
    // the posts are a JSON list: wrapped so the block JSON reader (entities, errors) reads it
    const parsed = parseBlockJson(`{"posts":${element.getAttribute('data-posts-json') ?? ''}}`, element.id || null);
    element.setAttribute(BOUND_ATTRIBUTE, parsed.ok ? 'blogList' : SKIPPED);
    if (!parsed.ok) {
      found.messages.push(`The blog list ${element.id ? `#${element.id} ` : ''}left as rendered: its data-posts-json is not valid JSON`);
      continue;
    }
    const zone = readTimeZone(element.getAttribute('data-time-zone'), `The blog list${element.id ? ` #${element.id}` : ''}`);
    if (zone.message) found.messages.push(zone.message);
    const props = {
      posts: parsed.value.posts,
      layout: element.getAttribute('data-blog-layout') === 'grid' ? ('grid' as const) : ('list' as const),
      timeZone: zone.timeZone,
    };
    found.jobs.push({ kind: 'blogList', element, props, label: 'blog list' });
  }
}

function scanItemMeta(root: ParentNode, found: PageViewScan): void {
  for (const element of unbound(root, BLOG_ITEM_META_SELECTOR)) {
    element.setAttribute(BOUND_ATTRIBUTE, 'blogItemMeta');
    const zone = readTimeZone(element.getAttribute('data-time-zone'), 'The blog post meta');
    if (zone.message) found.messages.push(zone.message);
    const props = {
      author: element.querySelector('.blog-author')?.textContent ?? null,
      published: element.querySelector('time[datetime]')?.getAttribute('datetime') ?? null,
      timeZone: zone.timeZone,
    };
    found.jobs.push({ kind: 'blogItemMeta', element, props, label: 'blog post meta' });
  }
}

export const scanBlogPages: PageViewScanner = (root, { pageKind }) => {
  const found: PageViewScan = { jobs: [], messages: [] };
  if (pageKind === 'blogList') scanList(root, found);
  if (pageKind === 'blogItem') scanItemMeta(root, found);
  return found;
};
