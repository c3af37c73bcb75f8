// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSite } from '../testing/siteClient.mjs';
import { PRODUCT_ITEM_STYLES, productOptions } from './productPages.mjs';

/** @type {Awaited<ReturnType<typeof startTestSite>>} */
let site;
beforeAll(async () => {
  site = await startTestSite();
});
afterAll(() => site.close());

describe('the product item pages', () => {
  it('/store/<id> is the store collection with that item open, the product in the item markup', async () => {
    const response = await site.client().page('/store/prod-sizes');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<title>Dunes, in three sizes — Dev Site</title>');
    expect(html).toMatch(/"itemId": ?"prod-sizes"/);
    expect(html).toMatch(/"collection": ?\{[^}]*"type": ?13/);
    const article = /<article class="ProductItem" id="product-item-prod-sizes" data-item-id="prod-sizes" data-product-json="([^"]+)">/.exec(html);
    expect(article).not.toBeNull();
    expect(article?.[1]).toContain('SQ3456791');
    expect(html).toContain('<h1 class="ProductItem-title">Dunes, in three sizes</h1>');
    expect(html).toContain('<span class="product-price-value">$18.00</span>');
    // the purchase controls a 7.0 product page is published with: a select per option, the quantity, the button
    expect(html).toContain(
      '<select aria-label="Select Size" data-variant-option-name="Size"><option value="">Select Size</option><option value="A5">A5</option><option value="A4">A4</option><option value="A3">A3</option></select>',
    );
    expect(html).toContain('<input size="4" max="9999" min="1" value="1" type="number" step="1" aria-label="Quantity">');
    expect(html).toContain('<div class="sqs-add-to-cart-button-inner">Add To Cart</div>');
    // a 7.0 page like the store's list: the page grid, no sections; the floating cart sent empty
    expect(html).toMatch(/"templateVersion": ?"7"/);
    expect(html).toContain('<div class="sqs-layout sqs-grid-12 columns-12" data-type="page" id="page-64a1f0c2e4b0a1b2c3d4e5f7">');
    expect(html).not.toContain('data-test="page-section"');
    expect(html).toContain('<span class="sqs-cart-quantity">0</span>');
  });

  it('a product without options is sent with the quantity and the button, no selects', async () => {
    const html = await (await site.client().page('/store/prod-digital')).text();
    expect(html).not.toContain('class="product-variants"');
    expect(html).toContain('class="product-quantity-input"');
    expect(html).toContain('data-original-label="Add To Cart"');
  });

  it('lays the item out with the view’s own measures (its narrow width, its column gaps)', async () => {
    const { NARROW_ITEM_PX } = await import('../../src/blocks/productItem/ProductItem.styles');
    const { space } = await import('../../src/tokens/tokens');
    const styles = PRODUCT_ITEM_STYLES.join('\n');
    expect(styles).toContain(`@container (max-width: ${NARROW_ITEM_PX}px)`);
    expect(styles).toMatch(new RegExp(`\\.ProductItem-server \\{[^}]*gap: ${space.xxxl}px`));
    expect(styles).toMatch(new RegExp(`\\.ProductItem-details \\{[^}]*gap: ${space.lg}px`));
  });

  it('offers the options the item view offers, for every product of the store (the site cannot import the view’s rules)', async () => {
    const { optionNamesOf, optionsOf } = await import('../../src/blocks/productItem/productItem.rules');
    const { parseProduct } = await import('../../src/services/commerce/product/product.model');
    const products = JSON.parse(readFileSync(join(import.meta.dirname, '..', 'pages', 'shared', 'products.json'), 'utf8'));
    for (const { product } of products) {
      const options = productOptions(product);
      expect(options, product.id).toEqual(optionsOf(parseProduct(product), optionNamesOf(product, options.length)));
    }
  });

  it('the store page links each product to its item page', async () => {
    const html = await (await site.client().page('/store')).text();
    expect(html).toContain('href="/store/prod-sizes"');
  });

  it('an unknown product is not found', async () => {
    expect((await site.client().page('/store/prod-nothing')).status).toBe(404);
  });
});
