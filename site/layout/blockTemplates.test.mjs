import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findBlocks, parseAttributes } from '../forms/blockMarkup.mjs';
import { eventsSection, galleryBlock, listItemPrice, pageSection, productArticle, serverPrice, sizeAttributes } from './blockTemplates.mjs';

/** @type {import('./blockTemplates.mjs').Slide} */
const SLIDE = {
  id: '60a0',
  url: 'harbour',
  title: 'Harbour',
  description: '<p>Boats leaving at six.</p>',
  image: '/assets/gallery/harbour.jpg',
  dimensions: '480x600',
  focalPoint: '0.5,0.4',
};

/** The attributes of every start tag named `tag` in `html`, decoded. @param {string} html @param {string} tag */
const tagsNamed = (html, tag) => [...html.matchAll(new RegExp(`<${tag}\\b([^>]*)>`, 'g'))].map((m) => parseAttributes(m[1] ?? ''));

describe('galleryBlock', () => {
  it('writes a 7.0 slideshow: entity-encoded settings, design classes over lines, content-fill slides with a noscript image each, the server controls', () => {
    const html = galleryBlock('gallery-002', { design: 'slideshow', autoplay: true, 'thumbnails-per-row': 6 }, [
      SLIDE,
      { ...SLIDE, id: '60a1', url: 'meadow', image: '/assets/gallery/meadow.jpg' },
    ]);
    const [block] = findBlocks(html, ['gallery']);
    expect(block?.attributes).toMatchObject({ id: 'block-gallery-002', 'data-block-type': '8', 'data-sqsp-block': 'gallery' });
    expect(html).toContain('data-block-json="&#123;&#34;design&#34;:&#34;slideshow&#34;');
    expect(JSON.parse(block?.attributes['data-block-json'] ?? '')).toEqual({ design: 'slideshow', autoplay: true, 'thumbnails-per-row': 6 });
    expect(
      tagsNamed(html, 'div')
        .find((a) => a.class?.includes('sqs-gallery-container'))
        ?.class?.trim()
        .split(/\s+/),
    ).toEqual([
      'sqs-gallery-container',
      'sqs-gallery-block-slideshow',
      'sqs-gallery-thumbnails-per-row-6',
      'sqs-gallery-has-controls',
      'sqs-gallery-block-show-meta',
      'block-animation-none',
      'clear',
    ]);
    expect(
      tagsNamed(html, 'div')
        .filter((a) => a.class === 'slide content-fill')
        .map((a) => [a['data-type'], a['data-title']]),
    ).toEqual([
      ['image', 'Harbour'],
      ['image', 'Harbour'],
    ]);
    expect(html.match(/<noscript><img src="\/assets\/gallery\/harbour.jpg" alt="Harbour" \/><\/noscript>/g)).toHaveLength(1);
    expect(tagsNamed(html, 'img').find((a) => a.class === 'thumb-image')).toEqual({
      class: 'thumb-image',
      'data-src': SLIDE.image,
      'data-image': SLIDE.image,
      'data-image-dimensions': '480x600',
      'data-image-focal-point': '0.5,0.4',
      alt: 'Harbour',
      'data-load': 'false',
      'data-type': 'image',
    });
    expect(tagsNamed(html, 'a').map((a) => [a.role, a['aria-label']])).toEqual([
      ['button', 'Previous Slide'],
      ['button', 'Next Slide'],
    ]);
  });

  it('writes the other designs as thumbnails: an anchor around each image with its title, description and click-through link; a grid its margins', () => {
    const html = galleryBlock('g', { design: 'grid', padding: 12 }, [SLIDE, { ...SLIDE, clickThroughUrl: '/prints' }]);
    expect(html).toContain('sqs-gallery-thumbnails-per-row-4\n');
    const anchors = tagsNamed(html, 'a').filter((a) => a.class === 'image-slide-anchor content-fit');
    expect(anchors.map((a) => [a.href, a['data-title'], a['data-description']])).toEqual([
      [undefined, 'Harbour', SLIDE.description],
      ['/prints', 'Harbour', SLIDE.description],
    ]);
    expect(html).toContain('#block-g .sqs-gallery-block-grid .sqs-gallery-design-grid-slide .margin-wrapper { margin-right: 12px; margin-bottom: 12px; }');
  });

  it('keeps any slide text intact through the attributes (property)', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (title, description) => {
        const html = galleryBlock('g', { design: 'grid', note: title }, [{ ...SLIDE, title, description }]);
        const anchor = tagsNamed(html, 'a').find((a) => a.class === 'image-slide-anchor content-fit');
        expect(anchor?.['data-title']).toBe(title);
        expect(anchor?.['data-description']).toBe(description);
        expect(JSON.parse(findBlocks(html, ['gallery'])[0]?.attributes['data-block-json'] ?? '').note).toBe(title);
      }),
    );
  });

  it('refuses settings without a design', () => {
    expect(() => galleryBlock('gallery-009', { lightbox: true }, [SLIDE])).toThrow(
      'gallery block gallery-009: settings need a design (grid, slideshow, …), not undefined',
    );
  });
});

describe('serverPrice, productArticle and listItemPrice', () => {
  const variant = { sku: 'SQ1', price: 9000, salePrice: 7200, onSale: false };

  it('shows the first variant’s price, or its sale price with the original struck through', () => {
    expect(serverPrice([variant, { ...variant, price: 100 }], 'USD')).toBe('<span class="product-price-value">$90.00</span>');
    expect(serverPrice([{ ...variant, onSale: true }], 'USD')).toBe('<span class="sale-price">$72.00</span> <del class="original-price">$90.00</del>');
    expect(serverPrice([{ ...variant, price: 123456 }], 'EUR')).toBe('<span class="product-price-value">€1,234.56</span>');
    expect(() => serverPrice([], 'USD')).toThrow('a product needs at least one variant');
  });

  it('lists a product as a 7.0 products page does: no product JSON, its image, title, price and note', () => {
    const product = { id: 'prod-card', title: 'Gift card & "more"', productType: 'GIFT_CARD', variants: [{ ...variant, price: 5000 }] };
    const html = productArticle({ product, image: '/assets/gallery/meadow.jpg', dimensions: '560x560', note: 'Sent by email.' }, 3);
    const [item] = tagsNamed(html, 'div');
    expect(item).toMatchObject({
      class: 'ProductList-item hentry post-type-store-item article-index-3 clear',
      id: 'product-prod-card',
      'data-item-id': 'prod-card',
    });
    expect(html).not.toContain('data-product-json');
    // an image the browser loads, its box reserved from the dimensions
    const image = tagsNamed(html, 'img').find((img) => img.class === 'ProductList-image ProductList-image--primary');
    expect(image).toMatchObject({
      src: '/assets/gallery/meadow.jpg',
      'data-src': '/assets/gallery/meadow.jpg',
      'data-image-dimensions': '560x560',
      width: '560',
      height: '560',
    });
    expect(html).toContain('<h1 class="ProductList-title">Gift card &amp; &quot;more&quot;</h1>');
    expect(html).toContain('<div class="product-price">\n<span class="sqs-money-native">50.00</span>\n');
    expect(html).toContain('<p class="ProductList-note">Sent by email.</p>');
    expect(productArticle({ product, image: '/a.jpg', dimensions: '1x1' })).not.toContain('<p');
  });

  it('shows a list price as the platform does: one amount, a sale with its original, "from" the lowest', () => {
    const physical = (variants) => ({ id: 'p', title: 'p', productType: 'PHYSICAL', variants });
    expect(listItemPrice(physical([variant]))).toBe('<span class="sqs-money-native">90.00</span>');
    expect(listItemPrice(physical([{ ...variant, onSale: true }]))).toBe(
      '<span class="sqs-money-native">72.00</span> <span class="original-price"><span class="sqs-money-native">90.00</span></span>',
    );
    expect(
      listItemPrice(
        physical([
          { ...variant, price: 1800 },
          { ...variant, price: 3200 },
        ]),
      ),
    ).toBe('from <span class="sqs-money-native">18.00</span>');
    expect(listItemPrice({ id: 'd', title: 'd', productType: 'DIGITAL', priceCents: 800, salePriceCents: 0, onSale: false, variants: [] })).toBe(
      '<span class="sqs-money-native">8.00</span>',
    );
    expect(() => listItemPrice(physical([]))).toThrow('product p: a product needs at least one variant');
  });
});

describe('sizeAttributes', () => {
  it('gives width and height from WxH, nothing from anything else', () => {
    expect(sizeAttributes('640x427')).toBe(' width="640" height="427"');
    expect(sizeAttributes('wide')).toBe('');
  });
});

describe('pageSection', () => {
  it('wraps content in the published 7.1 section wrapper and classic grid, its id stable for its content', () => {
    const html = pageSection('        <p>x</p>');
    expect(html).toMatch(/^    <section data-test="page-section" data-section-theme="" class="page-section /);
    const id = /data-section-id="([0-9a-f]{24})"/.exec(html)?.[1];
    expect(html).toContain(
      `<div class="sqs-layout sqs-grid-12 columns-12" data-type="page-section" id="page-section-${id}"><div class="row sqs-row"><div class="col sqs-col-12 span-12">\n        <p>x</p>\n`,
    );
    expect(pageSection('        <p>x</p>')).toBe(html);
  });
});

describe('eventsSection', () => {
  const events = [{ id: 'e1', title: 'Cupping', url: '/events#e1', startDate: '2027-03-10T09:00:00Z' }];

  it("a calendar page sends the calendar's box first, holding only a stand-in without words; a list page sends none", () => {
    expect(eventsSection('calendar', events)).toMatch(
      /<section class="eventlist"[^>]*>\n\s*<div class="eventlist-calendar"><div class="eventlist-calendar-stand-in" data-runtime-placeholder><\/div><\/div>\n\s*<article class="eventlist-event">/,
    );
    expect(eventsSection('list', events)).not.toContain('eventlist-calendar');
  });
});
