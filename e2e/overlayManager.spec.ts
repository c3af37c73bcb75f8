/**
 * The overlay manager a signed-in owner gets on the dev site: the popup overlay's state
 * for this browser after closing it, and Show again bringing it back as for a first visit.
 * A visitor never gets the manager.
 */
import { expect, test, type Page } from '@playwright/test';
import { devSite, popupOverlayRecord, runtimeReady } from './devSite';

/** The page as a signed-in owner sees it (the context names an account). */
async function asOwner(page: Page, path: string) {
  await page.route(`**${path}`, async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace('"authenticatedAccount": null', '"authenticatedAccount": {"id": "owner-1"}');
    await route.fulfill({ response, body: html });
  });
  await page.goto(path);
  await runtimeReady(page);
}

test.beforeEach(async ({ request }) => {
  await devSite(request).reset();
});

test('a visitor gets no overlay manager', async ({ page }) => {
  await page.goto('/join');
  await runtimeReady(page);
  await expect(page.getByRole('dialog', { name: 'Join the list' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Overlays/ })).toHaveCount(0);
});

test('the owner closes the popup, sees it held back for this browser, and shows it again', async ({ page }) => {
  await asOwner(page, '/join');
  const dialog = page.getByRole('dialog', { name: 'Join the list' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  expect(await popupOverlayRecord(page)).toMatchObject({ submitted: false });

  const toggle = page.getByRole('button', { name: /^Overlays \(\d\)/ });
  await toggle.click();
  const panel = page.getByRole('region', { name: 'Overlays on this page' });
  const popup = panel.getByRole('listitem').filter({ hasText: 'Popup overlay' });
  await expect(popup).toContainText('Hidden');
  await expect(popup).toContainText(/Closed on this browser|Not shown again on this browser/);

  await Promise.all([page.waitForEvent('load'), popup.getByRole('button', { name: 'Show again' }).click()]);
  await runtimeReady(page);
  await expect(page.getByRole('dialog', { name: 'Join the list' })).toBeVisible();
  expect(await popupOverlayRecord(page)).toBeNull();
});
