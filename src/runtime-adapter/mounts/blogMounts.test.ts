// @vitest-environment happy-dom
/** Blog pages: the list is scanned only on a blog page and the meta line only on a post's page; the chunks show the dates and give the server markup back. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { scanPage } from '../scan/scanPage';
import { blockJson, mountJob } from '../testing/mountJob.fixture';

const NOW = Date.parse('2026-01-15T10:00:00Z');
const posts = [
  { id: 'p1', title: 'Harbour walk', fullUrl: '/journal/harbour-walk', publishOn: '2026-01-12T10:00:00Z', author: 'Ada' },
  { id: 'p2', title: 'Cardamom buns', fullUrl: '/journal/buns', publishOn: '2026-01-15T09:59:40Z' },
];
const listPage = (json = blockJson(posts), layout = 'list') =>
  `<section class="blog-list" id="posts" data-blog-layout="${layout}" data-time-zone="UTC" data-posts-json="${json}"><article class="blog-server">Harbour walk</article></section>`;
const itemPage = (datetime = '2026-01-12T10:00:00Z') =>
  `<div class="blog-item-meta" data-time-zone="UTC"><p class="blog-server">By <span class="blog-author">Ada</span> · <time datetime="${datetime}">12 January 2026</time></p></div>`;

beforeEach(() => {
  vi.useFakeTimers({ now: NOW, toFake: ['Date', 'setInterval', 'clearInterval'] });
});
afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('blog pages', () => {
  it('only a blog page has its list scanned, only a post page its meta line', () => {
    document.body.innerHTML = listPage() + itemPage();
    expect(scanPage(document, { pageKind: 'eventsList' }).jobs).toEqual([]);
    expect(scanPage(document).jobs).toEqual([]);
    const jobs = scanPage(document, { pageKind: 'blogList' }).jobs;
    expect(jobs).toHaveLength(1);
    expect(jobs[0]).toMatchObject({ kind: 'blogList', props: { posts, layout: 'list', timeZone: 'UTC' }, label: 'blog list' });
    document.body.innerHTML = listPage() + itemPage();
    const [meta, ...rest] = scanPage(document, { pageKind: 'blogItem' }).jobs;
    expect(rest).toEqual([]);
    expect(meta).toMatchObject({ kind: 'blogItemMeta', props: { author: 'Ada', published: '2026-01-12T10:00:00Z', timeZone: 'UTC' }, label: 'blog post meta' });
  });

  it('the grid when the page asks for it; broken JSON is named and left as rendered', () => {
    document.body.innerHTML = listPage(blockJson(posts), 'grid');
    expect(scanPage(document, { pageKind: 'blogList' }).jobs[0]?.props).toMatchObject({ layout: 'grid' });
    document.body.innerHTML = listPage('[oops');
    const scan = scanPage(document, { pageKind: 'blogList' });
    expect(scan.jobs).toEqual([]);
    expect(scan.messages).toEqual(['The blog list #posts left as rendered: its data-posts-json is not valid JSON']);
  });

  it('the list chunk shows each post’s day and how long ago, refreshed every 5 s, and gives the server list back', async () => {
    document.body.innerHTML = listPage();
    const unmount = await mountJob(scanPage(document, { pageKind: 'blogList' }).jobs[0]);
    const view = document.querySelector('.runtime-blog-list')!;
    expect(Array.from(view.querySelectorAll('h2 a')).map((a) => a.textContent)).toEqual(['Cardamom buns', 'Harbour walk']);
    expect(view.querySelector('[data-post="p1"] [data-post-date]')?.textContent).toBe('Jan 12, 2026 · 3 days ago');
    expect(view.querySelector('[data-post="p2"] [data-relative]')?.textContent).toBe('less than a minute ago');
    expect(document.querySelector<HTMLElement>('.blog-server')!.hidden).toBe(true);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(view.querySelector('[data-post="p2"] [data-relative]')?.textContent).toBe('1 minute ago');
    unmount();
    expect(document.querySelector('.runtime-blog-list')).toBeNull();
    expect(document.querySelector<HTMLElement>('.blog-server')!.hidden).toBe(false);
  });

  it('the meta chunk shows author, day and how long ago in place of the server line', async () => {
    document.body.innerHTML = itemPage();
    const unmount = await mountJob(scanPage(document, { pageKind: 'blogItem' }).jobs[0]);
    expect(document.querySelector('.runtime-blog-item-meta')?.textContent).toBe('By Ada · Jan 12, 2026 · 3 days ago');
    expect(document.querySelector<HTMLElement>('.blog-server')!.hidden).toBe(true);
    unmount();
    expect(document.querySelector<HTMLElement>('.blog-server')!.hidden).toBe(false);
  });

  it('an empty or unknown data-time-zone shows the dates in UTC with one message, and the list and meta line still mount', async () => {
    document.body.innerHTML = listPage().replace('data-time-zone="UTC"', 'data-time-zone=""');
    const list = scanPage(document, { pageKind: 'blogList' });
    expect(list.messages).toEqual(['The blog list #posts: data-time-zone "" is not a time zone this browser knows; dates are shown in UTC']);
    await mountJob(list.jobs[0]);
    expect(document.querySelectorAll('.runtime-blog-list [data-post]').length + document.querySelectorAll('.runtime-blog-list article').length).toBeGreaterThan(
      0,
    );
    document.body.innerHTML = itemPage().replace('data-time-zone="UTC"', 'data-time-zone="Nowhere/Atlantis"');
    const meta = scanPage(document, { pageKind: 'blogItem' });
    expect(meta.messages).toEqual(['The blog post meta: data-time-zone "Nowhere/Atlantis" is not a time zone this browser knows; dates are shown in UTC']);
    await mountJob(meta.jobs[0]);
    expect(document.querySelector('.runtime-blog-item-meta')?.textContent).toBe('By Ada · Jan 12, 2026 · 3 days ago');
  });

  it('what the reader refuses throws with the post named, and the server markup stays', async () => {
    document.body.innerHTML = listPage(blockJson([{ title: 'Open day', publishOn: 'soon' }]));
    await expect(mountJob(scanPage(document, { pageKind: 'blogList' }).jobs[0])).rejects.toThrow('Blog: the published date of "Open day" must be a date');
    expect(document.querySelector<HTMLElement>('.blog-server')!.hidden).toBe(false);
    document.body.innerHTML = itemPage('someday');
    await expect(mountJob(scanPage(document, { pageKind: 'blogItem' }).jobs[0])).rejects.toThrow('Blog: the post’s published date must be a date');
  });
});
