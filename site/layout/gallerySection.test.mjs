import { describe, expect, it } from 'vitest';
import { parseAttributes } from '../forms/blockMarkup.mjs';
import { gallerySection } from './gallerySection.mjs';

/** @type {import('./blockTemplates.mjs').Slide[]} */
const SLIDES = ['harbour', 'meadow'].map((url, i) => ({
  id: `60a${i}`,
  url,
  title: `The ${url}`,
  description: '',
  image: `/assets/gallery/${url}.jpg`,
  dimensions: '400x300',
  focalPoint: '0.25,0.75',
  ...(i === 1 ? { clickThroughUrl: '/walks' } : {}),
}));
const ID = '6500000000000000000000c9';

/** The attributes of the first start tag matching `pattern`. @param {string} html @param {RegExp} pattern */
const tag = (html, pattern) => parseAttributes(pattern.exec(html)?.[1] ?? '');

describe('gallerySection', () => {
  it('writes a masonry: data-props and the flat duplicates, a figure per slide with its lazy image and link, no captions unless asked', () => {
    const html = gallerySection({ id: ID, layout: 'masonry', columns: 4, gutter: 8 }, SLIDES);
    const root = tag(html, /<div class="gallery-masonry"([^>]*)>/);
    expect(root).toMatchObject({
      'data-controller': 'GalleryMasonry',
      'data-section-id': ID,
      'data-columns': '4',
      'data-gutter': '8',
      'data-lightbox': '',
      'data-show-captions': 'false',
    });
    expect(JSON.parse(root['data-props'] ?? '')).toEqual({ scrollAnimation: 'site-default', gutter: 8, numColumns: 4, width: 'full', lightboxEnabled: false });
    expect(html.match(/<figure class="gallery-masonry-item">/g)).toHaveLength(2);
    expect(tag(html, /<img([^>]*)>/)).toMatchObject({
      'data-src': '/assets/gallery/harbour.jpg',
      src: '/assets/gallery/harbour.jpg',
      'data-image-dimensions': '400x300',
      loading: 'lazy',
      width: '400',
      height: '300',
    });
    expect(html).toContain('object-position:25% 75%');
    expect(html).toContain('<a href="/walks" class="gallery-masonry-image-link"><img');
    expect(html).not.toContain('figcaption');
  });

  it("writes a reel: its height in vh, slide urls, the server's buttons and a lightbox copy of every item", () => {
    const html = gallerySection({ id: ID, layout: 'reel', viewportHeight: 55, lightbox: true, captions: true }, SLIDES);
    const root = tag(html, /<div class="gallery-reel"([^>]*)>/);
    expect(root).toMatchObject({
      'data-controller': 'GalleryReel',
      'data-controls-location': 'overflow-side',
      style: 'height: 55vh;',
      'data-show-captions': 'true',
    });
    expect(JSON.parse(root['data-props'] ?? '').viewportHeight).toBe(55);
    expect([...html.matchAll(/<figure class="gallery-reel-item" data-test="gallery-reel-item" data-slide-url="(\w+)">/g)].map((m) => m[1])).toEqual([
      'harbour',
      'meadow',
    ]);
    expect([...html.matchAll(/<p class="gallery-caption-content">([^<]*)<\/p>/g)].map((m) => m[1])).toEqual(['The harbour', 'The meadow']);
    expect(html.match(/<button /g)).toHaveLength(5);
    expect(tag(html, /<div class="gallery-lightbox-outer-wrapper"([^>]*)>/)['data-lightbox']).toBe('true');
    expect(html.match(/<figure class="gallery-lightbox-item"/g)).toHaveLength(2);
  });

  it('refuses an id that is not 24 hex digits', () => {
    expect(() => gallerySection({ id: 'gallery-1', layout: 'grid' }, SLIDES)).toThrow('gallery section gallery-1: its id must be 24 hex digits');
  });
});
