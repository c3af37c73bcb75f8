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
      expect(doc.querySelectorAll('header nav a')).toHaveLength(readSharedFilesSync(PAGES).layout.match(/<a href=/g)?.length ?? 0);
      expect(doc.querySelector('header nav a[href="/about"]')?.textContent).toBe('About');
      expect(doc.querySelector('header nav a[href="/store"]')?.textContent).toBe('Store');
      expect(doc.querySelector('header nav a[href="/visit"]')?.textContent).toBe('Visit us');
      expect(doc.querySelector('footer')?.textContent).toBe("Example pages of the dev site, in the platform's published block markup.");
      expect(doc.querySelectorAll('script[type="module"][src="/runtime/runtime.js"]')).toHaveLength(1);
      expect(doc.querySelector('style')?.textContent).toContain('--accent-hsl: 174,70%,35%;');
      expect(doc.title).toMatch(/^.+ — Dev Site$/);
      expect(doc.body.id).toBe(`collection-${context.collectionId}`);
      expect(doc.body.className).toBe(`page-type-${context.pageType}`);
      expect(context.website).toEqual({ id: 'dev-website-0001', identifier: 'dev-site', cloneable: false, developerMode: false });
      expect(context.websiteSettings.storeSettings).toEqual({ selectedCurrency: 'USD', measurementStandard: 1 });
      expect(context.collection.id).toBe(context.collectionId);
      expect(doc.querySelectorAll('main > section.page-section > div.content-wrapper').length).toBeGreaterThan(0);
    }
  });

  it('each page has its own context values; the welcome page turns the cookie banner on over the base settings', async () => {
    const titles = await Promise.all(NAMES.map(async (name) => (await open(name)).context.collection.title));
    expect(titles).toEqual(['Home', 'Galleries', 'Contact', 'Shop', 'Welcome', 'Visit us', 'Join the list', 'About', 'Review your purchase', 'Cart']);
    const { context } = await open('welcome');
    expect(context.websiteSettings.cookieSettings).toMatchObject({ isCookieBannerEnabled: true, isRestrictiveCookiePolicyAbsolute: false, cookieBannerAcceptType: 'OPT_IN_AND_OUT' });
    expect(context.websiteSettings.cookieSettings.cookieBannerText).toBe('<p>We use cookies to count visits and remember your cart. <a href="/contact">Ask us about it</a>.</p>');
    expect((await open('join')).context.popupOverlay).toMatchObject({ style: 2, displayFrequency: 1 });
    expect((await open('contact')).context.websiteSettings.cookieSettings.isCookieBannerEnabled).toBe(false);
  });

  it('the gallery page has one gallery block per design, each with the eight slides and their noscript images', async () => {
    const { doc } = await open('gallery');
    const blocks = [...doc.querySelectorAll('.sqs-block.gallery-block')];
    expect(blocks.map((b) => JSON.parse(b.getAttribute('data-block-json') ?? '').design)).toEqual(['grid', 'stacked', 'autocolumns', 'autogrid', 'autorows', 'carousel', 'strip', 'slideshow']);
    expect(blocks.map((b) => b.id)).toEqual(['001', '002', '003', '004', '005', '006', '007', '008'].map((n) => `block-gallery-${n}`));
    expect([...doc.querySelectorAll('h2')].map((h) => h.textContent)).toEqual(['grid', 'stacked', 'autocolumns', 'autogrid', 'autorows', 'carousel', 'strip', 'slideshow']);
    for (const block of blocks) {
      const slides = [...block.querySelectorAll('.slide')];
      expect(slides).toHaveLength(8);
      expect(slides[0]?.getAttribute('data-description')).toBe('<p>First light over the ridge.</p>');
      expect(block.querySelectorAll('noscript')).toHaveLength(8);
    }
    expect(doc.querySelector('#block-gallery-008 .sqs-gallery-container')?.className).toBe('sqs-gallery-container sqs-gallery-block-slideshow sqs-gallery-thumbnails-per-row-6');
  });

  it('the home page’s slideshow has the first five slides; the store shows five products with their prices', async () => {
    const home = (await open('index')).doc;
    expect([...home.querySelectorAll('#block-gallery-002 .slide')].map((s) => s.getAttribute('data-slide-url'))).toEqual(['alpine-morning', 'beach-noon', 'city-night', 'desert-dunes', 'forest-path']);
    const store = (await open('store')).doc;
    const products = [...store.querySelectorAll('.ProductList article.ProductList-item')];
    expect(products.map((p) => JSON.parse(p.getAttribute('data-product-json') ?? '').id)).toEqual(['prod-print', 'prod-sale', 'prod-sizes', 'prod-card', 'prod-digital']);
    expect(products.map((p) => p.querySelector('.product-price')?.textContent)).toEqual(['$25.00', '$72.00 $90.00', '$18.00', '$50.00', '$8.00']);
    expect(store.querySelector('style')?.textContent).toContain('.store-grid {');
  });

  it('the forms come from the same content the visitor gets', () => {
    const contents = readPageContents(PAGES);
    // every page file, in name order (pages are added often: the list comes from the folder)
    expect(contents.map((c) => c.file)).toEqual(readdirSync(PAGES).filter((f) => f.endsWith('.html')).sort());
    expect(contents.map((c) => c.file)).toEqual(expect.arrayContaining(['about.html', 'contact.html', 'events.html', 'calendar.html', 'store.html']));
    expect(contents.find((c) => c.file === 'contact.html')?.main).toContain('id="block-form-001"');
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
    expect(() => render(`${front({ title: 'A', context: { pageType: 2 } })}<p>x</p>`)).toThrow(`a.html: the page context needs "collectionId" (set it in the front block's context)`);
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
  it('the about page has an image block in two layouts, a video, a map, a table booking block and share buttons', async () => {
    const { doc } = await open('about');
    const settings = (selector) => JSON.parse(doc.querySelector(selector)?.getAttribute('data-block-json') ?? 'null');
    expect([...doc.querySelectorAll('.image-block')].map((b) => JSON.parse(b.getAttribute('data-block-json') ?? '{}').blockVariantId)).toEqual([1013, 1014]);
    expect(settings('.video-block')).toMatchObject({ title: 'Harbour at dusk', html: '<iframe src="/assets/video/player.html?title=Harbour%20at%20dusk"></iframe>' });
    expect(doc.querySelector('.video-block img[data-src]')?.getAttribute('data-image-dimensions')).toBe('640x427');
    expect(settings('.map-block[data-block-type="4"]')).toMatchObject({ style: 4, vSize: 10, labels: true, location: { markerLat: 50.7957, markerLng: -1.1067 } });
    expect(doc.querySelector('.opentable-v2-block')?.id).toBe('block-table-booking');
    expect(doc.querySelector('.share-buttons-block')?.id).toBe('block-share');
  });

  it('the visit page has the announcement bar, an accordion of opening hours, a café menu of three menus and the mobile info bar', async () => {
    const { doc } = await open('visit');
    const settings = (selector, attribute) => JSON.parse(doc.querySelector(selector)?.getAttribute(attribute) ?? 'null');
    expect(settings('.sqs-announcement-bar', 'data-announcement-bar-json')).toMatchObject({ link: { href: '#menus' } });
    const accordion = doc.querySelector('.accordion-block[data-block-type="69"] ul.accordion-items-container');
    expect(Array.from(accordion?.querySelectorAll('li.accordion-item .accordion-item__title') ?? []).map((t) => t.textContent?.trim())).toEqual(['Weekdays', 'Weekends', 'Holidays']);
    expect(accordion?.getAttribute('data-should-allow-multiple-open-items')).toBe('');
    expect(settings('.menu-block', 'data-block-json').menus.map((m) => m.title)).toEqual(['Breakfast', 'Lunch', 'Drinks']);
    expect(settings('.sqs-mobile-info-bar', 'data-mobile-info-bar-json').items.map((i) => i.kind)).toEqual(['phone', 'email', 'location', 'hours']);
  });

  it('the join page holds the popup overlay with its newsletter block, and its settings in the context too', async () => {
    const { doc, context } = await open('join');
    const overlay = doc.querySelector('.sqs-popup-overlay[hidden]');
    expect(JSON.parse(overlay?.getAttribute('data-popup-overlay-json') ?? 'null')).toMatchObject({ version: 2, style: 2, displayFrequency: 1 });
    expect(overlay?.querySelector('.newsletter-block')?.id).toBe('block-newsletter-001');
    expect(context.popupOverlay).toMatchObject({ version: 2, style: 2 });
  });
});

describe('the embeds page', () => {
  it('has a provider embed, a third-party embed, two code blocks (23) and a follow link naming the stand-in script', async () => {
    const { doc } = await open('embed');
    const settings = (selector) => JSON.parse(doc.querySelector(selector)?.getAttribute('data-block-json') ?? 'null');
    expect(settings('#block-embed-video')).toMatchObject({ title: 'Roasting day', html: expect.stringMatching(/^<iframe src="\/assets\/video\/player\.html/) });
    expect(settings('#block-embed-tides').html).toContain('<script>');
    expect([...doc.querySelectorAll('.code-block[data-block-type="23"]')].map((b) => JSON.parse(b.getAttribute('data-block-json') ?? '{}').displaySource ?? false)).toEqual([false, true]);
    const follow = doc.querySelector('.twitter-block a.twitter-follow-button');
    expect(follow?.getAttribute('href')).toBe('https://x.com/harbourcoffee');
    expect(follow?.getAttribute('data-script-src')).toBe('/assets/follow/widgets.js');
    expect(doc.querySelector('header nav a[href="/embed"]')?.textContent).toBe('Embeds');
  });
});
