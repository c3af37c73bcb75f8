import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestSite } from '../testing/siteClient.mjs';
import { decodeEntities } from './htmlText.mjs';

/** @type {Awaited<ReturnType<typeof startTestSite>>} */
let site;
beforeAll(async () => {
  site = await startTestSite();
});
afterAll(() => site.close());
beforeEach(async () => {
  await fetch(`${site.url}/__dev/reset`, { method: 'POST' });
});

/** The request JSON the page carries for a token, as the runtime reads it. @param {ReturnType<typeof site.client>} client @param {string} query */
async function pageRequest(client, query) {
  const response = await client.page(`/reviews${query}`);
  expect(response.status).toBe(200);
  const html = await response.text();
  expect(html).toContain('<body id="collection-6500000000000000000000b1" class="page-type-209">');
  const attribute = /data-reviews-request-json="([^"]*)"/.exec(html)?.[1] ?? '';
  const links = [...html.matchAll(/<a href="(\/reviews\?token=[^"]+)"/g)].map((m) => decodeEntities(m[1] ?? ''));
  return { links, request: JSON.parse(decodeEntities(attribute)) };
}

const LONG_BODY = 'x'.repeat(2001);
const review = (over = {}) => ({ token: 'rv-harbour-2026', productId: 'prod-beans', rating: 4, title: 'Lovely', body: 'Rich and smooth.', ...over });

describe('the reviews request page', () => {
  it('carries the open request with its two products, and lists the example requests', async () => {
    const { links, request } = await pageRequest(site.client(), '?token=rv-harbour-2026');
    expect(request).toMatchObject({ token: 'rv-harbour-2026', reviewerName: 'Sam Rivera' });
    expect(request.products.map((/** @type {any} */ p) => [p.id, p.reviewed])).toEqual([
      ['prod-beans', false],
      ['prod-mug', false],
    ]);
    expect(links).toEqual([
      '/reviews?token=rv-harbour-2026',
      '/reviews?token=rv-harbour-2026',
      '/reviews?token=rv-expired-2024',
      '/reviews?token=rv-reviewed-2026',
      '/reviews?token=rv-empty-2026',
    ]);
  });

  it("holds the review form's box while it loads: the loading line carries the product count the page's stylesheet sizes it by", async () => {
    const html = await (await site.client().page('/reviews?token=rv-harbour-2026')).text();
    expect(html).toContain(
      '<p class="reviews-request-stand-in" data-runtime-placeholder style="--reviews-request-products: 2">Loading the review form for 2 products…</p>',
    );
    expect(html).toMatch(
      /\.reviews-request-stand-in\[data-runtime-placeholder\] \{[^}]*min-height: calc\(20px \+ var\(--reviews-request-products, 1\) \* 621px\)/,
    );
  });

  it('decides the state by the token: expired, reviewed, nothing to review, unknown', async () => {
    const client = site.client();
    expect((await pageRequest(client, '?token=rv-expired-2024')).request).toEqual({ status: 'expired' });
    expect((await pageRequest(client, '?token=rv-reviewed-2026')).request).toEqual({ status: 'reviewed' });
    expect((await pageRequest(client, '?token=rv-empty-2026')).request).toMatchObject({ products: [] });
    expect((await pageRequest(client, '?token=nope')).request).toEqual({ token: 'nope', products: [] });
    expect((await pageRequest(client, '')).request).toEqual({ token: '', products: [] });
  });
});

describe('POST /api/commerce/reviews', () => {
  it('stores a rated review and answers its id; the page then marks the product reviewed', async () => {
    const client = site.client();
    await client.page('/reviews?token=rv-harbour-2026');
    const response = await client.call('POST', '/api/commerce/reviews', { json: review() });
    expect(response.status).toBe(200);
    const { reviewId } = await response.json();
    const rows = await client.rows('product_reviews');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id: Number(reviewId),
      token: 'rv-harbour-2026',
      reviewer_name: 'Sam Rivera',
      product_id: 'prod-beans',
      rating: '4',
      title: 'Lovely',
      body: 'Rich and smooth.',
    });
    const { request } = await pageRequest(client, '?token=rv-harbour-2026');
    expect(request.products.map((/** @type {any} */ p) => p.reviewed)).toEqual([true, false]);
  });

  it('refuses a second review of the same purchase, stores nothing more', async () => {
    const client = site.client();
    await client.page('/reviews?token=rv-harbour-2026');
    await client.call('POST', '/api/commerce/reviews', { json: review() });
    const again = await client.call('POST', '/api/commerce/reviews', { json: review({ rating: 2 }) });
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({ error: 'You have already reviewed this purchase', code: 'alreadyReviewed' });
    expect(await client.rows('product_reviews')).toHaveLength(1);
  });

  it.each([
    [{ rating: 0 }, 'ratingRequired', 'Please select a star rating'],
    [{ rating: 6 }, 'ratingRequired', 'Please select a star rating'],
    [{ rating: '4' }, 'ratingRequired', 'Please select a star rating'],
    [{ rating: undefined }, 'ratingRequired', 'Please select a star rating'],
    [{ token: 'rv-expired-2024' }, 'expired', 'Your review request has expired'],
    [{ token: 'rv-reviewed-2026', productId: 'prod-mug' }, 'alreadyReviewed', 'You have already reviewed this purchase'],
    [{ token: 'rv-empty-2026' }, 'noProducts', 'There are no products to review'],
    [{ token: 'nope' }, 'noProducts', 'There are no products to review'],
    [{ productId: 'prod-other' }, 'unknownProduct', 'Something went wrong'],
    [{ body: LONG_BODY }, 'textTooLong', 'Something went wrong'],
  ])('refuses %o with code %s', async (over, code, error) => {
    const client = site.client();
    await client.page('/reviews');
    const response = await client.call('POST', '/api/commerce/reviews', { json: review(over) });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error, code });
    expect(await client.rows('product_reviews')).toEqual([]);
  });

  it('needs the crumb like every mutating call', async () => {
    const client = site.client();
    await client.page('/reviews');
    const response = await client.call('POST', '/api/commerce/reviews', { json: review(), crumb: null });
    expect(await response.json()).toMatchObject({ crumbFail: true });
    expect(await client.rows('product_reviews')).toEqual([]);
  });
});
