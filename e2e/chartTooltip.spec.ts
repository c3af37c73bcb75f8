/**
 * The tooltip's delay on the dev site's Charts page: a data point's tooltip shows 1200 ms after
 * the pointer comes to rest on it, not sooner (the page's clock paused and moved on by the test).
 */
import { expect, test } from '@playwright/test';
import { devSite, runtimeReady } from './devSite';

test.beforeEach(async ({ request }) => {
  await devSite(request).reset();
});

test('a chart’s data point shows its tooltip 1200 ms after the pointer rests on it, not sooner', async ({ page }) => {
  await page.clock.install();
  await page.goto('/charts');
  await runtimeReady(page);
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  const point = page.locator('#block-chart-mix').getByRole('img', { name: 'Coffee: 52 (52%)' });
  await point.hover();
  await page.clock.runFor(1199);
  await expect(page.getByRole('tooltip')).toHaveCount(0);
  await page.clock.runFor(1);
  await expect(page.getByRole('tooltip')).toHaveText('Coffee: 52 (52%)');
});
