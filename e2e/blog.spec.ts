/**
 * The blog pages on the dev site: the Journal (a blog collection) mounts its list of posts,
 * each with its day and how long ago; a post's page mounts its meta line. The browser's
 * clock is fixed so the relative times are known.
 */
import { expect, test } from '@playwright/test';
import { devSite, runtimeReady } from './devSite';

test.beforeEach(async ({ request }) => {
  await devSite(request).reset();
});

test('the journal lists the posts newest first with the day and how long ago', async ({ page }) => {
  await page.clock.setFixedTime(new Date('2026-01-11T10:00:00Z'));
  await page.goto('/journal');
  await runtimeReady(page);
  const list = page.locator('#blog-list .runtime-blog-list');
  await expect(list.getByRole('heading', { level: 2 })).toHaveText([
    'A morning above the clouds',
    'Harbour lights',
    'Walking the dunes',
    'Under the pines',
    'The city after dark',
    'Noon at the shore',
  ]);
  await expect(list.locator('[data-post="item-alpine"] [data-post-date]')).toHaveText('Jan 8, 2026 · 3 days ago');
  await expect(list.locator('[data-post="item-harbour"] [data-post-date]')).toHaveText('Jan 2, 2026 · 1 week ago');
  await expect(list.locator('[data-post="item-alpine"]')).toContainText('By Mira Holt');
  await expect(list.locator('[data-post="item-alpine"]').getByRole('list', { name: 'Tags' })).toContainText('mountains');
  await expect(list.getByRole('img', { name: 'Peaks above a sea of cloud at sunrise' })).toHaveAttribute('width', '640');
  await expect(page.locator('#blog-list .blog-server')).toBeHidden();
  // the summaries on the same page still render
  await expect(page.locator('#block-summary-wall [data-summary-block]')).toHaveAttribute('data-summary-state', 'rendered');
});

test('a post’s page shows its meta line; just published reads less than a minute ago, then a minute', async ({ page }) => {
  await page.clock.install({ time: new Date('2026-01-08T07:30:20Z') });
  await page.goto('/journal-alpine-morning');
  await runtimeReady(page);
  const meta = page.locator('.runtime-blog-item-meta');
  await expect(meta).toHaveText('By Mira Holt · Jan 8, 2026 · less than a minute ago');
  await expect(page.locator('.blog-item-meta-server')).toBeHidden();
  await page.clock.runFor(45_000);
  await expect(meta).toHaveText('By Mira Holt · Jan 8, 2026 · 1 minute ago');
});

test('the list’s link opens the post', async ({ page }) => {
  await page.clock.setFixedTime(new Date('2026-01-11T10:00:00Z'));
  await page.goto('/journal');
  await runtimeReady(page);
  await page.locator('.runtime-blog-list').getByRole('link', { name: 'A morning above the clouds' }).click();
  await expect(page).toHaveURL(/\/journal-alpine-morning$/);
  await runtimeReady(page);
  await expect(page.locator('.runtime-blog-item-meta')).toHaveText('By Mira Holt · Jan 8, 2026 · 3 days ago');
});
