/**
 * What the runtime sends while a visitor browses, read back from the dev site's
 * database: the page view, uncaught errors, traces and performance records.
 */
import { expect, test } from '@playwright/test';
import { devSite, runtimeReady } from './devSite';

test.beforeEach(async ({ request }) => {
  await devSite(request).reset();
});

test('a page view is recorded once per page load, with the page and the visitor cookie', async ({ page, request }) => {
  const site = devSite(request);
  await page.goto('/gallery');
  await expect.poll(async () => (await site.rows('hits')).length).toBe(1);
  const [hit] = await site.rows('hits');
  const text = JSON.stringify(hit);
  expect(text).toContain('dev-website-0001');
  expect(text).toMatch(/[^|"\s]+\|\d+\|\d+\|\d+\|1/);
  await page.reload();
  await expect.poll(async () => (await site.rows('hits')).length).toBe(2);
});

test('no page view for a signed-in owner', async ({ page, request }) => {
  const site = devSite(request);
  await page.route('**/gallery', async (route) => {
    const response = await route.fetch();
    const html = (await response.text())
      .replace('"authenticatedAccount": null', '"authenticatedAccount": {"id": "owner-1"}')
      .replace('"websiteRoles": []', '"websiteRoles": [1]');
    await route.fulfill({ response, body: html });
  });
  await page.goto('/gallery');
  await expect(page.locator('.gallery-block[data-runtime-bound="gallery"]')).toHaveCount(9);
  await page.goto('/'); // a visitor page after it: only that one is counted
  await expect.poll(async () => (await site.rows('hits')).length).toBe(1);
  expect(JSON.stringify((await site.rows('hits'))[0])).not.toContain('Galleries');
});

test('an uncaught error and an unhandled rejection are reported, with the crumb as CSRF header', async ({ page, request }) => {
  const site = devSite(request);
  await page.goto('/');
  await runtimeReady(page);
  await page.evaluate(() => {
    setTimeout(() => {
      throw new Error('The map went missing');
    });
    void Promise.reject(new Error('A promise nobody caught'));
  });
  await expect.poll(async () => (await site.rows('error_reports')).length, { timeout: 10_000 }).toBe(2);
  const text = JSON.stringify(await site.rows('error_reports'));
  expect(text).toContain('The map went missing');
  expect(text).toContain('A promise nobody caught');
});

test('an error thrown before the page services have loaded is reported once they have, and a block skipped then is traced', async ({ page, request }) => {
  const site = devSite(request);
  // the page chrome's chunk (the page's own start, with the page services) is held until the error has been thrown
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let chromeAsked = false;
  await page.route('**/chunks/pageChrome-*.js', async (route) => {
    chromeAsked = true;
    await held;
    await route.continue();
  });
  // one block whose settings do not parse: start-up skips it with a console message
  await page.route('**/gallery', async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace('data-block-json="', 'data-block-json="&#123;oops');
    await route.fulfill({ response, body: html });
  });
  await page.goto('/gallery', { waitUntil: 'domcontentloaded' });
  await expect.poll(() => chromeAsked).toBe(true);
  await page.evaluate(() => {
    setTimeout(() => {
      throw new Error('Thrown in the first frame');
    });
  });
  await page.waitForTimeout(300);
  expect(await site.rows('error_reports')).toEqual([]);
  release();
  await runtimeReady(page);
  await expect.poll(async () => JSON.stringify(await site.rows('error_reports')), { timeout: 10_000 }).toContain('Thrown in the first frame');
  // traces go out every 30 s or when the page is left
  await page.goto('about:blank');
  await expect.poll(async () => JSON.stringify(await site.rows('traces')), { timeout: 10_000 }).toContain('runtime-problem');
  expect(JSON.stringify(await site.rows('traces'))).toContain('skipped');
});

test('leaving the page flushes the performance records', async ({ page, request }) => {
  const site = devSite(request);
  await page.goto('/');
  await runtimeReady(page);
  await page.goto('/gallery'); // pagehide on the first page
  await expect.poll(async () => (await site.rows('performance_records')).length, { timeout: 10_000 }).toBeGreaterThan(0);
});

test('performance settings that fail are reported as errors: a non-200 answer, and an answer without a pageLoadId', async ({ page, request }) => {
  const site = devSite(request);
  await site.fault({ path: '/api/1/performance/settings', status: 500, times: 1 });
  await page.goto('/');
  await runtimeReady(page);
  await page.goto('/gallery'); // leaving the first page asks for the settings to send its records
  await expect
    .poll(async () => JSON.stringify(await site.rows('error_reports')), { timeout: 10_000 })
    .toContain('Metric settings request failed: HTTP Status 500');
  await site.fault({ path: '/api/1/performance/settings', malformed: true, times: 1 });
  await runtimeReady(page);
  await page.goto('/');
  await expect.poll(async () => JSON.stringify(await site.rows('error_reports')), { timeout: 10_000 }).toContain('Unable to resolve pageLoadId');
});

test('a tracking call that fails is swallowed: no error on the page, nothing reported, the next tracking calls still go', async ({ page, request }) => {
  const site = devSite(request);
  await site.fault({ path: '/api/census/RecordHit', status: 500 });
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  const failed = page.waitForResponse((response) => response.url().includes('/api/census/RecordHit'));
  await page.goto('/');
  await runtimeReady(page);
  expect((await failed).status()).toBe(500);
  await page.goto('/gallery'); // pagehide on the first page
  await expect.poll(async () => (await site.rows('performance_records')).length, { timeout: 10_000 }).toBeGreaterThan(0);
  expect(pageErrors).toEqual([]);
  expect(await site.rows('error_reports')).toEqual([]);
});

test('the search page sends no page view, but its other tracking calls (performance records) still arrive', async ({ page, request }) => {
  const site = devSite(request);
  await page.goto('/search');
  await runtimeReady(page);
  await page.goto('/gallery'); // pagehide on /search flushes its performance records
  await expect.poll(async () => (await site.rows('performance_records')).length, { timeout: 10_000 }).toBeGreaterThan(0);
  await expect.poll(async () => (await site.rows('hits')).length).toBe(1);
  expect(JSON.stringify((await site.rows('hits'))[0])).not.toContain('"Search');
});

test('the button block is counted when shown and when followed (census button-render, button-click)', async ({ page, request }) => {
  const site = devSite(request);
  await page.goto('/');
  await runtimeReady(page);
  await expect.poll(async () => (await site.rows('button_census')).map((row) => `${row.kind} ${row.button_id}`)).toEqual(['button-render button-008']);
  await page.getByRole('link', { name: 'Visit the store' }).click();
  await page.waitForURL('**/store');
  await expect.poll(async () => (await site.rows('button_census')).map((row) => `${row.kind} ${row.button_text}`)).toContain('button-click Visit the store');
});

test('the popup overlay is counted when it shows and when it is closed (census overlay)', async ({ page, request }) => {
  const site = devSite(request);
  await page.goto('/join');
  await runtimeReady(page);
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect
    .poll(async () => (await site.rows('overlay_census')).map((row) => (row.payload_json as { event?: string }).event).sort())
    .toEqual(['popup-overlay-close', 'popup-overlay-show']);
});

test('a page view also makes the pixel-style Track call, an image request to /api/track/Track with the landing page and its marketing fields', async ({
  page,
  request,
}) => {
  const site = devSite(request);
  await page.goto('/gallery?source=newsletter&campaign=spring&other=1');
  await runtimeReady(page);
  await expect.poll(async () => (await site.rows('track_pixels')).length).toBe(1);
  const [pixel] = await site.rows('track_pixels');
  expect(String(pixel?.landing)).toContain('/gallery?source=newsletter');
  expect(pixel?.query_json).toMatchObject({
    source: 'newsletter',
    campaign: 'spring',
    screen: expect.stringMatching(/^\d+x\d+$/),
    rk: expect.stringMatching(/^\d+$/),
  });
  expect(pixel?.query_json).not.toHaveProperty('other');
});

test('each form on the page is counted (census form-render) with its form id', async ({ page, request }) => {
  const site = devSite(request);
  await page.goto('/contact');
  await runtimeReady(page);
  await expect.poll(async () => (await site.rows('form_census')).map((row) => row.form_id)).toContain('65f0c0ffee0000000000c001');
});

test('on an item page (a blog post, a product) the page view carries the item id as its page id; on a collection page, the collection id', async ({
  page,
  request,
}) => {
  const site = devSite(request);
  // oldest first (the site lists the newest first)
  const pageIds = async () => (await site.rows('hits')).map((hit) => (hit.data_json as { pageId?: unknown }).pageId).reverse();
  await page.goto('/journal-alpine-morning'); // the Journal's post item-alpine
  await expect.poll(pageIds).toEqual(['item-alpine']);
  await page.goto('/store/prod-print'); // the Store with the product prod-print open
  await expect.poll(pageIds).toEqual(['item-alpine', 'prod-print']);
  await page.goto('/journal'); // the Journal itself: no item
  await expect.poll(pageIds).toEqual(['item-alpine', 'prod-print', '64a1f0c2e4b0a1b2c3d4e5f6']);
});
