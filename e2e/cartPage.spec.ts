/**
 * The cart page (/cart, page type 200) on the dev site: the example cart's entries and the
 * server's totals, a quantity change and a removal saved on the server (the totals are the
 * server's), a refused change restored with the spec's message, and checkout.
 */
import { expect, test, type Page } from '@playwright/test';
import { devSite, runtimeReady } from './devSite';

const PRINT = 'Lake at dusk, print';

test.beforeEach(async ({ request }) => {
  await devSite(request).reset();
});

/** Opens /cart with the example cart filled (as first filled) and the cart page mounted. */
async function openFilledCart(page: Page) {
  await page.goto('/cart');
  await page.getByRole('button', { name: 'Fill the example cart' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await runtimeReady(page);
  await expect(page.locator('[data-cart-page]')).toBeVisible();
}

const summary = (page: Page, key: string) => page.locator(`[data-summary="${key}"]`);
const quantity = (page: Page) => page.getByRole('spinbutton', { name: `Quantity of ${PRINT}` });

test('the cart page shows the example cart; a quantity change and a removal come back with the server’s totals', async ({ page }) => {
  await openFilledCart(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Shopping cart' })).toHaveCount(1);
  await expect(quantity(page)).toHaveValue('2');
  await expect(summary(page, 'subtotal')).toHaveText('$100.00');
  await expect(summary(page, 'grandTotal')).toHaveText('$105.00');

  await page.getByRole('button', { name: `Increase quantity of ${PRINT}` }).click();
  await expect(page.locator('[data-cart-announcer]')).toHaveText(`Quantity of ${PRINT} updated to 3`);
  await expect(summary(page, 'subtotal')).toHaveText('$125.00');
  await expect(summary(page, 'grandTotal')).toHaveText('$130.00');

  // keyboard on the spin button
  await quantity(page).focus();
  await page.keyboard.press('ArrowUp');
  await expect(summary(page, 'subtotal')).toHaveText('$150.00');

  await page.getByRole('button', { name: 'Remove Gift card' }).click();
  await expect(page.getByText('Gift card was removed.')).toBeVisible();
  await expect(summary(page, 'subtotal')).toHaveText('$100.00');

  // stored on the server: a new visit shows the same cart
  await page.reload();
  await runtimeReady(page);
  await expect(quantity(page)).toHaveValue('4');
  await expect(page.getByRole('spinbutton', { name: 'Quantity of Gift card' })).toHaveCount(0);
});

test('a refused quantity change shows “Unable to update quantity” and the quantity goes back', async ({ page, request }) => {
  await openFilledCart(page);
  await devSite(request).fault({ path: '/api/commerce/shopping-cart/entries/*', status: 409, body: { error: 'The cart changed' } });
  await page.getByRole('button', { name: `Increase quantity of ${PRINT}` }).click();
  await expect(page.locator(`[data-cart-entry="entry-SQ1234567"] [data-entry-message]`)).toHaveText('Unable to update quantity');
  await expect(quantity(page)).toHaveValue('2');
  await expect(summary(page, 'subtotal')).toHaveText('$100.00');
  // nothing changed on the server
  await page.reload();
  await runtimeReady(page);
  await expect(quantity(page)).toHaveValue('2');
});

test('the stock limit: the stepper stops at what is in stock', async ({ page }) => {
  await openFilledCart(page);
  await quantity(page).focus();
  await page.keyboard.press('End');
  await expect(summary(page, 'subtotal')).toHaveText('$300.00');
  await expect(quantity(page)).toHaveAttribute('aria-valuemax', '10');
  await expect(page.getByRole('button', { name: `Increase quantity of ${PRINT}` })).toBeDisabled();
});

test('Checkout goes to /commerce/goto-checkout with the cart as the cart page left it', async ({ page }) => {
  await openFilledCart(page);
  await page.getByRole('button', { name: `Increase quantity of ${PRINT}` }).click();
  await expect(summary(page, 'subtotal')).toHaveText('$125.00');
  await page.getByRole('button', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/commerce\/goto-checkout$/);
  await expect(page.locator('#visitor-cart')).toContainText('"totalQuantity": 4');
});

test('without a cart the page shows the empty cart', async ({ page }) => {
  await page.goto('/cart');
  await runtimeReady(page);
  await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/store');
});
