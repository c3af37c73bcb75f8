/**
 * The Escape key on the dev site: Shift+Escape logs a signed-in account out through the
 * data call (the notice on the page it lands on), and a failing logout brings up the
 * system error overlay with its key, Reload Page and Clear.
 */
import { expect, test, type Page } from '@playwright/test';
import { devSite, gotoChanged, runtimeReady } from './devSite';

/** The gallery page as a signed-in account sees it (no site settings: no editor redirect). */
const signedIn = (page: Page) =>
  gotoChanged(page, '/gallery', (html) => html.replace('"authenticatedAccount": null', '"authenticatedAccount": {"id": "account-1"}'));

test.beforeEach(async ({ request }) => {
  await devSite(request).reset();
});

test('Shift+Escape logs out and lands on the page with the logout notice', async ({ page, request }) => {
  await signedIn(page);
  await page.keyboard.press('Shift+Escape');
  await expect(page).toHaveURL(/\/gallery\?logout=true$/);
  await expect(page.getByRole('status').filter({ hasText: 'Logout Successful' })).toHaveText('Logout Successful: You have been successfully logged out.');
  expect(JSON.stringify(await devSite(request).rows('sessions'))).toContain('logout');
});

test('a logout answered with 500 shows the system error overlay; Clear closes it and the page stays', async ({ page, request }) => {
  await devSite(request).fault({ path: '/api/auth/Logout', status: 500, body: {} });
  await signedIn(page);
  await page.keyboard.press('Shift+Escape');
  const overlay = page.getByRole('alertdialog');
  await expect(overlay).toContainText('Internal server error. Please try again later.');
  await expect(overlay).toContainText(/[0-9A-Z]{8}/);
  await expect(overlay.getByRole('button', { name: 'Reload Page' })).toBeVisible();
  await overlay.getByRole('button', { name: 'Clear' }).click();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expect(page).toHaveURL(/\/gallery$/);
});

test('Escape for a visitor does nothing', async ({ page }) => {
  await page.goto('/gallery');
  await runtimeReady(page);
  await page.keyboard.press('Escape');
  await page.waitForTimeout(300);
  await expect(page).toHaveURL(/\/gallery$/);
});
