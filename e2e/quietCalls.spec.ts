/**
 * What a page does not do: tracking shows the visitor nothing, even when every tracking call
 * fails, and galleries make no calls of their own (only their images and the runtime's chunks
 * are fetched; the fetch and XHR calls of a gallery page are the runtime's tracking).
 */
import { expect, test, type Page, type Request } from '@playwright/test';
import { devSite, runtimeReady } from './devSite';

/** The tracking calls of the visitor runtime: census, events and trace, the Track pixel, analytics events, performance. */
const TRACKING = /^\/api\/(census|events|track|v1\/events|1\/performance)\//;
const isTracking = (url: string) => TRACKING.test(new URL(url).pathname);

test.beforeEach(async ({ request }) => {
  await devSite(request).reset();
});

/** The page's visible text and its open dialogs, once the runtime is ready and the page view has been sent. */
async function visible(page: Page, path: string) {
  const pageView = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/census/RecordHit');
  await page.goto(path);
  await runtimeReady(page);
  await pageView;
  await page.waitForTimeout(500);
  return { text: await page.locator('body').innerText(), dialogs: await page.locator('[role="dialog"], [role="alertdialog"]').count() };
}

test('every tracking call failing (500, or no answer at all) shows the visitor nothing: the page reads as with tracking answered', async ({ page }) => {
  const answered = await visible(page, '/visit');
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  let failed = 0;
  await page.route(
    (url) => isTracking(url.href),
    async (route) => {
      failed += 1;
      if (failed % 2 === 0) await route.abort('failed');
      else await route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"Tracking is down"}' });
    },
  );
  const failing = await visible(page, '/visit');
  expect(failed).toBeGreaterThan(1);
  expect(failing).toEqual(answered);
  expect(failing.text).not.toContain('Tracking is down');
  expect(pageErrors).toEqual([]);
});

test('a gallery page makes no fetch or XHR call but the runtime’s tracking, through opening the lightbox and moving in it', async ({ page }) => {
  const calls: string[] = [];
  page.on('request', (request: Request) => {
    if (['fetch', 'xhr'].includes(request.resourceType()) && !isTracking(request.url())) calls.push(new URL(request.url()).pathname);
  });
  await page.goto('/gallery');
  await runtimeReady(page);
  await page
    .getByRole('button', { name: /in the lightbox/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await page.waitForTimeout(300);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  expect(calls).toEqual([]);
});
