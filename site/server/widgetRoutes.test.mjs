import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestSite } from '../testing/siteClient.mjs';
import { EXAMPLE_COLLECTIONS, EXAMPLE_SOCIAL_POSTS } from './exampleContent.mjs';
import { socialGalleryHtml, summaryHtml } from './widgetMarkup.mjs';

const JOURNAL = '64a1f0c2e4b0a1b2c3d4e5f6';
const EVENTS = '64a1f0c2e4b0a1b2c3d4e5f8';
const PRESS = '64a1f0c2e4b0a1b2c3d4e5f9';

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
  await client.page('/');
  await client.call('POST', '/__dev/reset');
});

/** @param {unknown} widget @param {Record<string, string>} [extra] */
async function render(widget, extra = {}) {
  const response = await client.call('POST', '/api/widget/GetWidgetRendering', { form: { widgetJSON: JSON.stringify(widget), ...extra } });
  return { status: response.status, body: await response.json() };
}

/** The titles and the data-item-ids of a rendering, in order. @param {string} html */
const itemIds = (html) => [...html.matchAll(/class="summary-item[^"]*" data-item-id="([^"]+)"/g)].map((m) => m[1]);

describe('GetWidgetRendering: summaries', () => {
  it('renders the collection named in value in the published shape, honouring pageSize, with titles, lazy images, dates and excerpts', async () => {
    const { status, body } = await render({
      type: 55,
      id: 'summary-v2-007',
      value: { collectionId: JOURNAL, pageSize: 4, headerText: 'From the journal', design: 'list' },
    });
    expect(status).toBe(200);
    expect(itemIds(body.html)).toEqual(['item-alpine', 'item-harbour', 'item-dunes', 'item-forest']);
    expect(body.html).toMatch(/^<div class="summary-block-wrapper summary-block-collection-type-blog [^"]*summary-block-setting-design-list /);
    expect(body.html).toContain('<span class="summary-header-text">From the journal</span>');
    expect(body.html).toContain('data-block-id="summary-v2-007"');
    expect(body.html).toContain('<a href="/journal/alpine-morning" class="summary-title-link">A morning above the clouds</a>');
    expect(body.html).toContain(
      '<img data-src="/assets/gallery/alpine-morning.jpg" data-image="/assets/gallery/alpine-morning.jpg" data-image-dimensions="640x427"',
    );
    expect(body.html).not.toContain(' src="');
    expect(body.html).toContain('<time class="summary-metadata-item summary-metadata-item--date" datetime="2026-01-08">January 8, 2026</time>');
    expect(body.html).toContain('<div class="summary-excerpt"><p>Notes from a sunrise hike.</p></div>');
  });

  it('names the design by the variant id when the value has no design (1006: carousel)', async () => {
    const { body } = await render({ type: 55, id: 's', value: { collectionId: JOURNAL, blockVariantId: 1006 } });
    expect(body.html).toContain('summary-block-setting-design-carousel');
  });

  it('gives six items when no page size is asked for, and every item when the collection has fewer', async () => {
    expect(itemIds((await render({ type: '55', id: 's', value: { collectionId: JOURNAL } })).body.html)).toHaveLength(6);
    expect(itemIds((await render({ type: 55, id: 's', value: { collectionId: JOURNAL, pageSize: 50 } })).body.html)).toHaveLength(6);
    expect(itemIds((await render({ type: 55, id: 's', value: { collectionId: JOURNAL, pageSize: 'x' } })).body.html)).toHaveLength(6);
  });

  it('renders an empty collection as its heading and an empty list', async () => {
    const { body } = await render({ type: 55, id: 'press', value: { collectionId: PRESS, headerText: 'In the press' } });
    expect(itemIds(body.html)).toEqual([]);
    expect(body.html).toContain('In the press');
  });

  it('an events collection needs the call’s own collectionId, and then renders the events with their start dates', async () => {
    const widget = { type: 55, id: 'summary-events', value: { collectionId: EVENTS, collectionType: 'events', pageSize: 3 } };
    expect(await render(widget)).toEqual({ status: 400, body: { error: `A summary of the events collection ${EVENTS} sends collectionId (000 §7)` } });
    expect((await render(widget, { collectionId: JOURNAL })).body.error).toContain(`, not ${JOURNAL}`);
    const { status, body } = await render(widget, { collectionId: EVENTS });
    expect(status).toBe(200);
    expect(itemIds(body.html)).toEqual(['event-market', 'event-fair', 'event-walk']);
    expect(body.html).toContain('summary-block-collection-type-events');
    expect(body.html).toContain('summary-item-record-type-event');
    expect(body.html).toContain('datetime="2027-03-14T18:00:00Z">Sunday, March 14, 2027 at 6:00 PM</time>');
  });

  it('stores what it received: type, block id, the collectionId field, the page and the widget', async () => {
    await client.call('POST', '/api/widget/GetWidgetRendering', {
      form: { widgetJSON: JSON.stringify({ type: 55, id: 'summary-events', value: { collectionId: EVENTS } }), collectionId: EVENTS },
      headers: { referer: 'http://dev.site/journal' },
    });
    const [row] = await client.rows('widget_renderings');
    expect(row).toMatchObject({
      widget_type: '55',
      block_id: 'summary-events',
      collection_id: EVENTS,
      page_path: '/journal',
      widget_json: { value: { collectionId: EVENTS } },
    });
  });

  it('refuses what it cannot render, saying why', async () => {
    expect((await client.call('POST', '/api/widget/GetWidgetRendering', { form: { widgetJSON: '{' } })).status).toBe(400);
    expect((await client.call('POST', '/api/widget/GetWidgetRendering', { form: { widgetJSON: '[1]' } })).status).toBe(400);
    expect(await render({ type: 55, id: 's', value: {} })).toEqual({ status: 400, body: { error: 'A summary needs value.collectionId' } });
    expect(await render({ type: 55, id: 's', value: { collectionId: 'nope' } })).toEqual({ status: 404, body: { error: 'No collection nope' } });
    expect((await render({ type: 8, id: 'g', value: {} })).body.error).toBe(
      'Unknown widget type 8: the dev site renders 55 (summary v2) and "instagram" (social gallery)',
    );
  });

  it('escapes what it writes', () => {
    const collection = {
      ...EXAMPLE_COLLECTIONS[0],
      items: [{ id: 'x"1', title: '<b>Bold</b> & co', excerpt: '"quoted"', url: '/a?b=1&c=2', image: '/i.jpg', date: '2026-01-01' }],
    };
    const html = summaryHtml(/** @type {any} */ (collection), { blockId: '<id>', limit: 3, headerText: '<h>' });
    expect(html).toContain('&lt;b&gt;Bold&lt;/b&gt; &amp; co');
    expect(html).toContain('data-item-id="x&quot;1"');
    expect(html).toContain('href="/a?b=1&amp;c=2"');
    expect(html).toContain('data-block-id="&lt;id&gt;"');
    expect(html).not.toContain('<h>');
  });
});

describe('GetWidgetRendering: the social gallery', () => {
  it('renders the posts as linked images, pageSize of them (eight by default)', async () => {
    const { status, body } = await render({ type: 'instagram', id: 'social', value: { pageSize: 3 } });
    expect(status).toBe(200);
    expect([...body.html.matchAll(/class="social-gallery-item"/g)]).toHaveLength(3);
    expect(body.html).toContain(
      '<a class="social-gallery-item" href="https://www.instagram.com/p/dev-ridge/" target="_blank" rel="noopener" data-post-id="post-ridge"><img src="/assets/gallery/alpine-morning.jpg" alt="First light over the ridge" width="640" height="427" loading="lazy"></a>',
    );
    expect([...(await render({ type: 'instagram', id: 'social', value: {} })).body.html.matchAll(/class="social-gallery-item"/g)]).toHaveLength(8);
    expect(socialGalleryHtml(EXAMPLE_SOCIAL_POSTS, { blockId: 'x', limit: 0 })).not.toContain('social-gallery-item');
  });

  it('can be failed with the fault switches', async () => {
    await client.call('POST', '/__dev/faults', { json: { path: '/api/widget/GetWidgetRendering', status: 500, body: { error: 'Down' } } });
    expect((await render({ type: 'instagram', id: 'social', value: {} })).status).toBe(500);
    expect((await render({ type: 'instagram', id: 'social', value: {} })).status).toBe(200);
  });
});

describe('the journal page', () => {
  it('holds a summary block of each variant (two with their items), an events summary, an empty one and a social gallery', async () => {
    const html = await (await client.page('/journal')).text();
    const blocks = [...html.matchAll(/<div class="sqs-block [^"]*"[^>]*>/g)].map(
      (m) => `${/id="block-([a-z-]+)"/.exec(m[0])?.[1]}:${/data-block-type="(\d*)"/.exec(m[0])?.[1]}`,
    );
    expect(blocks).toEqual([
      'summary-wall:55',
      'summary-carousel:55',
      'summary-list:55',
      'summary-grid:55',
      'summary-events:55',
      'summary-press:55',
      'social-gallery:',
    ]);
    for (const id of [1005, 1006, 1007, 1008]) expect(html).toContain(`&#34;blockVariantId&#34;:${id}`);
    expect(html).toContain('class="sqs-block instagram-block sqs-block-instagram"');
    expect([...html.matchAll(/class="summary-item /g)]).toHaveLength(12);
    expect(html).toContain('<a href="/journal">Journal</a>');
  });
});
