/**
 * The events pages on the dev site: the runtime recognises an events collection page and
 * mounts its list (upcoming, past, relative times) or its calendar (month grid, keys,
 * the selected day's events). The browser's clock is set to a day in the events' month.
 */
import { expect, test } from '@playwright/test';
import { devSite, runtimeReady } from './devSite';

test.beforeEach(async ({ page, request }) => {
  await devSite(request).reset();
  await page.clock.setFixedTime(new Date('2027-03-10T10:00:00Z'));
});

test('the events list: upcoming soonest first with how far off each is, then past', async ({ page }) => {
  await page.goto('/events');
  await runtimeReady(page);
  const list = page.locator('.runtime-events-list');
  await expect(list.getByRole('heading', { level: 2 })).toHaveText(['Upcoming events', 'Past events']);
  await expect(list.getByRole('list').first().getByRole('link')).toHaveText(['Morning cupping', 'Open mic', 'Roastery tour', 'Spring market']);
  await expect(list.locator('[data-event="ev-cupping"] [data-relative]')).toHaveText('happening now');
  await expect(list.locator('[data-event="ev-tour"] [data-relative]')).toHaveText('in 2 days');
  await expect(list.locator('[data-event="ev-latte"] [data-relative]')).toHaveText('6 days ago');
  // the server's list (an article per event, as the platform publishes it) is hidden while the view stands in
  await expect(page.locator('#events-list article.eventlist-event')).toHaveCount(5);
  await expect(page.locator('#events-list article.eventlist-event:visible')).toHaveCount(0);
});

test('the calendar: today selected with its events, arrows and Enter pick another day', async ({ page }) => {
  await page.goto('/calendar');
  await runtimeReady(page);
  const calendar = page.locator('.runtime-events-calendar');
  await expect(calendar.getByRole('grid', { name: 'March 2027' })).toBeVisible();
  await expect(calendar.getByRole('heading', { name: 'Wednesday, March 10, 2027' })).toBeVisible();
  await expect(calendar.getByRole('link')).toHaveText(['Morning cupping', 'Open mic']);
  await calendar.locator('[data-day="2027-03-10"]').focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(calendar.locator('[data-day="2027-03-12"]')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(calendar.getByRole('link')).toHaveText(['Roastery tour']);
});
