import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findBlocks, parseAttributes } from '../forms/blockMarkup.mjs';
import { galleryBlock, pageSection, productArticle, serverPrice, sizeAttributes } from './blockTemplates.mjs';

/** @type {import('./blockTemplates.mjs').Slide} */
const SLIDE = { id: '60a0', url: 'harbour', title: 'Harbour', description: '<p>Boats leaving at six.</p>', image: '/assets/gallery/harbour.jpg', dimensions: '480x600', focalPoint: '0.5,0.4' };

/** The attributes of every start tag named `tag` in `html`, decoded. @param {string} html @param {string} tag */
const tagsNamed = (html, tag) => [...html.matchAll(new RegExp(`<${tag}\\b([^>]*)>`, 'g'))].map((m) => parseAttributes(m[1] ?? ''));

describe('galleryBlock', () => {
  it('writes the platform markup: entity-encoded settings, design classes, slide data and a noscript image each', () => {
    const html = galleryBlock('gallery-002', { design: 'slideshow', autoplay: true, 'thumbnails-per-row': 6 }, [SLIDE, { ...SLIDE, id: '60a1', url: 'meadow' }]);
    const [block] = findBlocks(html, ['gallery']);
    expect(block?.attributes).toMatchObject({ id: 'block-gallery-002', 'data-block-type': '8', 'data-sqsp-block': 'gallery' });
    expect(html).toContain('data-block-json="&#123;&#34;design&#34;:&#34;slideshow&#34;');
    expect(JSON.parse(block?.attributes['data-block-json'] ?? '')).toEqual({ design: 'slideshow', autoplay: true, 'thumbnails-per-row': 6 });
    expect(html).toContain('class="sqs-gallery-container sqs-gallery-block-slideshow sqs-gallery-thumbnails-per-row-6"');
    expect(tagsNamed(html, 'div').filter((a) => a.class === 'slide').map((a) => a['data-slide-url'])).toEqual(['harbour', 'meadow']);
    expect(html.match(/<noscript><img src="\/assets\/gallery\/harbour.jpg" alt="Harbour"><\/noscript>/g)).toHaveLength(2);
    expect(tagsNamed(html, 'img').find((a) => a.class === 'thumb-image')).toEqual({
      class: 'thumb-image', 'data-src': SLIDE.image, 'data-image': SLIDE.image, 'data-image-dimensions': '480x600',
      'data-image-focal-point': '0.5,0.4', 'data-load': 'false', alt: 'Harbour',
    });
  });

  it('has four thumbnails per row unless the settings say otherwise', () => {
    expect(galleryBlock('g', { design: 'grid' }, [SLIDE])).toContain('sqs-gallery-thumbnails-per-row-4"');
  });

  it('keeps any slide text intact through the attributes (property)', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (title, description) => {
        const html = galleryBlock('g', { design: 'grid', note: title }, [{ ...SLIDE, title, description }]);
        const slide = tagsNamed(html, 'div').find((a) => a.class === 'slide');
        expect(slide?.['data-title']).toBe(title);
        expect(slide?.['data-description']).toBe(description);
        expect(JSON.parse(findBlocks(html, ['gallery'])[0]?.attributes['data-block-json'] ?? '').note).toBe(title);
      }),
    );
  });

  it('refuses settings without a design', () => {
    expect(() => galleryBlock('gallery-009', { lightbox: true }, [SLIDE])).toThrow('gallery block gallery-009: settings need a design (grid, slideshow, …), not undefined');
  });
});

describe('serverPrice and productArticle', () => {
  const variant = { sku: 'SQ1', price: 9000, salePrice: 7200, onSale: false };

  it('shows the first variant’s price, or its sale price with the original struck through', () => {
    expect(serverPrice([variant, { ...variant, price: 100 }], 'USD')).toBe('<span class="product-price-value">$90.00</span>');
    expect(serverPrice([{ ...variant, onSale: true }], 'USD')).toBe('<span class="sale-price">$72.00</span> <del class="original-price">$90.00</del>');
    expect(serverPrice([{ ...variant, price: 123456 }], 'EUR')).toBe('<span class="product-price-value">€1,234.56</span>');
    expect(() => serverPrice([], 'USD')).toThrow('a product needs at least one variant');
  });

  it('writes the product JSON entity-encoded, its image with a noscript fallback, its note and button', () => {
    const product = { id: 'prod-card', title: 'Gift card & "more"', productType: 'GIFT_CARD', variants: [{ ...variant, price: 5000 }] };
    const html = productArticle({ product, image: '/assets/gallery/meadow.jpg', dimensions: '560x560', note: 'Sent by email.' }, 'USD');
    const [article] = tagsNamed(html, 'article');
    expect(article).toMatchObject({ class: 'ProductList-item', id: 'product-prod-card', 'data-item-id': 'prod-card' });
    expect(JSON.parse(article?.['data-product-json'] ?? '')).toEqual(product);
    expect(html).toContain('<noscript><img src="/assets/gallery/meadow.jpg" alt="Gift card &amp; &quot;more&quot;"></noscript>');
    // an image the browser loads, its box reserved from the dimensions
    const image = tagsNamed(html, 'img').find((img) => img.class === 'ProductList-image');
    expect(image).toMatchObject({ src: '/assets/gallery/meadow.jpg', 'data-src': '/assets/gallery/meadow.jpg', width: '560', height: '560', loading: 'lazy' });
    expect(html).toContain('<div class="product-price" data-product-price><span class="product-price-value">$50.00</span></div>\n            <p>Sent by email.</p>');
    expect(html).toContain('<button type="button" class="sqs-add-to-cart-button" data-product-id="prod-card">Add To Cart</button>');
    expect(productArticle({ product, image: '/a.jpg', dimensions: '1x1' }, 'USD')).not.toContain('<p>');
  });
});

describe('sizeAttributes', () => {
  it('gives width and height from WxH, nothing from anything else', () => {
    expect(sizeAttributes('640x427')).toBe(' width="640" height="427"');
    expect(sizeAttributes('wide')).toBe('');
  });
});

describe('pageSection', () => {
  it('wraps content in the published section wrapper', () => {
    expect(pageSection('        <p>x</p>')).toBe('    <section class="page-section">\n      <div class="content-wrapper">\n        <p>x</p>\n      </div>\n    </section>');
  });
});
