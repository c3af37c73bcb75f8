// @vitest-environment happy-dom
import { cpSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { readPage, readPageContents, readSharedFilesSync, renderPage } from './assemblePage.mjs';
import { parsePageSource } from './pageSource.mjs';

const PAGES = join(dirname(fileURLToPath(import.meta.url)), '..', 'pages');
const NAMES = ['index', 'gallery', 'contact', 'store', 'welcome', 'visit', 'join', 'about', 'reviews', 'cart'];

/** @param {string} name */
async function open(name) {
  const html = await readPage(PAGES, `${name}.html`);
  if (html === null) throw new Error(`no page ${name}`);
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const script = [...doc.querySelectorAll('script:not([src])')].map((s) => s.textContent ?? '').find((t) => t.includes('SQUARESPACE_CONTEXT')) ?? '';
  const start = 'Static.SQUARESPACE_CONTEXT = ';
  const literal = script.slice(script.indexOf(start) + start.length, script.lastIndexOf(';'));
  return { html, doc, context: JSON.parse(literal) };
}

describe('the example pages, assembled', () => {
  it('each has the shared head, palette, navigation, footer, runtime script and its own title and body ids', async () => {
    for (const name of NAMES) {
      const { doc, context } = await open(name);
      expect(doc.querySelectorAll('header nav a')).toHaveLength((readSharedFilesSync(PAGES).layout?.match(/<a href=/g)?.length ?? 0) - 1);
      expect(doc.querySelector('header nav a[href="/about"]')?.textContent).toBe('About');
      expect(doc.querySelector('header nav a[href="/store"]')?.textContent).toBe('Store');
      expect(doc.querySelector('header nav a[href="/visit"]')?.textContent).toBe('Visit us');
      expect(doc.querySelector('footer')?.textContent).toBe("Example pages of the dev site, in the platform's published block markup.");
      expect(doc.querySelectorAll('script[type="module"][src="/runtime/runtime.js"]')).toHaveLength(1);
      expect(doc.querySelector('style')?.textContent).toContain(':root{--white-hsl:0,0%,100%;');
      expect(doc.querySelector('style')?.textContent).toContain('--accent-hsl:174,70%,35%;');
      expect(doc.querySelector('script[data-name="static-context"]')?.textContent).toMatch(
        /^Static = window\.Static \|\| \{\}; Static\.SQUARESPACE_CONTEXT = \{/,
      );
      // the site chrome: the floating cart (count filled in per visitor) and the announcement bar's dropzone
      expect(doc.querySelector('body > #floatingCart.floating-cart.hidden > a.sqs-custom-cart[href="/cart"] .sqs-cart-quantity')?.textContent).toBe('0');
      expect(doc.querySelector('header > .sqs-announcement-bar-dropzone')?.childElementCount).toBe(0);
      expect(context.showAnnouncementBar).toBe(true);
      expect(context.websiteSettings.announcementBarSettings.text).toContain('<a href="/visit#menus">See the menus</a>');
      expect(doc.title).toMatch(/^.+ — Dev Site$/);
      expect(doc.body.id).toBe(`collection-${context.collectionId}`);
      expect(doc.body.className).toBe(`page-type-${context.pageType}`);
      expect(context.website).toEqual({ id: 'dev-website-0001', identifier: 'dev-site', cloneable: false, developerMode: false });
      expect(context.websiteSettings.storeSettings).toEqual({ selectedCurrency: 'USD', measurementStandard: 1 });
      expect(context.collection.id).toBe(context.collectionId);
      // the page's shape: 7.1 sections around classic or fluid grids, or a 7.0 page's one grid
      if (context.templateVersion === '7') {
        expect(doc.querySelector('main section[data-test="page-section"]')).toBeNull();
        expect(
          doc.querySelectorAll(`main > div.sqs-layout.sqs-grid-12[data-type="page"]#page-${context.collectionId} > .row.sqs-row > .col`).length,
        ).toBeGreaterThan(0);
      } else {
        const sections = [...doc.querySelectorAll('main > section[data-test="page-section"][data-controller="SectionWrapperController"]')];
        expect(sections.length).toBeGreaterThan(0);
        for (const section of sections) {
          expect(section.getAttribute('data-section-id')).toMatch(/^[0-9a-f]{24}$/);
          expect(
            section.querySelector(
              ':scope > .content-wrapper > .content > div.sqs-layout[data-type="page-section"] > .row.sqs-row, :scope > .content-wrapper > .content > div[data-fluid-engine="true"] > .fluid-engine, :scope > .content-wrapper > .content > .gallery-section-wrapper [data-controller^="Gallery"], :scope > .content-wrapper > .content > .user-items-list',
            ),
            section.getAttribute('data-section-id') ?? '',
          ).not.toBeNull();
        }
      }
    }
  });

  it('each page has its own context values; the welcome page turns the cookie banner on over the base settings', async () => {
    const titles = await Promise.all(NAMES.map(async (name) => (await open(name)).context.collection.title));
    expect(titles).toEqual(['Home', 'Galleries', 'Contact', 'Shop', 'Welcome', 'Visit us', 'Join the list', 'About', 'Review your purchase', 'Cart']);
    const { context } = await open('welcome');
    expect(context.websiteSettings.cookieSettings).toMatchObject({
      isCookieBannerEnabled: true,
      isRestrictiveCookiePolicyAbsolute: false,
      cookieBannerAcceptType: 'OPT_IN_AND_OUT',
    });
    expect(context.websiteSettings.cookieSettings.cookieBannerText).toBe(
      '<p>We use cookies to count visits and remember your cart. <a href="/contact">Ask us about it</a>.</p>',
    );
    expect((await open('join')).context.popupOverlay).toMatchObject({ style: 2, displayFrequency: 1 });
    expect((await open('contact')).context.websiteSettings.cookieSettings.isCookieBannerEnabled).toBe(false);
  });

  it('the gallery page has one gallery block per design, each with the eight slides and their noscript images, then the Field notes grid', async () => {
    const { doc } = await open('gallery');
    const all = [...doc.querySelectorAll('.sqs-block.gallery-block')];
    const blocks = all.slice(0, -1);
    expect(blocks.map((b) => JSON.parse(b.getAttribute('data-block-json') ?? '').design)).toEqual([
      'grid',
      'stacked',
      'autocolumns',
      'autogrid',
      'autorows',
      'carousel',
      'strip',
      'slideshow',
    ]);
    expect(blocks.map((b) => b.id)).toEqual(['001', '002', '003', '004', '005', '006', '007', '008'].map((n) => `block-gallery-${n}`));
    expect([...doc.querySelectorAll('h2')].map((h) => h.textContent)).toEqual([
      'grid',
      'stacked',
      'autocolumns',
      'autogrid',
      'autorows',
      'carousel',
      'strip',
      'slideshow',
      'Photo feed',
      'Gallery sections',
      'Field notes',
    ]);
    for (const block of blocks) {
      const slides = [...block.querySelectorAll('.slide')];
      expect(slides).toHaveLength(8);
      expect(slides[0]?.querySelector('[data-description]')?.getAttribute('data-description') ?? slides[0]?.getAttribute('data-description')).toBe(
        '<p>First light over the ridge.</p>',
      );
      expect(block.querySelectorAll('noscript')).toHaveLength(8);
    }
    expect(doc.querySelector('#block-gallery-008 .sqs-gallery-container')?.className.trim().split(/\s+/)).toEqual(
      expect.arrayContaining(['sqs-gallery-block-slideshow', 'sqs-gallery-thumbnails-per-row-6']),
    );
    // the Field notes grid: three slides, the second with a description of its own (two paragraphs)
    const notes = all.at(-1);
    expect(notes?.id).toBe('block-gallery-field-notes');
    const described = [...(notes?.querySelectorAll('[data-description]') ?? [])].map((anchor) => anchor.getAttribute('data-description') ?? '');
    expect(described.map((text) => text.length > 500)).toEqual([false, true, false]);
    expect(described[1]).toMatch(/^<p>We reached the north shore.*<\/p><p>.*have turned\.<\/p>$/);
    // and three 7.1 gallery sections: a grid with captions and a lightbox, a masonry, a reel
    const sections = [...doc.querySelectorAll('section.gallery-section [data-controller^="Gallery"]')];
    expect(sections.map((s) => [s.getAttribute('data-controller'), s.querySelectorAll('figure[class$="-item"]:not(.gallery-lightbox-item)').length])).toEqual([
      ['GalleryGrid', 6],
      ['GalleryMasonry', 8],
      ['GalleryReel', 5],
    ]);
  });

  it('the home page’s slideshow has the first five slides; the store shows five products with their prices', async () => {
    const home = (await open('index')).doc;
    expect([...home.querySelectorAll('#block-gallery-002 .slide img.thumb-image')].map((s) => s.getAttribute('data-src'))).toEqual(
      ['alpine-morning', 'beach-noon', 'city-night', 'desert-dunes', 'forest-path'].map((name) => `/assets/gallery/${name}.jpg`),
    );
    const store = (await open('store')).doc;
    // a 7.0 products page: the list as the platform renders it, prices as bare amounts
    const products = [...store.querySelectorAll('main > section.ProductList > .ProductList-grid > div.ProductList-item')];
    expect(products.map((p) => p.getAttribute('data-item-id'))).toEqual(['prod-print', 'prod-sale', 'prod-sizes', 'prod-card', 'prod-digital']);
    expect(products.map((p) => p.querySelector('.product-price')?.textContent?.replace(/\s+/g, ' ').trim())).toEqual([
      '25.00',
      '72.00 90.00',
      'from 18.00',
      '50.00',
      '8.00',
    ]);
    expect(store.querySelector('style')?.textContent).toContain('.ProductList-grid {');
  });

  it('the forms come from the same content the visitor gets', () => {
    const contents = readPageContents(PAGES);
    // every page file, in name order (pages are added often: the list comes from the folder)
    expect(contents.map((c) => c.file)).toEqual(
      readdirSync(PAGES)
        .filter((f) => f.endsWith('.html'))
        .sort(),
    );
    expect(contents.map((c) => c.file)).toEqual(expect.arrayContaining(['about.html', 'contact.html', 'events.html', 'calendar.html', 'store.html']));
    // the contact form as published: its definition in the form context script the site reads its fields from
    expect(contents.find((c) => c.file === 'contact.html')?.main).toContain('id="form-context-65f0c0ffee0000000000c001" class="sqs-form-block-context"');
  });
});

describe('renderPage and readPage', () => {
  const shared = readSharedFilesSync(PAGES);
  /** @param {string} text */
  const render = (text) => renderPage(parsePageSource('a.html', text), shared);
  const front = (/** @type {object} */ value) => `---\n${JSON.stringify(value)}\n---\n`;

  it('escapes the title and keeps the content as written', () => {
    const html = render(`${front({ title: 'Q&A <2>', context: { collectionId: 'c1', pageType: 2 } })}<p>{{main}} stays</p>`);
    expect(html).toContain('<title>Q&amp;A &lt;2&gt; — Dev Site</title>');
    expect(html).toContain('<p>{{main}} stays</p>');
  });

  it('names the page when its front block lacks what the layout needs', () => {
    expect(() => render('<p>x</p>')).toThrow('a.html: the front block needs a "title"');
    expect(() => render(`${front({ title: 'A', context: { pageType: 2 } })}<p>x</p>`)).toThrow(
      `a.html: the page context needs "collectionId" (set it in the front block's context)`,
    );
  });

  it('names a missing or broken shared file, and an unknown layout slot', () => {
    const page = parsePageSource('a.html', `${front({ title: 'A', context: { collectionId: 'c', pageType: 1 } })}<p>x</p>`);
    expect(() => renderPage(page, { ...shared, layout: undefined })).toThrow('shared/layout.html is missing from the pages folder');
    expect(() => renderPage(page, { ...shared, context: '{ "website": ' })).toThrow(/^shared\/context\.json is not valid JSON/);
    expect(() => renderPage(page, { ...shared, layout: '<title>{{titel}}</title>' })).toThrow('shared/layout.html: unknown slot {{titel}}');
  });

  /** @type {string | undefined} */
  let dir;
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
    dir = undefined;
  });

  it('reads the page and shared files on every call; no page for an unknown or unservable name', async () => {
    dir = mkdtempSync(join(tmpdir(), 'dev-site-pages-'));
    cpSync(join(PAGES, 'shared'), join(dir, 'shared'), { recursive: true });
    writeFileSync(join(dir, 'a.html'), `${front({ title: 'A', context: { collectionId: 'c', pageType: 1 } })}<p>first</p>`);
    expect(await readPage(dir, 'a.html')).toContain('<p>first</p>');
    writeFileSync(join(dir, 'a.html'), `${front({ title: 'A', context: { collectionId: 'c', pageType: 1 } })}<p>second</p>`);
    writeFileSync(join(dir, 'shared', 'site.css'), 'body { color: red; }\n');
    const html = await readPage(dir, 'a.html');
    expect(html).toContain('<p>second</p>');
    expect(html).toContain('  body { color: red; }');
    expect(await readPage(dir, 'b.html')).toBeNull();
    expect(await readPage(dir, '../a.html')).toBeNull();
  });
});

describe('the visit, join and about pages', () => {
  it('the about page has an image block in three layouts (a collage in a white and in a dark section), a video, a map, a table booking block and share buttons', async () => {
    const { doc } = await open('about');
    const settings = (selector) => JSON.parse(doc.querySelector(selector)?.getAttribute('data-block-json') ?? 'null');
    expect(
      [...doc.querySelectorAll('.image-block .image-block-outer-wrapper')].map((b) => [...b.classList].find((c) => c.startsWith('design-layout-'))),
    ).toEqual(['design-layout-poster', 'design-layout-card', 'design-layout-collage', 'design-layout-collage']);
    expect(['day', 'night'].map((name) => doc.getElementById(`block-image-collage-${name}`)?.closest('section')?.getAttribute('data-section-theme'))).toEqual([
      'white',
      'dark',
    ]);
    expect(settings('.video-block')).toMatchObject({ overlay: true, width: 640, height: 360, html: expect.stringContaining('title="Harbour at dusk"') });
    expect(doc.querySelector('.video-block .sqs-video-wrapper')?.getAttribute('data-html')).toBe(settings('.video-block').html);
    expect(doc.querySelector('.video-block .sqs-video-overlay img[data-src]')?.getAttribute('data-src')).toBe('/assets/gallery/lake-dusk.jpg');
    expect(settings('.map-block[data-block-type="4"]')).toMatchObject({
      style: 4,
      vSize: 10,
      labels: true,
      location: { markerLat: 50.7957, markerLng: -1.1067 },
    });
    expect(doc.querySelector('.opentable-v2-block')?.id).toBe('block-table-booking');
    expect(doc.querySelector('.share-buttons-block')?.id).toBe('block-share');
  });

  it('the visit page has the menus the announcement bar links to, an accordion of opening hours, a café menu of three menus and the mobile info bar', async () => {
    const { doc, context } = await open('visit');
    const settings = (selector, attribute) => JSON.parse(doc.querySelector(selector)?.getAttribute(attribute) ?? 'null');
    // the bar is the site's (the context's), over the header's dropzone; it links to this page's menus
    expect(doc.querySelector('.sqs-announcement-bar')).toBeNull();
    expect(context.websiteSettings.announcementBarSettings.text).toContain('href="/visit#menus"');
    expect(doc.getElementById('menus')?.textContent).toBe('Café menus');
    const accordion = doc.querySelector('.accordion-block[data-block-type="69"] ul.accordion-items-container');
    expect(Array.from(accordion?.querySelectorAll('li.accordion-item .accordion-item__title') ?? []).map((t) => t.textContent?.trim())).toEqual([
      'Weekdays',
      'Weekends',
      'Holidays',
    ]);
    expect(accordion?.getAttribute('data-should-allow-multiple-open-items')).toBe('');
    expect(settings('.menu-block', 'data-block-json').menus.map((m) => m.title)).toEqual(['Breakfast', 'Lunch', 'Drinks']);
    expect(settings('.sqs-mobile-info-bar', 'data-mobile-info-bar-json').items.map((i) => i.kind)).toEqual(['phone', 'email', 'location', 'hours']);
  });

  it('the join page holds the popup overlay with its newsletter block, and its settings in the context too', async () => {
    const { doc, context } = await open('join');
    const overlay = doc.querySelector('.sqs-popup-overlay[hidden]');
    expect(JSON.parse(overlay?.getAttribute('data-popup-overlay-json') ?? 'null')).toMatchObject({ version: 2, style: 2, displayFrequency: 1 });
    expect(overlay?.querySelector('.newsletter-block[data-block-type="51"] form.newsletter-form[data-form-id]')).not.toBeNull();
    expect(context.popupOverlay).toMatchObject({ version: 2, style: 2 });
  });
});

describe('the embeds page', () => {
  it('has a provider embed and a third-party embed as published (22), two published code blocks (23) and a follow link naming the stand-in script', async () => {
    const { doc } = await open('embed');
    const settings = (selector) => JSON.parse(doc.querySelector(selector)?.getAttribute('data-block-json') ?? 'null');
    expect(settings('#block-embed-video')).toMatchObject({ title: 'Roasting day', html: expect.stringMatching(/^<iframe src="\/assets\/video\/player\.html/) });
    expect(settings('#block-embed-tides').html).toContain('<script>');
    // embeds as published: the HTML rendered into the content too, a provider's frame in the box its wrapper reserves
    expect(
      doc
        .querySelector('#block-embed-video[data-block-type="22"] .intrinsic > .embed-block-wrapper[style="padding-bottom:56.25%;"] > iframe')
        ?.getAttribute('src'),
    ).toBe('/assets/video/player.html?title=Roasting%20day');
    expect(doc.querySelector('#block-embed-tides[data-block-type="22"] .sqs-block-content > script')?.textContent).toContain('High tide 06:42');
    // code blocks as published: no settings, the owner's HTML rendered (a script, or source shown as text), in a fluid section's cells
    const code = [...doc.querySelectorAll('section[data-fluid-engine-section] .fe-block > .code-block[data-block-type="23"]')];
    expect(code.map((b) => [b.id, b.hasAttribute('data-block-json')])).toEqual([
      ['block-code-special', false],
      ['block-code-source', false],
    ]);
    expect(code[0]?.querySelector('.sqs-block-content > script')?.textContent).toContain('data-script-ran');
    expect(code[1]?.querySelector('pre code')?.textContent).toBe('<p class="hours">Open daily 7:00–18:00</p>');
    const follow = doc.querySelector('.twitter-block a.twitter-follow-button');
    expect(follow?.getAttribute('href')).toBe('https://x.com/harbourcoffee');
    expect(follow?.getAttribute('data-script-src')).toBe('/assets/follow/widgets.js');
    expect(doc.querySelector('header nav a[href="/embed"]')?.textContent).toBe('Embeds');
  });
});
