import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestSite } from '../testing/siteClient.mjs';
import { excerptFor, matchDocuments, searchDocuments, textOf } from './searchIndex.mjs';

const PAGES = join(import.meta.dirname, '..', 'pages');

/** @type {Awaited<ReturnType<typeof startTestSite>>} */
let site;
/** @type {ReturnType<(typeof site)['client']>} */
let client;
beforeAll(async () => {
  site = await startTestSite();
});
afterAll(() => site.close());
beforeEach(async () => {
  client = site.client();
  await client.page('/search');
});

/** @param {string} query */
const search = async (query) => {
  const response = await client.call('GET', `/api/search/GeneralSearch?${query}`);
  return { status: response.status, body: await response.json() };
};

describe('GET /api/search/GeneralSearch', () => {
  it('finds pages, products and posts from the example content, best first', async () => {
    const { status, body } = await search('q=harbour&page=1');
    expect(status).toBe(200);
    expect(body.page).toBe(1);
    expect(body.pageSize).toBe(10);
    const titles = body.items.map((/** @type {{ title: string }} */ i) => i.title);
    expect(titles).toEqual(expect.arrayContaining(['Harbour, framed', 'Harbour lights']));
    // a page holds at most pageSize of the matches; the count is of them all
    expect(body.items.length).toBe(Math.min(body.totalCount, body.pageSize));
    // title matches come before text matches
    expect(titles.slice(0, 2).sort()).toEqual(['Harbour lights', 'Harbour, framed']);
    const product = body.items.find((/** @type {{ id: string }} */ i) => i.id === 'prod-sale');
    expect(product).toMatchObject({ url: '/store#product-prod-sale', type: 'Product', image: { url: '/assets/gallery/harbour.jpg', width: 480, height: 600 } });
  });

  it('matches every word, ignoring case and accents', async () => {
    expect((await search('q=LAKE%20dusk')).body.items.map((/** @type {{ id: string }} */ i) => i.id)).toContain('prod-print');
    expect((await search('q=giclee')).body.items.map((/** @type {{ id: string }} */ i) => i.id)).toEqual(['prod-print']);
    expect((await search('q=lake%20zebra')).body).toEqual({ items: [], totalCount: 0, page: 1, pageSize: 10 });
  });

  it('finds a page by the text of its blocks, with an excerpt around the word', async () => {
    const { body } = await search('q=weekends');
    expect(body.items.map((/** @type {{ url: string }} */ i) => i.url)).toEqual(['/visit']);
    expect(body.items[0]).toMatchObject({ title: 'Visit us', type: 'Page' });
    expect(body.items[0].excerpt).toMatch(/^….*Weekends/);
  });

  it('limits the search to the collections asked for', async () => {
    const { body } = await search('q=harbour&collectionIds=64a1f0c2e4b0a1b2c3d4e5f7');
    expect(body.items.length).toBeGreaterThan(0);
    // the shop's products, and the store page (a page of the shop collection)
    expect(body.items.map((/** @type {{ id: string }} */ i) => i.id).sort()).toEqual(['page-store', 'prod-sale']);
  });

  it('pages the results ten at a time', async () => {
    const all = (await search('q=a')).body;
    expect(all.totalCount).toBeGreaterThan(10);
    expect(all.items).toHaveLength(10);
    const second = (await search('q=a&page=2')).body;
    expect(second.items).toHaveLength(Math.min(10, all.totalCount - 10));
    expect(second.items.map((/** @type {{ id: string }} */ i) => i.id)).not.toContain(all.items[0].id);
  });

  it('refuses a missing query or a bad page, saying what is wrong', async () => {
    expect(await search('q=%20')).toEqual({ status: 400, body: { error: 'The search needs a query: q' } });
    expect(await search('q=lake&page=0')).toEqual({ status: 400, body: { error: 'page must be a whole number from 1, not 0' } });
  });

  it('can be failed with the fault switches', async () => {
    await client.call('POST', '/__dev/faults', { json: { path: '/api/search/GeneralSearch', status: 503 } });
    expect((await search('q=lake')).status).toBe(503);
    expect((await search('q=lake')).status).toBe(200);
  });

  it('serves the search page with page type 102, its root element and a search block', async () => {
    const html = await (await client.page('/search?q=lake')).text();
    expect(html).toContain('class="page-type-102"');
    expect(html).toContain('id="sqs-search-page"');
    expect(html).toContain('class="sqs-block search-block sqs-block-search"');
  });
});

describe('the search index', () => {
  it('leaves the search page itself out, and lists a collection item that is a product once', () => {
    const docs = searchDocuments(PAGES);
    expect(docs.some((d) => d.url === '/search')).toBe(false);
    expect(docs.filter((d) => d.id === 'prod-print')).toHaveLength(1);
    expect(docs.find((d) => d.id === 'page-index')).toMatchObject({ url: '/', type: 'Page' });
  });

  it('reads the visible text of markup only', () => {
    expect(textOf('<p>Fresh <b>bread</b>&amp;jam</p><script>var x = "secret";</script><noscript><img alt="x"></noscript>')).toBe('Fresh bread &jam');
  });

  it('cuts an excerpt near the first word found', () => {
    const doc = {
      id: 'p',
      title: 'T',
      excerpt: '',
      text: `${'word '.repeat(60)}needle and more ${'tail '.repeat(40)}`,
      url: '/p',
      type: 'Page',
      collectionId: null,
      image: null,
    };
    const excerpt = excerptFor(doc, 'needle');
    expect(excerpt.startsWith('…')).toBe(true);
    expect(excerpt).toContain('needle');
    expect(matchDocuments([doc], 'NEEDLE tail')).toEqual([doc]);
    expect(matchDocuments([doc], '  ')).toEqual([]);
  });
});
