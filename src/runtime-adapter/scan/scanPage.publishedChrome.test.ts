// @vitest-environment happy-dom
/**
 * The scan cases of the store and page chrome as the platform publishes them: a 7.0 product
 * list (prices as `span.sqs-money-native`, no product JSON), the 7.1 floating cart, the
 * announcement bar's empty dropzone filled from the context, and blocks inside 7.1 page
 * sections and fluid-engine grids.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { BOUND_ATTRIBUTE, scanPage } from './scanPage';

beforeEach(() => {
  document.body.innerHTML = '';
});

const item = (id: string, price: string, classes = '') => `
  <div class="ProductList-item hentry ${classes} clear" id="thumb-${id}" data-item-id="${id}">
    <a href="/shop/${id}" class="ProductList-item-link"></a>
    <section class="ProductList-overlay"><div class="ProductList-meta">
      <h1 class="ProductList-title">${id}</h1>
      <div class="product-price">${price}</div>
    </div></section>
  </div>`;

describe('scanPage: a 7.0 product list', () => {
  it('reads each item’s shown price (one amount, a sale, "from") into the product the price view reads, in the store currency', () => {
    document.body.innerHTML = `<section class="ProductList products-collection-v2 clear"><div class="ProductList-grid clear">
      ${item('tide-chart', '<span class="sqs-money-native">24.00</span>', 'sold-out')}
      ${item('kite', '<span class="sqs-money-native">30.00</span> <span class="original-price"><span class="sqs-money-native">45.00</span></span>')}
      ${item('rope', 'from <span class="sqs-money-native">12.50</span>')}
    </div></section>`;
    const { jobs, messages } = scanPage(document, { currency: 'GBP' });
    expect(messages).toEqual([]);
    expect(jobs.map((j) => [j.kind, j.label, j.element.className, j.props])).toEqual([
      [
        'productPrice',
        'product tide-chart',
        'product-price',
        { product: { productType: 'DIGITAL', priceCents: 2400, salePriceCents: 0, onSale: false }, currency: 'GBP' },
      ],
      [
        'productPrice',
        'product kite',
        'product-price',
        { product: { productType: 'DIGITAL', priceCents: 4500, salePriceCents: 3000, onSale: true }, currency: 'GBP' },
      ],
      [
        'productPrice',
        'product rope',
        'product-price',
        { product: { productType: 'PHYSICAL', variants: [{ price: 1250 }, { price: 1251 }] }, currency: 'GBP' },
      ],
    ]);
    expect(scanPage(document).jobs).toEqual([]);
  });

  it('an item that shows no amount stays as rendered, with a message naming it', () => {
    document.body.innerHTML = `<div class="ProductList-grid">${item('voucher', 'Ask us')}</div>`;
    const { jobs, messages } = scanPage(document);
    expect(jobs).toEqual([]);
    expect(messages).toEqual(['Price of product voucher left as rendered: it shows no amount (span.sqs-money-native)']);
    expect(document.querySelector('.ProductList-item')?.getAttribute(BOUND_ATTRIBUTE)).toBe('skipped');
  });
});

describe('scanPage: the 7.1 floating cart', () => {
  it('mounts the cart indicator on #floatingCart with the count of .sqs-cart-quantity and the cart link', () => {
    document.body.innerHTML = `<div id="floatingCart" class="floating-cart hidden">
      <a href="/basket" class="icon icon--stroke icon--fill icon--cart sqs-custom-cart"><span class="Cart-inner">
        <svg class="icon icon--cart" viewBox="0 0 31 24"><g class="svg-icon cart-icon--odd"><circle cx="22.5" cy="21.5" r="1"/></g></svg>
        <div class="legacy-cart icon-cart-quantity"><span class="sqs-cart-quantity">2</span></div>
      </span></a></div>`;
    const { jobs, messages } = scanPage(document, { currency: 'EUR' });
    expect(messages).toEqual([]);
    expect(jobs).toMatchObject([
      { kind: 'cartIndicator', element: { id: 'floatingCart' }, props: { count: 2, subtotalCents: 0, currency: 'EUR', href: '/basket' } },
    ]);
  });
});

describe('scanPage: the announcement bar dropzone', () => {
  const dropzone = '<header><div class="sqs-announcement-bar-dropzone"></div></header>';

  it('fills the dropzone from the context’s settings when the context shows the bar', () => {
    document.body.innerHTML = dropzone;
    const bar = { show: true, text: '<p>Closed on <a href="/hours">public holidays</a></p>', style: 2 };
    const { jobs, messages } = scanPage(document, { announcementBar: bar });
    expect(messages).toEqual([]);
    expect(jobs.map((j) => [j.kind, j.element.className, j.props])).toEqual([
      ['announcementBar', 'sqs-announcement-bar-dropzone', { settings: { html: bar.text, style: 2 } }],
    ]);
    expect(scanPage(document, { announcementBar: bar }).jobs).toEqual([]);
  });

  it('leaves the dropzone empty when the context shows no bar or has no text', () => {
    document.body.innerHTML = dropzone;
    expect(scanPage(document).jobs).toEqual([]);
    expect(scanPage(document, { announcementBar: { show: false, text: '<p>Sale</p>', style: 1 } }).jobs).toEqual([]);
    expect(scanPage(document, { announcementBar: { show: true, text: null, style: 1 } }).jobs).toEqual([]);
    expect(document.querySelector('.sqs-announcement-bar-dropzone')?.hasAttribute(BOUND_ATTRIBUTE)).toBe(false);
  });
});

describe('scanPage: blocks inside 7.1 page sections', () => {
  it('finds blocks in a classic section grid and in fluid-engine cells', () => {
    const shape = (id: string) =>
      `<div class="sqs-block shape-block sqs-block-shape" data-block-type="71" id="block-${id}" data-block-json="&#123;&quot;shape&quot;:&quot;star&quot;&#125;"><div class="sqs-block-content"></div></div>`;
    document.body.innerHTML = `
      <section data-test="page-section" data-section-theme="" data-section-id="aa11" data-controller="SectionWrapperController" class="page-section">
        <div class="content-wrapper"><div class="content">
          <div class="sqs-layout sqs-grid-12 columns-12" data-type="page-section" id="page-section-aa11"><div class="row sqs-row"><div class="col sqs-col-12 span-12">${shape('classic')}</div></div></div>
        </div></div>
      </section>
      <section data-test="page-section" data-section-theme="dark" data-section-id="bb22" data-controller="SectionWrapperController" data-fluid-engine-section class="page-section">
        <div class="content-wrapper"><div class="content"><div data-fluid-engine="true"><style>.fe-bb22 { display: grid; }</style>
          <div class="fluid-engine fe-bb22"><div class="fe-block fe-block-fluid">${shape('fluid')}</div></div>
        </div></div></div>
      </section>`;
    expect(scanPage(document).jobs.map((j) => j.element.id)).toEqual(['block-classic', 'block-fluid']);
  });
});
