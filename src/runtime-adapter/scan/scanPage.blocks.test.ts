// @vitest-environment happy-dom
/** The scan cases of the accordion and menu blocks, store product prices and the cart indicator. */
import { beforeEach, describe, expect, it } from 'vitest';
import { encodeHtmlEntities } from '../../platform/markup/htmlEntities';
import { BOUND_ATTRIBUTE, scanPage } from './scanPage';
import type { AccordionMarkup } from '../parse/accordionMarkup';
import { publishedAccordion } from '../testing/publishedAccordion.fixture';

const json = (value: unknown) => encodeHtmlEntities(JSON.stringify(value));

beforeEach(() => {
  document.body.innerHTML = '';
});

describe('scanPage: accordion and menu blocks', () => {
  it('reads an accordion’s published markup (found by class or by number 69) and passes a menu’s settings as they are', () => {
    document.body.innerHTML = `
      ${publishedAccordion('block-a', [{ title: 'Monday', description: '<p>Closed, <a href="/visit">see the map</a></p>' }], { 'data-should-allow-multiple-open-items': 'true' })}
      <div class="sqs-block" id="block-a2" data-block-type="69"><div class="sqs-block-content"><p>Nothing here yet</p></div></div>
      <div class="sqs-block menu-block sqs-block-menu" id="block-m" data-block-type="" data-block-json="${json({ menus: [{ title: 'Lunch', sections: [] }] })}"><div class="sqs-block-content"></div></div>`;
    const { jobs, messages } = scanPage(document);
    expect(messages).toEqual([]);
    expect(jobs.map((j) => [j.kind, j.element.id])).toEqual([
      ['accordion', 'block-a'],
      ['accordion', 'block-a2'],
      ['menu', 'block-m'],
    ]);
    const first = jobs[0]!.props as AccordionMarkup;
    expect(first.items).toEqual([{ title: 'Monday', descriptionHtml: '<p>Closed, <a href="/visit">see the map</a></p>' }]);
    expect(first.container).toMatchObject({
      class: 'accordion-items-container',
      'data-should-allow-multiple-open-items': 'true',
      'data-is-expanded-first-item': '',
    });
    expect(first.headingLevel).toBe('3');
    // no container: passed as such, the chunk leaves it as rendered
    expect(jobs[1]!.props).toEqual({ container: null, items: [], headingLevel: null });
    expect(jobs[2]!.props).toEqual({ settings: { menus: [{ title: 'Lunch', sections: [] }] } });
    expect(document.getElementById('block-m')?.getAttribute(BOUND_ATTRIBUTE)).toBe('menu');
    expect(scanPage(document).jobs).toEqual([]);
  });

  it('skips a menu whose JSON is broken, naming it, and still finds the accordion after it', () => {
    document.body.innerHTML = `
      <div class="sqs-block menu-block" id="block-bad" data-block-type="" data-block-json="{oops"></div>
      ${publishedAccordion('block-a', [{ title: 'Monday', description: '<p>Closed</p>' }])}`;
    const { jobs, messages } = scanPage(document);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(/^Block block-bad skipped: its data-block-json is not valid JSON/);
    expect(jobs.map((j) => j.kind)).toEqual(['accordion']);
  });
});

describe('scanPage: product prices', () => {
  const product = {
    id: 'p1',
    title: 'Print',
    productType: 'PHYSICAL',
    variants: [{ sku: 'S1', price: 2500, salePrice: 0, onSale: false, unlimited: true, qtyInStock: 0, optionValues: [] }],
  };

  it('finds each product’s .product-price with the product JSON and the store currency', () => {
    document.body.innerHTML = `
      <article class="ProductList-item" id="product-p1" data-item-id="p1" data-product-json="${json(product)}">
        <div class="product-price"><span>$25.00</span></div>
      </article>`;
    const { jobs, messages } = scanPage(document, { currency: 'EUR' });
    expect(messages).toEqual([]);
    expect(jobs).toHaveLength(1);
    expect(jobs[0]).toMatchObject({ kind: 'productPrice', label: 'product p1', props: { product, currency: 'EUR' } });
    expect(jobs[0]!.element.className).toBe('product-price');
    expect(scanPage(document).jobs).toEqual([]);
  });

  it('USD when the context names no currency; broken JSON or no price element leaves the product as rendered with a message', () => {
    document.body.innerHTML = `
      <article class="ProductList-item" data-item-id="bad" data-product-json="{x"><div class="product-price">$1</div></article>
      <article class="ProductList-item" data-item-id="noprice" data-product-json="${json(product)}"></article>
      <article class="ProductList-item" data-item-id="p1" data-product-json="${json(product)}"><div class="product-price">$25.00</div></article>`;
    const { jobs, messages } = scanPage(document);
    expect(messages[0]).toMatch(/^Price of product bad left as rendered: its data-product-json is not valid JSON/);
    expect(messages[1]).toBe('Price of product noprice left as rendered: it has no .product-price element');
    expect(jobs.map((j) => [j.kind, j.label, (j.props as { currency: string }).currency])).toEqual([['productPrice', 'product p1', 'USD']]);
  });
});

describe('scanPage: cart indicator', () => {
  it('reads the count and subtotal from the server markup and the href from its link', () => {
    document.body.innerHTML = `
      <div class="sqs-cart-indicator" data-controller="CartIndicator">
        <a href="/cart" aria-label="Cart"><span class="sqs-cart-quantity">3</span> items, <span class="sqs-cart-subtotal">$45.00</span></a>
      </div>`;
    const { jobs, messages } = scanPage(document);
    expect(messages).toEqual([]);
    expect(jobs).toMatchObject([{ kind: 'cartIndicator', props: { count: 3, subtotalCents: 4500, currency: 'USD', href: '/cart' } }]);
  });

  it('a count it cannot read leaves the indicator as rendered, with a message', () => {
    document.body.innerHTML = `<div class="sqs-cart-indicator"><a href="/cart"><span class="sqs-cart-quantity">?</span></a></div>`;
    const { jobs, messages } = scanPage(document);
    expect(jobs).toEqual([]);
    expect(messages).toEqual(['Cart indicator left as rendered: its count is not a whole number ("?")']);
    expect(document.querySelector('.sqs-cart-indicator')?.getAttribute(BOUND_ATTRIBUTE)).toBe('skipped');
  });

  it('a count of 99999999999999999999 (more than a number holds exactly) leaves the indicator as rendered, with a message', () => {
    document.body.innerHTML = `<div class="sqs-cart-indicator"><a href="/cart"><span class="sqs-cart-quantity">99999999999999999999</span></a></div>`;
    const { jobs, messages } = scanPage(document);
    expect(jobs).toEqual([]);
    expect(messages).toEqual(['Cart indicator left as rendered: its count is not a whole number ("99999999999999999999")']);
    expect(document.querySelector('.sqs-cart-indicator')?.getAttribute(BOUND_ATTRIBUTE)).toBe('skipped');
  });
});
