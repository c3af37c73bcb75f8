// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { findBlocks } from '../forms/blockMarkup.mjs';
import { expandDirectives, expandSections } from './pageDirectives.mjs';

/** @type {import('./blockTemplates.mjs').Slide[]} */
const SLIDES = ['alpine', 'beach', 'city'].map((url, i) => ({
  id: `60a${i}`,
  url,
  title: url,
  description: '',
  image: `/assets/${url}.jpg`,
  dimensions: '10x10',
  focalPoint: '0.5,0.5',
}));
const variants = [{ sku: 'S', price: 100, salePrice: 0, onSale: false }];
/** @type {import('./blockTemplates.mjs').Product[]} */
const PRODUCTS = ['prod-a', 'prod-b'].map((id) => ({ product: { id, title: id, productType: 'PHYSICAL', variants }, image: '/a.jpg', dimensions: '1x1' }));
/** @type {ReturnType<import('./pageDirectives.mjs').DirectiveData['events']>} */
const EVENTS = [
  { id: 'ev-b', title: 'Tour & tasting', url: '/events#b', startDate: '2027-03-12T11:00:00Z', location: 'Roastery' },
  { id: 'ev-a', title: 'Cupping', url: '/events#a', startDate: '2027-03-10T09:00:00Z' },
];
const DATA = { slides: () => SLIDES, products: () => PRODUCTS, events: () => EVENTS };

describe('expandSections', () => {
  const html = (body, shape) => {
    document.body.innerHTML = expandSections(body, 'a.html', shape);
    return document.body;
  };

  it('a 7.1 page: each section is the platform’s wrapper around a classic grid, its id stable for the page and its place', () => {
    const page = html('  <page-section>\n    <p>x</p>\n  </page-section>\n<p>after</p>\n  <page-section theme="dark">\n    <p>y</p>\n  </page-section>');
    const sections = Array.from(page.querySelectorAll('section[data-test="page-section"]'));
    expect(sections.map((s) => [s.getAttribute('data-section-theme'), s.getAttribute('data-controller'), s.classList.contains('dark')])).toEqual([
      ['', 'SectionWrapperController', false],
      ['dark', 'SectionWrapperController', true],
    ]);
    const [first] = sections;
    const id = first?.getAttribute('data-section-id') ?? '';
    expect(id).toMatch(/^[0-9a-f]{24}$/);
    expect(JSON.parse(first?.getAttribute('data-current-styles') ?? '')).toMatchObject({ sectionTheme: '', contentWidth: 'content-width--medium' });
    expect(JSON.parse(first?.getAttribute('data-current-context') ?? '')).toMatchObject({ typeName: 'page' });
    const grid = first?.querySelector(
      `.content-wrapper > .content > div.sqs-layout[data-type="page-section"]#page-section-${id} > .row.sqs-row > .col.sqs-col-12.span-12`,
    );
    expect(grid?.textContent?.trim()).toBe('x');
    expect(page.querySelector('body > p')?.textContent).toBe('after');
    expect(expandSections('<page-section>\n<p>x</p>\n</page-section>', 'a.html')).toBe(
      expandSections('<page-section>\n<p>z</p>\n</page-section>', 'a.html').replace('<p>z</p>', '<p>x</p>'),
    );
  });

  it('a fluid section: a fluid-engine grid with a cell per top-level element, each placed by the inline style', () => {
    const page = html(
      '<page-section fluid>\n<div class="sqs-block html-block" id="block-t1"><div class="sqs-block-content"><p>a &lt; b</p><script>if (1 < 2) {}</script></div></div>\n<!-- a note -->\n<h2>Hours</h2>\n<!-- @gallery {"id": "gallery-009"} -->\n</page-section>',
    );
    const section = page.querySelector('section[data-fluid-engine-section]');
    const cells = Array.from(section?.querySelectorAll('[data-fluid-engine="true"] > .fluid-engine > .fe-block') ?? []);
    expect(cells.map((c) => c.className)).toEqual([
      'fe-block fe-block-t1',
      expect.stringMatching(/^fe-block fe-block-[0-9a-f]{24}$/),
      'fe-block fe-block-gallery-009',
    ]);
    expect(cells[0]?.querySelector('#block-t1 script')?.textContent).toBe('if (1 < 2) {}');
    expect(cells[2]?.innerHTML).toBe('<!-- @gallery {"id": "gallery-009"} -->');
    const style = section?.querySelector('[data-fluid-engine="true"] > style')?.textContent ?? '';
    expect(style).toContain('.fe-block-t1 {\n    grid-area: 1/2/2/10;');
    expect(style).toContain('grid-area: 2/2/3/26;');
  });

  it('a 7.0 page: no sections, one page grid whose rows hold what the sections held', () => {
    const page = html(
      '<p>before</p>\n  <page-section>\n<p>x</p>\n  </page-section>\n  <page-section>\n<p>y</p>\n  </page-section>\n<section class="ProductList"></section>',
      { templateVersion: '7', collectionId: 'c1' },
    );
    expect(page.querySelector('section[data-test]')).toBeNull();
    const grid = page.querySelector('div.sqs-layout.sqs-grid-12[data-type="page"]#page-c1');
    expect(Array.from(grid?.querySelectorAll(':scope > .row.sqs-row > .col.sqs-col-12.span-12') ?? []).map((c) => c.textContent?.trim())).toEqual(['x', 'y']);
    expect(Array.from(page.children).map((el) => el.tagName)).toEqual(['P', 'DIV', 'SECTION']);
  });

  it('names the file and line of a misplaced tag or an attribute it does not know', () => {
    expect(() => expandSections('<page-section><p>x</p>', 'a.html')).toThrow(
      'a.html line 1: write <page-section> and </page-section> each on a line of its own',
    );
    expect(() => expandSections('<page-section>\n<page-section>', 'a.html')).toThrow(
      'a.html line 2: <page-section> inside the section opened on line 1 (sections do not nest)',
    );
    expect(() => expandSections('<p>x</p>\n</page-section>', 'a.html')).toThrow('a.html line 2: </page-section> closes no section');
    expect(() => expandSections('\n<page-section>\n<p>x</p>', 'a.html')).toThrow('a.html line 2: <page-section> is never closed');
    expect(() => expandSections('<page-section wide>\n</page-section>', 'a.html')).toThrow(
      'a.html line 1: <page-section> takes theme="…" and fluid, not "wide"',
    );
    expect(() => expandSections('<page-section theme="pink">\n</page-section>', 'a.html')).toThrow(
      /^a\.html line 1: section [0-9a-f]{24}: theme must be one of/,
    );
    expect(() => expandSections('<page-section fluid>\n<div><p>x</div>\n</page-section>', 'a.html')).toThrow('a.html line 1: ');
  });
});

describe('expandDirectives', () => {
  it('@gallery: one block of the first slides, or of the slides named', () => {
    const first = expandDirectives('    <!-- @gallery {"id": "gallery-002", "slides": 2, "settings": {"design": "grid"}} -->\n', 'a.html', DATA);
    expect(first.startsWith('<div class="sqs-block gallery-block')).toBe(true);
    expect([...first.matchAll(/class="thumb-image" data-src="\/assets\/(\w+)\.jpg"/g)].map((m) => m[1])).toEqual(['alpine', 'beach']);
    const named = expandDirectives('<!-- @gallery {"id": "g", "slides": ["city", "alpine"], "settings": {"design": "grid"}} -->', 'a.html', DATA);
    expect([...named.matchAll(/class="thumb-image" data-src="\/assets\/(\w+)\.jpg"/g)].map((m) => m[1])).toEqual(['city', 'alpine']);
  });

  it('@gallery: a slide named with a description of its own carries it on this block only', () => {
    const html = expandDirectives(
      '<!-- @gallery {"id": "g", "slides": ["city", {"url": "alpine", "description": "<p>Long & slow</p>"}], "settings": {"design": "grid"}} -->',
      'a.html',
      DATA,
    );
    expect([...html.matchAll(/data-description="([^"]*)"/g)].map((m) => m[1])).toEqual(['', '&lt;p&gt;Long &amp; slow&lt;/p&gt;']);
    expect(SLIDES[0]?.description).toBe('');
    expect(() =>
      expandDirectives('<!-- @gallery {"id": "g", "slides": [{"url": "city", "description": 3}], "settings": {"design": "grid"}} -->', 'a.html', DATA),
    ).toThrow('a.html: @gallery: the description of slide "city" must be a string');
  });

  it('@gallery: a slide with "html" is a video slide, its embed in data-html and the shared image its poster', () => {
    const embed = '<iframe src="/assets/video/player.html?title=Day%201" title="Day 1"></iframe>';
    const entry = JSON.stringify({ url: 'city', title: 'Day 1', description: '<p>At the presses.</p>', html: embed });
    const slideshow = expandDirectives(`<!-- @gallery {"id": "g", "slides": [${entry}, "alpine"], "settings": {"design": "slideshow"}} -->`, 'a.html', DATA);
    // the 7.0 slideshow's video slide, attribute for attribute
    expect(slideshow).toContain(
      '<div class="slide content-fill" data-type="video" data-click-through-url="" data-title="Day 1" data-description="&lt;p&gt;At the presses.&lt;/p&gt;" data-html="&lt;iframe src=&quot;/assets/video/player.html?title=Day%201&quot; title=&quot;Day 1&quot;&gt;&lt;/iframe&gt;">\n' +
        '          <noscript><img src="/assets/city.jpg" alt="Day 1" /></noscript><img class="thumb-image" data-src="/assets/city.jpg" data-image="/assets/city.jpg" data-image-dimensions="10x10" data-image-focal-point="0.5,0.5" alt="Day 1" data-load="false" data-type="video" />',
    );
    document.body.innerHTML = slideshow;
    const slides = [...document.querySelectorAll('.sqs-gallery > .slide')];
    expect(slides.map((s) => [s.getAttribute('data-type'), s.getAttribute('data-html')])).toEqual([
      ['video', embed],
      ['image', null],
    ]);
    document.body.innerHTML = expandDirectives(`<!-- @gallery {"id": "g", "slides": [${entry}], "settings": {"design": "grid"}} -->`, 'a.html', DATA);
    const thumbnail = document.querySelector('.sqs-gallery > .slide');
    expect([
      thumbnail?.getAttribute('data-type'),
      thumbnail?.getAttribute('data-html'),
      thumbnail?.querySelector('img.thumb-image')?.getAttribute('data-type'),
    ]).toEqual(['video', embed, 'video']);
    expect(thumbnail?.querySelector('a.image-slide-anchor')?.getAttribute('data-title')).toBe('Day 1');
    expect(SLIDES[2]?.title).toBe('city');
  });

  it('@gallery: a slide entry takes a string title, description and html only; a gallery section takes no video', () => {
    const gallery = (entry) => `<!-- @gallery {"id": "g", "slides": [${JSON.stringify(entry)}], "settings": {"design": "slideshow"}} -->`;
    expect(() => expandDirectives(gallery({ url: 'city', html: 3 }), 'a.html', DATA)).toThrow('a.html: @gallery: the html of slide "city" must be a string');
    expect(() => expandDirectives(gallery({ url: 'city', video: '<iframe>' }), 'a.html', DATA)).toThrow(
      'a.html: @gallery: slide "city" takes title, description, html, not "video"',
    );
    expect(() =>
      expandDirectives(
        '<!-- @gallerySection {"id": "6500000000000000000000c1", "layout": "grid", "slides": [{"url": "city", "html": "<iframe>"}]} -->',
        'a.html',
        DATA,
      ),
    ).toThrow('a.html: @gallerySection: a gallery section\'s items are images (slide "city" has "html")');
  });

  it('@galleries: a section per design with its name as heading, blocks numbered in order, every slide in each', () => {
    const html = expandDirectives('<!-- @galleries {"designs": [\n {"design": "grid"},\n {"design": "strip", "rowHeight": 260}\n]} -->', 'a.html', DATA);
    const blocks = findBlocks(html, ['gallery']);
    expect(blocks.map((b) => [b.attributes.id, JSON.parse(b.attributes['data-block-json'] ?? '').design])).toEqual([
      ['block-gallery-001', 'grid'],
      ['block-gallery-002', 'strip'],
    ]);
    expect([...html.matchAll(/<h2>(\w+)<\/h2>/g)].map((m) => m[1])).toEqual(['grid', 'strip']);
    expect(html.match(/class="slide"/g)).toHaveLength(6);
    expect(html.match(/<section data-test="page-section"/g)).toHaveLength(2);
  });

  it('@products: every product, or those named, in that order', () => {
    expect([...expandDirectives('<!-- @products -->', 'a.html', DATA).matchAll(/data-item-id="([\w-]+)"/g)].map((m) => m[1])).toEqual(['prod-a', 'prod-b']);
    expect([...expandDirectives('<!-- @products {"ids": ["prod-b"]} -->', 'a.html', DATA).matchAll(/data-item-id="([\w-]+)"/g)].map((m) => m[1])).toEqual([
      'prod-b',
    ]);
  });

  it('@image: an image block as 7.1 publishes it: its layout as a design-layout class, a shared slide as its image, its texts in the card', () => {
    const html = expandDirectives(
      '<!-- @image {"id": "image-card", "variantId": 1014, "slide": "beach", "title": "Visit", "text": "By the sea & sun", "button": {"label": "Hours", "href": "/visit"}} -->',
      'a.html',
      DATA,
    );
    const [block] = findBlocks(html, ['image']);
    expect(block?.attributes).toMatchObject({ id: 'block-image-card', 'data-block-type': '5' });
    expect(block?.attributes['data-block-json']).toBeUndefined();
    expect(html).toMatch(/<figure class="sqs-block-image-figure image-block-outer-wrapper image-block-v2 design-layout-card /);
    expect(html).toContain('data-src="/assets/beach.jpg" data-image="/assets/beach.jpg" data-image-dimensions="10x10"');
    expect(html).toContain('<div class="image-title sqs-dynamic-text"><h3 style="white-space:pre-wrap;">Visit</h3></div>');
    expect(html).toContain('<div class="image-subtitle sqs-dynamic-text"><p style="white-space:pre-wrap;">By the sea &amp; sun</p></div>');
    expect(html).toContain('<div class="image-button-inner"><a href="/visit" class="sqs-button-element--primary">Hours</a></div>');
    expect(() => expandDirectives('<!-- @image {"id": "i", "variantId": 1018, "slide": "beach"} -->', 'a.html', DATA)).toThrow(
      'image block i: variantId must be 1012 to 1017, not 1018',
    );
    expect(() => expandDirectives('<!-- @image {"id": "i", "variantId": 1014, "slide": "nowhere"} -->', 'a.html', DATA)).toThrow(
      'a.html: @image: no shared slide has the url "nowhere"',
    );
  });

  it('@gallerySection: a 7.1 gallery section of the shared slides, its settings in data-props and the flat data-*', () => {
    const html = expandDirectives(
      '<!-- @gallerySection {"id": "6500000000000000000000c1", "layout": "grid", "slides": 2, "columns": 2, "captions": true, "lightbox": true} -->',
      'a.html',
      DATA,
    );
    expect(html).toMatch(/^<section data-test="page-section" [^>]*class="page-section gallery-section /);
    expect(html).toContain('data-controller="GalleryGrid" data-section-id="6500000000000000000000c1"');
    expect(html).toContain('data-lightbox="true" data-width="full" data-aspect-ratio="square" data-columns="2" data-gutter="20"');
    expect(JSON.parse(/data-props='([^']*)'/.exec(html)?.[1] ?? '')).toEqual({
      aspectRatio: 'square',
      scrollAnimation: 'site-default',
      gutter: 20,
      numColumns: 2,
      width: 'full',
      lightboxEnabled: true,
    });
    expect([...html.matchAll(/<p class="gallery-caption-content">(\w+)<\/p>/g)].map((m) => m[1])).toEqual(['alpine', 'beach']);
    expect(() => expandDirectives('<!-- @gallerySection {"id": "6500000000000000000000c1", "layout": "strips"} -->', 'a.html', DATA)).toThrow(
      'gallery section 6500000000000000000000c1: layout must be grid, masonry or reel, not "strips"',
    );
  });

  it('leaves ordinary comments alone', () => {
    expect(expandDirectives('<!-- a note @home -->', 'a.html', DATA)).toBe('<!-- a note @home -->');
  });

  it('names the page and directive when a directive cannot be used', () => {
    expect(() => expandDirectives('<!-- @galery {} -->', 'a.html', DATA)).toThrow(
      'a.html: @galery is not a directive (known: @gallery, @galleries, @products, @image, @summary, @gallerySection, @events)',
    );
    expect(() => expandDirectives('<!-- @gallery {"id": "g", settings} -->', 'a.html', DATA)).toThrow(/^a\.html: @gallery: its JSON cannot be read/);
    expect(() => expandDirectives('<!-- @gallery [1] -->', 'a.html', DATA)).toThrow('a.html: @gallery: its JSON must be an object');
    expect(() => expandDirectives('<!-- @gallery {"settings": {"design": "grid"}} -->', 'a.html', DATA)).toThrow('a.html: @gallery: needs an "id"');
    expect(() => expandDirectives('<!-- @gallery {"id": "g", "slides": 4, "settings": {"design": "grid"}} -->', 'a.html', DATA)).toThrow(
      'a.html: @gallery: slides must be a count from 1 to 3 or a list of slide urls',
    );
    expect(() => expandDirectives('<!-- @gallery {"id": "g", "slides": ["nowhere"], "settings": {"design": "grid"}} -->', 'a.html', DATA)).toThrow(
      'a.html: @gallery: no shared slide has the url "nowhere"',
    );
    expect(() => expandDirectives('<!-- @galleries {"designs": []} -->', 'a.html', DATA)).toThrow(
      'a.html: @galleries: needs "designs", a list of gallery block settings',
    );
    expect(() => expandDirectives('<!-- @products {"ids": ["prod-z"]} -->', 'a.html', DATA)).toThrow(
      'a.html: @products: no shared product has the id "prod-z"',
    );
  });

  it('@events: the list root with the shared events as its JSON and the server list soonest first', () => {
    const html = expandDirectives('<!-- @events {"view": "calendar"} -->', 'a.html', DATA);
    const doc = new DOMParser().parseFromString(html, 'text/html');
    const root = doc.querySelector('section.eventlist');
    expect(root?.getAttribute('data-events-view')).toBe('calendar');
    expect(JSON.parse(root?.getAttribute('data-events-json') ?? '')).toEqual(EVENTS);
    expect([...doc.querySelectorAll('.eventlist-event a')].map((a) => a.textContent)).toEqual(['Cupping', 'Tour & tasting']);
    expect(() => expandDirectives('<!-- @events {"view": "grid"} -->', 'a.html', DATA)).toThrow('a.html: @events: "view" must be "list" or "calendar"');
  });
});
