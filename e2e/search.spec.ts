/**
 * The search page (/search, page type 102) and the search block on it: real matches from the
 * dev site's example content, the empty state, a failure with Try again, the block limiting
 * the search to the shop, and no page view recorded on /search.
 */
import { expect, test, type Page } from '@playwright/test';
import { devSite, runtimeReady } from './devSite';

const SEARCH_CALL = '/api/search/GeneralSearch';

test.beforeEach(async ({ request }) => {
  await devSite(request).reset();
});

async function open(page: Page, path: string) {
  await page.goto(path);
  await runtimeReady(page);
}

const searchPage = (page: Page) => page.getByRole('search', { name: 'Search this site' });
const status = (page: Page) => page.locator('#sqs-search-page [role="status"]');
const results = (page: Page) => page.getByRole('list', { name: 'Search results' }).getByRole('link');

test('typing a query and pressing Enter shows the real matches, and the address follows', async ({ page }) => {
  await open(page, '/search');
  const field = searchPage(page).getByRole('searchbox', { name: 'Search' });
  await expect(field).toHaveAttribute('placeholder', 'Search pages, products and posts');
  await field.fill('harbour');
  await field.press('Enter');
  await expect(status(page)).toHaveText(/^\d+ results for “harbour”$/);
  await expect(results(page).first()).toBeVisible();
  const titles = await results(page).allTextContents();
  expect(titles.slice(0, 2).sort()).toEqual(['Harbour lights', 'Harbour, framed']);
  // pages, products and the Journal's posts all match: a first page of ten, the rest behind More results
  expect(titles).toHaveLength(10);
  await expect(page.getByRole('button', { name: 'More results' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Harbour, framed' })).toHaveAttribute('href', '/store#product-prod-sale');
  await expect(page).toHaveURL(/\/search\?q=harbour$/);

  // results are reachable with Tab after the field and its button; Escape empties the field
  await field.focus();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(results(page).first()).toBeFocused();
  await field.focus();
  await page.keyboard.press('Escape');
  await expect(field).toHaveValue('');
});

test('a page opened with ?q= searches at once; nothing found shows the empty state', async ({ page }) => {
  await open(page, '/search?q=zebra');
  await expect(searchPage(page).getByRole('searchbox')).toHaveValue('zebra');
  await expect(status(page)).toHaveText('No results for “zebra”');
  await expect(page.getByText('Check the spelling, or try fewer or other words.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Search results' })).toHaveCount(0);
});

test('a failing answer shows Unable to load results, and Try again recovers', async ({ page, request }) => {
  await devSite(request).fault({ path: SEARCH_CALL, status: 404, times: 1 });
  await open(page, '/search?q=lake');
  await expect(status(page)).toHaveText('Unable to load results');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(status(page)).toHaveText(/^\d+ results? for “lake”$/);
  await expect(page.getByRole('link', { name: 'Lake at dusk, print' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
});

test('a call that gets no answer adds Network error', async ({ page }) => {
  // the browser itself retries a GET whose connection closes, so the network is failed here, once
  await page.route(`**${SEARCH_CALL}?*`, (route) => route.abort('internetdisconnected'), { times: 1 });
  await open(page, '/search?q=lake');
  await expect(status(page)).toHaveText('Unable to load results. Network error');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('link', { name: 'Lake at dusk, print' })).toBeVisible();
});

test('an answer that is not JSON shows Unable to load results', async ({ page, request }) => {
  await devSite(request).fault({ path: SEARCH_CALL, malformed: true, times: 1 });
  await open(page, '/search?q=lake');
  await expect(status(page)).toHaveText('Unable to load results');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('link', { name: 'Lake at dusk, print' })).toBeVisible();
});

test('the shop search block goes to the search page limited to the shop', async ({ page }) => {
  await open(page, '/search');
  const block = page.locator('#block-search-shop');
  const field = block.getByRole('searchbox', { name: 'Search' });
  await expect(field).toHaveAttribute('placeholder', 'Search the shop');
  await field.fill('harbour');
  await field.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=harbour&collections=64a1f0c2e4b0a1b2c3d4e5f7$/);
  await runtimeReady(page);
  await expect(status(page)).toHaveText('2 results for “harbour”');
  expect((await results(page).allTextContents()).sort()).toEqual(['Harbour, framed', 'Store']);
});

test('no page view is recorded on /search; the next page records its own', async ({ page, request }) => {
  const site = devSite(request);
  await open(page, '/search?q=lake');
  await expect(page.getByRole('link', { name: 'Lake at dusk, print' })).toBeVisible();
  await open(page, '/gallery');
  await expect.poll(async () => (await site.rows('hits')).length).toBe(1);
  const [hit] = await site.rows('hits');
  expect(JSON.stringify(hit)).not.toContain('/search');
});
