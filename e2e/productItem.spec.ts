/**
 * A product's item page on the dev site (/store/<id>: the store collection with an item
 * open): the runtime mounts the item view; choosing a size shows its price, adding puts it
 * in the cart (the cart page lists it), a sold-out size cannot be added, and what the shopper chose
 * in the page’s own controls before the view came is where the view starts.
 */
import { expect, test, type Page } from '@playwright/test';
import { devSite, runtimeReady } from './devSite';

const TITLE = 'Dunes, in three sizes';

test.beforeEach(async ({ request }) => {
  await devSite(request).reset();
});

async function openItem(page: Page) {
  await page.goto('/store');
  await page.getByRole('button', { name: 'Fill the example cart' }).click();
  await page.getByRole('link', { name: TITLE }).click();
  await expect(page).toHaveURL(/\/store\/prod-sizes$/);
  await runtimeReady(page);
  await expect(page.locator('.runtime-product-item')).toBeVisible();
}

const price = (page: Page) => page.locator('.runtime-product-item [data-product-price]');

test('choosing a size shows its price; adding two puts them in the cart', async ({ page }) => {
  await openItem(page);
  await expect(price(page)).toHaveText('from $18.00');
  await expect(page.locator('[data-item-note]')).toHaveText('Please select a Size');
  await page.getByLabel('Size', { exact: true }).selectOption('A4');
  await expect(price(page)).toHaveText('$32.00');
  await page.getByRole('button', { name: `Increase quantity of ${TITLE}` }).click();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('status')).toHaveText('Added to cart');

  await page.goto('/cart');
  await runtimeReady(page);
  await expect(page.getByRole('spinbutton', { name: `Quantity of ${TITLE}` })).toHaveValue('2');
});

test('a sold-out size is marked and cannot be added', async ({ page }) => {
  await openItem(page);
  await page.getByLabel('Size', { exact: true }).selectOption('A3');
  await expect(page.getByLabel('Size', { exact: true }).locator('option:checked')).toHaveText('A3 (sold out)');
  await expect(page.locator('[data-item-note]')).toHaveText('Sold out');
  await expect(page.getByRole('button', { name: 'Sold out' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Add to cart' })).toHaveCount(0);
});

test('what the shopper chose in the page’s own controls before the view came is where the view starts', async ({ page }) => {
  // the item view's chunk is held until the shopper has chosen in the server's controls
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/chunks/productItem-*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/store/prod-sizes');
  await page.getByRole('combobox', { name: 'Select Size' }).selectOption('A4');
  await page.getByRole('spinbutton', { name: 'Quantity' }).fill('2');
  await expect(page.locator('.runtime-product-item')).toHaveCount(0);
  release();
  await expect(page.locator('.runtime-product-item')).toBeVisible();
  await expect(page.getByLabel('Size', { exact: true })).toHaveValue('A4');
  await expect(price(page)).toHaveText('$32.00');
  await expect(page.getByRole('spinbutton', { name: `Quantity of ${TITLE}` })).toHaveValue('2');
  // the shopper was typing the quantity: the view's quantity has the focus
  await expect(page.getByRole('spinbutton', { name: `Quantity of ${TITLE}` })).toBeFocused();
  await expect(page.locator('.ProductItem-server')).toBeHidden();
});
