/**
 * The product reviews request page (page type 209) on the dev site, end to end: the
 * rating is required, a review rated by keyboard is stored by the site, a second review
 * of the same purchase is refused, and the page states the token decides (expired,
 * nothing to review) show the spec's messages.
 */
import { expect, test, type Page } from '@playwright/test';
import { devSite, runtimeReady } from './devSite';

const OPEN = '/reviews?token=rv-harbour-2026';

test.beforeEach(async ({ request }) => {
  await devSite(request).reset();
});

async function open(page: Page, path: string) {
  await page.goto(path);
  await runtimeReady(page);
  return page.locator('#reviews-request .runtime-reviews-request');
}

test('submitting without a rating shows “Please select a star rating” and sends nothing', async ({ page, request }) => {
  const view = await open(page, OPEN);
  const beans = view.getByRole('form', { name: 'House blend coffee beans' });
  await beans.getByRole('textbox', { name: 'Your review' }).fill('Lovely beans.');
  await beans.getByRole('button', { name: 'Submit review' }).click();
  await expect(beans.getByText('Please select a star rating')).toBeVisible();
  await expect(beans.getByRole('radio', { name: '1 star' })).toBeFocused();
  await expect(beans.getByRole('textbox', { name: 'Your review' })).toHaveValue('Lovely beans.');
  expect(await devSite(request).rows('product_reviews')).toEqual([]);
});

test('a review rated with the keyboard is stored; sending it again is refused with the spec’s message', async ({ page, browser, request }) => {
  const view = await open(page, OPEN);
  await expect(view.getByText('Reviewing as Sam Rivera')).toBeVisible();
  // a second tab with the same request, opened before the first review is sent
  const other = await browser.newPage();
  const otherView = await open(other, OPEN);

  const beans = view.getByRole('form', { name: 'House blend coffee beans' });
  await beans.getByRole('textbox', { name: 'Your review' }).fill('Rich and smooth.');
  await beans.getByRole('radio', { name: '1 star' }).focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(beans.getByRole('radio', { name: '4 stars' })).toBeFocused();
  await expect(beans.getByRole('radio', { name: '4 stars' })).toHaveAttribute('aria-checked', 'true');
  await beans.getByRole('button', { name: 'Submit review' }).press('Enter');

  const thanks = view.locator('[data-product-id="prod-beans"]').getByRole('status');
  await expect(thanks).toHaveText(/Thank you for your review\./);
  await expect(thanks).toBeFocused();
  const rows = await devSite(request).rows('product_reviews');
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({ token: 'rv-harbour-2026', product_id: 'prod-beans', rating: '4', body: 'Rich and smooth.', reviewer_name: 'Sam Rivera' });

  // the other tab sends the same purchase again: refused, nothing more stored, the form closed
  const again = otherView.getByRole('form', { name: 'House blend coffee beans' });
  await again.getByRole('radio', { name: '5 stars' }).click();
  await again.getByRole('button', { name: 'Submit review' }).click();
  await expect(again.getByRole('alert')).toHaveText('You have already reviewed this purchase');
  await expect(again.getByRole('button', { name: 'Submit review' })).toHaveCount(0);
  expect(await devSite(request).rows('product_reviews')).toHaveLength(1);
  await other.close();

  // opened again, the reviewed product shows the message; the mug can still be reviewed
  const reloaded = await open(page, OPEN);
  await expect(reloaded.locator('[data-product-id="prod-beans"]')).toContainText('You have already reviewed this purchase');
  await expect(reloaded.getByRole('form', { name: 'Stoneware mug' })).toBeVisible();
});

test('the expired request shows “Your review request has expired”', async ({ page }) => {
  const view = await open(page, '/reviews?token=rv-expired-2024');
  await expect(view).toHaveText('Your review request has expired');
  await expect(view.getByRole('form')).toHaveCount(0);
});

test('the empty request shows “There are no products to review”', async ({ page }) => {
  const view = await open(page, '/reviews?token=rv-empty-2026');
  await expect(view).toHaveText('There are no products to review');
});

test('the request reviewed already shows “You have already reviewed this purchase”', async ({ page }) => {
  const view = await open(page, '/reviews?token=rv-reviewed-2026');
  await expect(view).toHaveText('You have already reviewed this purchase');
});
