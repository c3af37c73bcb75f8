/**
 * The runtime on the dev site's pages: what it mounts, what it loads, bad block JSON,
 * refresh after the page changes, and destroy.
 */
import { expect, test, type Page } from '@playwright/test';
import { runtimeReady } from './devSite';

/** Script files the page fetched from the built runtime. */
function runtimeRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/runtime/')) seen.push(url.pathname);
  });
  return seen;
}

const chunk = (seen: string[], name: string) => seen.some((path) => path.startsWith(`/runtime/chunks/${name}-`));

test('the home page mounts its highlights, slideshow, marquee, shapes and masked image', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/');
  await expect(page.locator('#block-gallery-002 .runtime-gallery').getByRole('region')).toBeVisible();
  await expect(page.locator('[data-highlight="circle"]')).toHaveAttribute('data-highlight-state', /waiting|animating|drawn/);
  await expect(page.locator('#block-marquee-003')).toHaveAttribute('data-runtime-bound', 'marquee');
  await expect(page.locator('#block-shape-004 svg[aria-label="Star"]')).toBeVisible();
  const star = await page.locator('#block-shape-004 svg').boundingBox();
  expect(star?.width).toBeGreaterThan(100);
  await expect(page.locator('#block-image-006')).toHaveAttribute('data-runtime-bound', 'maskedImage');
  // the server's markup stands in until then and is hidden once the view is there
  await expect(page.locator('#block-gallery-002 .sqs-gallery-container')).toBeHidden();
  expect(errors).toEqual([]);
});

test('the gallery page mounts every design, each with its images', async ({ page }) => {
  await page.goto('/gallery');
  const blocks = page.locator('.gallery-block');
  await expect(blocks).toHaveCount(9);
  for (let i = 0; i < 9; i += 1) {
    const block = blocks.nth(i);
    await block.scrollIntoViewIfNeeded();
    await expect(block).toHaveAttribute('data-runtime-bound', 'gallery');
    const firstImage = block.locator('.runtime-gallery img').first();
    await expect(firstImage).toBeVisible();
    await expect.poll(() => firstImage.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  }
});

test('the gallery page mounts its 7.1 gallery sections: a captioned grid opening the lightbox, a masonry, a reel stepping with Next', async ({ page }) => {
  await page.goto('/gallery');
  const grid = page.locator('section[data-section-id="6500000000000000000000c1"] .gallery-grid');
  await grid.scrollIntoViewIfNeeded();
  await expect(grid).toHaveAttribute('data-runtime-bound', 'gallery');
  // the server's items stand hidden behind the view, which shows each caption
  await expect(grid.locator('.gallery-grid-wrapper')).toBeHidden();
  await expect(grid.locator('.runtime-gallery')).toContainText('Alpine morning');
  await grid.getByRole('button', { name: 'Open Beach at noon in the lightbox' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  const masonry = page.locator('section[data-section-id="6500000000000000000000c2"] .gallery-masonry');
  await masonry.scrollIntoViewIfNeeded();
  await expect(masonry).toHaveAttribute('data-runtime-bound', 'gallery');
  await expect(masonry.locator('.runtime-gallery li')).toHaveCount(8);

  const reel = page.locator('section[data-section-id="6500000000000000000000c3"] .gallery-reel');
  await reel.scrollIntoViewIfNeeded();
  await expect(reel).toHaveAttribute('data-runtime-bound', 'gallery');
  const slides = reel.locator('.runtime-gallery [aria-roledescription="slide"]');
  await expect(slides).toHaveCount(5);
  await expect(slides.first()).toHaveAttribute('aria-current', 'true');
  await reel.getByRole('button', { name: 'Next slide' }).click();
  await expect(slides.nth(1)).toHaveAttribute('aria-current', 'true');
});

test("the gallery page's instagram block: its server posts become a carousel, each still a link to its post", async ({ page }) => {
  await page.goto('/gallery');
  const feed = page.locator('#block-instagram-feed');
  await feed.scrollIntoViewIfNeeded();
  await expect(feed).toHaveAttribute('data-runtime-bound', 'gallery');
  await expect(feed.locator('.sqs-gallery-container')).toBeHidden();
  const view = feed.locator('.runtime-gallery');
  await expect(view.locator('[aria-roledescription="carousel"]')).toBeVisible();
  await expect(view.locator('a[href^="https://www.instagram.com/p/"]')).toHaveCount(4);
  await expect(view.locator('a[href="https://www.instagram.com/p/DAb2Mead0w/"]')).toHaveCount(1);
});

test("each block type's code is fetched only on a page that has that block", async ({ page }) => {
  const seen = runtimeRequests(page);
  await page.goto('/gallery');
  await expect(page.locator('.gallery-block[data-runtime-bound="gallery"]')).toHaveCount(9);
  expect(chunk(seen, 'gallery')).toBe(true);
  for (const absent of ['marquee', 'shape', 'highlight', 'maskedImage', 'cookieBanner']) expect(chunk(seen, absent), absent).toBe(false);
});

test('a block with bad JSON is skipped with a console message naming it, and the rest of the page still mounts', async ({ page }) => {
  await page.route('**/gallery', async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(/(id="block-gallery-003"[^>]*data-block-json=")[^"]*"/, '$1&#123;not json"');
    await route.fulfill({ response, body: html });
  });
  const messages: string[] = [];
  page.on('console', (message) => messages.push(message.text()));
  await page.goto('/gallery');
  await expect(page.locator('.gallery-block[data-runtime-bound="gallery"]')).toHaveCount(8);
  await expect(page.locator('#block-gallery-003 .runtime-gallery')).toHaveCount(0);
  await expect.poll(() => messages.some((text) => text.includes('block-gallery-003'))).toBe(true);
});

test('refresh mounts a block added without a reload and unmounts one that vanished; destroy unmounts everything', async ({ page }) => {
  await page.goto('/gallery');
  await expect(page.locator('.gallery-block[data-runtime-bound="gallery"]')).toHaveCount(9);
  await page.evaluate(async () => {
    const first = document.getElementById('block-gallery-001')!;
    const copy = first.cloneNode(true) as HTMLElement;
    copy.id = 'block-gallery-added';
    copy.removeAttribute('data-runtime-bound');
    copy.querySelector('.runtime-gallery')?.remove();
    copy.querySelectorAll<HTMLElement>('[hidden]').forEach((el) => (el.hidden = false));
    document.getElementById('block-gallery-002')!.remove();
    first.after(copy);
    await window.SiteRuntime!.refresh();
    await window.SiteRuntime!.refresh(); // twice: nothing is bound twice
  });
  await expect(page.locator('#block-gallery-added')).toHaveAttribute('data-runtime-bound', 'gallery');
  await expect(page.locator('#block-gallery-added .runtime-gallery')).toHaveCount(1);
  await expect(page.locator('.gallery-block .runtime-gallery')).toHaveCount(9);

  await page.evaluate(() => window.SiteRuntime!.destroy());
  await expect(page.locator('.runtime-gallery')).toHaveCount(0);
  await expect(page.locator('#block-gallery-001 .sqs-gallery-container')).toBeVisible();

  // a refresh after destroy starts the runtime again and mounts every gallery anew
  await page.evaluate(() => window.SiteRuntime!.refresh());
  await expect(page.locator('.gallery-block .runtime-gallery')).toHaveCount(9);
});

test('?nomotion marks the page and ?platform=mobile-app marks it as opened in the app', async ({ page }) => {
  await page.goto('/?nomotion=true&platform=mobile-app');
  await expect(page.locator('html')).toHaveAttribute('data-nomotion', '');
  await expect(page.locator('html')).toHaveAttribute('data-platform', 'mobile-app');
});

test('logout=true shows the logout notice', async ({ page }) => {
  await page.goto('/?logout=true');
  const notice = page.getByRole('status').filter({ hasText: 'Logout Successful' });
  await expect(notice).toHaveText('Logout Successful: You have been successfully logged out.');
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
});

test('the page shape: 7.1 sections (classic and fluid-engine) and a 7.0 page grid are left as they are, the blocks inside them mount; the bar comes from the context', async ({
  page,
}) => {
  await page.goto('/');
  await runtimeReady(page);
  const sections = page.locator('main > section[data-test="page-section"][data-controller="SectionWrapperController"]');
  expect(await sections.count()).toBeGreaterThan(3);
  await expect(page.locator('main [data-runtime-bound]').and(page.locator('section, .sqs-layout, .fluid-engine, .fe-block'))).toHaveCount(0);
  // a block in a fluid-engine cell and one in a classic grid's column are found and mounted
  await expect(page.locator('section[data-fluid-engine-section] .fluid-engine > .fe-block-marquee-003 > #block-marquee-003')).toHaveAttribute(
    'data-runtime-bound',
    'marquee',
  );
  await expect(page.locator('section .sqs-layout[data-type="page-section"] .col #block-gallery-002')).toHaveAttribute('data-runtime-bound', 'gallery');
  // the published button in a dark fluid section is left as rendered
  await expect(page.locator('section[data-section-theme="dark"] #block-button-008')).not.toHaveAttribute('data-runtime-bound', /./);
  await expect(page.getByRole('link', { name: 'Visit the store' })).toHaveAttribute('href', '/store');
  // the announcement bar: the header's empty dropzone filled from the context's settings
  const bar = page.locator('header > .sqs-announcement-bar-dropzone').getByRole('region', { name: 'Announcement' });
  await expect(bar).toContainText('Open late on Fridays, until 22:00.');
  await expect(bar.getByRole('link', { name: 'See the menus' })).toHaveAttribute('href', '/visit#menus');
  await bar.getByRole('button', { name: 'Dismiss announcement' }).click();
  await expect(page.locator('.sqs-announcement-bar-dropzone')).toBeHidden();

  // the store is a 7.0 page: one page grid and the product list, no sections; every price mounts
  await page.goto('/store');
  await runtimeReady(page);
  await expect(page.locator('main section[data-test="page-section"]')).toHaveCount(0);
  await expect(page.locator('main > div.sqs-layout.sqs-grid-12[data-type="page"] > .row.sqs-row')).toHaveCount(1);
  await expect(page.locator('main > section.ProductList .ProductList-item[data-runtime-bound="productPrice"]')).toHaveCount(5);
});
