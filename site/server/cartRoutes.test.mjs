// @vitest-environment node
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestSite } from '../testing/siteClient.mjs';
import { EXAMPLE_CART } from './exampleContent.mjs';

/** @type {Awaited<ReturnType<typeof startTestSite>>} */
let site;
/** @type {ReturnType<(typeof site)['client']>} */
let client;
beforeAll(async () => {
  site = await startTestSite();
});
afterAll(() => site.close());

/** Fills the example cart (starting it over) and keeps its cookie, as the store page's button does. */
async function fill() {
  const response = await fetch(`${site.url}/__dev/cart`, {
    method: 'POST',
    redirect: 'manual',
    headers: { origin: site.url, 'sec-fetch-site': 'same-origin' },
    body: new URLSearchParams({ action: 'fill', return: '/cart' }),
  });
  expect(response.status).toBe(303);
  client.jar.set('CART', EXAMPLE_CART.id);
}

/** @param {Response} response */
const cartOf = async (response) => /** @type {Record<string, any>} */ (await response.json());
const PRINT = '/api/commerce/shopping-cart/entries/entry-SQ1234567';

beforeEach(async () => {
  client = site.client();
  await client.page('/');
  await fill();
});

describe('the cart calls', () => {
  it('answer the example cart with its entries as the cart page reads them', async () => {
    const cart = await cartOf(await client.call('GET', '/api/commerce/shopping-cart'));
    expect(cart).toMatchObject({
      id: 'cart-dev-0001',
      subtotalCents: 10000,
      shippingCostCents: 500,
      grandTotalCents: 10500,
      totalQuantity: 3,
      requiresShipping: true,
    });
    expect(cart.entries[0]).toMatchObject({
      id: 'entry-SQ1234567',
      itemId: 'prod-print',
      title: 'Lake at dusk, print',
      image: { url: '/assets/gallery/lake-dusk.jpg', dimensions: '640x427' },
      unitPriceCents: 2500,
      quantity: 2,
      lineTotalCents: 5000,
      stockLimit: 10,
    });
    expect(cart.entries[1]).toMatchObject({ id: 'entry-SQ4567890', stockLimit: null });
  });

  it('a quantity change recomputes the totals and is stored, so the next call and the cart page show it', async () => {
    const cart = await cartOf(await client.call('PUT', PRINT, { json: { quantity: 4 } }));
    expect(cart).toMatchObject({ subtotalCents: 15000, grandTotalCents: 15500, totalQuantity: 5 });
    expect(cart.entries[0]).toMatchObject({ quantity: 4, lineTotalCents: 10000 });
    expect((await client.rows('carts'))[0]).toMatchObject({ cart_id: 'cart-dev-0001', action: 'quantity', cart_json: { totalQuantity: 5 } });
    // the floating cart is sent empty, as the platform sends it; the runtime reads the count from the cart call
    expect(await (await client.page('/store')).text()).toContain('<span class="sqs-cart-quantity">0</span>');
    expect(await cartOf(await client.call('GET', '/api/commerce/shopping-cart'))).toMatchObject({ totalQuantity: 5, subtotalCents: 15000 });
    const page = await (await client.page('/cart')).text();
    expect(page).toContain('&#34;quantity&#34;:4');
    expect(page).toContain('<li>Lake at dusk, print × 4: $100.00</li>');
  });

  it('refuses more than the stock, and a quantity that is not a whole number of 1 or more, changing nothing', async () => {
    const over = await client.call('PUT', PRINT, { json: { quantity: 11 } });
    expect(over.status).toBe(400);
    expect(await over.json()).toEqual({ error: 'Only 10 of Lake at dusk, print in stock' });
    for (const quantity of [0, 1.5, '2']) expect((await client.call('PUT', PRINT, { json: { quantity } })).status).toBe(400);
    expect((await cartOf(await client.call('GET', '/api/commerce/shopping-cart'))).totalQuantity).toBe(3);
  });

  it('removes an entry, and adds it back (to the same SKU’s entry when there is one, within the stock)', async () => {
    const removed = await cartOf(await client.call('DELETE', PRINT));
    expect(removed.entries.map((/** @type {{ id: string }} */ e) => e.id)).toEqual(['entry-SQ4567890']);
    expect(removed).toMatchObject({ subtotalCents: 5000, shippingCostCents: 0, requiresShipping: false, purelyDigital: true });
    const added = await cartOf(
      await client.call('POST', '/api/commerce/shopping-cart/entries', { json: { itemId: 'prod-print', sku: 'SQ1234567', quantity: 2 } }),
    );
    expect(added).toMatchObject({ subtotalCents: 10000, grandTotalCents: 10500, totalQuantity: 3 });
    const more = await client.call('POST', '/api/commerce/shopping-cart/entries', { json: { sku: 'SQ1234567', quantity: 9 } });
    expect(more.status).toBe(400);
    expect((await client.call('POST', '/api/commerce/shopping-cart/entries', { json: { sku: 'NOPE' } })).status).toBe(400);
  });

  it('an unknown entry is 404; without a cart cookie there is no cart to change and GET is an empty cart', async () => {
    expect((await client.call('DELETE', '/api/commerce/shopping-cart/entries/entry-x')).status).toBe(404);
    client.jar.delete('CART');
    expect((await client.call('PUT', PRINT, { json: { quantity: 2 } })).status).toBe(404);
    expect(await cartOf(await client.call('GET', '/api/commerce/shopping-cart'))).toMatchObject({ entries: [], totalQuantity: 0 });
  });

  it('filling the example cart again starts it over', async () => {
    await client.call('PUT', PRINT, { json: { quantity: 6 } });
    await fill();
    expect((await cartOf(await client.call('GET', '/api/commerce/shopping-cart'))).totalQuantity).toBe(3);
  });

  it('needs the crumb, and answers an armed fault instead of changing the cart', async () => {
    expect(await (await client.call('PUT', PRINT, { json: { quantity: 3 }, crumb: 'wrong' })).json()).toMatchObject({ crumbFail: true });
    await client.arm({ path: '/api/commerce/shopping-cart/entries/*', status: 409, body: { error: 'Conflict' } });
    expect((await client.call('PUT', PRINT, { json: { quantity: 3 } })).status).toBe(409);
    expect((await cartOf(await client.call('GET', '/api/commerce/shopping-cart'))).totalQuantity).toBe(3);
  });
});
