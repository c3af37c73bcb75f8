/**
 * The blocks the runtime mounts on the dev site's pages: the opening-hours accordion and
 * the café menu tabs (Visit us), product prices and the cart indicator (Store), and the
 * popup overlay with its newsletter signup (Join the list).
 */
import { expect, test, type Page } from '@playwright/test';
import { devSite, popupOverlayRecord, runtimeReady } from './devSite';

test.beforeEach(async ({ request }) => {
  await devSite(request).reset();
});

async function open(page: Page, path: string) {
  await page.goto(path);
  await runtimeReady(page);
}

/** Waits out the accordion's 250 ms animation lock, so the next click counts. */
async function accordionSettled(page: Page) {
  await expect(page.locator('[data-accordion]')).not.toHaveAttribute('data-animating');
}

test('the accordion (read from its published markup) opens one item at a time, by click and by keyboard', async ({ page }) => {
  await open(page, '/visit');
  const accordion = page.locator('#block-accordion-hours');
  const weekdays = accordion.getByRole('button', { name: 'Weekdays' });
  const weekends = accordion.getByRole('button', { name: 'Weekends' });
  const holidays = accordion.getByRole('button', { name: 'Holidays' });
  await expect(weekdays).toHaveAttribute('aria-expanded', 'false');

  await weekdays.click();
  await expect(weekdays).toHaveAttribute('aria-expanded', 'true');
  await expect(accordion.getByRole('region', { name: 'Weekdays' })).toContainText('Friday: 8:00–22:00, open late');
  await accordionSettled(page);
  await weekends.click();
  await expect(weekends).toHaveAttribute('aria-expanded', 'true');
  await expect(weekdays).toHaveAttribute('aria-expanded', 'false');
  await accordionSettled(page);

  // keyboard: arrows move between headers (wrapping), Enter opens
  await weekends.focus();
  await page.keyboard.press('ArrowDown');
  await expect(holidays).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(weekdays).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(weekdays).toHaveAttribute('aria-expanded', 'true');
  await expect(weekends).toHaveAttribute('aria-expanded', 'false');
  await expect(accordion.getByRole('button', { expanded: true })).toHaveCount(1);
  // the description is the server's own rich text: its link is there
  await accordionSettled(page);
  await holidays.click();
  await expect(accordion.getByRole('region', { name: 'Holidays' }).getByRole('link', { name: 'the winter menu' })).toHaveAttribute('href', '#menus');
});

test('the menu tabs: arrow keys move focus and wrap, Enter selects', async ({ page }) => {
  await open(page, '/visit');
  const menu = page.locator('#block-menu-cafe');
  const tab = (name: string) => menu.getByRole('tab', { name });
  await expect(menu.getByRole('tablist')).toBeVisible();
  await expect(tab('Breakfast')).toHaveAttribute('aria-selected', 'true');
  await expect(menu.getByRole('tabpanel')).toContainText('Omelette');

  await tab('Breakfast').focus();
  await page.keyboard.press('ArrowLeft');
  await expect(tab('Drinks')).toBeFocused();
  await expect(tab('Breakfast')).toHaveAttribute('aria-selected', 'true'); // focus only
  await page.keyboard.press('Enter');
  await expect(tab('Drinks')).toHaveAttribute('aria-selected', 'true');
  await expect(menu.getByRole('tabpanel')).toContainText('Flat white');
  await page.keyboard.press('ArrowRight');
  await expect(tab('Breakfast')).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(tab('Lunch')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(menu.getByRole('tabpanel')).toContainText('market price');
});

test('product prices: a sale price with the original struck through, and a "from" price', async ({ page }) => {
  await open(page, '/store');
  const sale = page.locator('#product-prod-sale .runtime-product-price');
  await expect(sale).toContainText('$72.00');
  await expect(sale.locator('s')).toContainText('$90.00');
  await expect(sale.locator('s')).toHaveCSS('text-decoration-line', 'line-through');
  await expect(page.locator('#product-prod-sizes .runtime-product-price')).toContainText('from $18.00');
  await expect(page.locator('#product-prod-print .runtime-product-price')).toHaveText('$25.00');
  // the server's prices (7.0: bare amounts, the word "from") stay in the page, hidden, for visitors without JavaScript
  await expect(page.locator('#product-prod-sale .product-price > .sqs-money-native')).toHaveText('72.00');
  await expect(page.locator('#product-prod-sale .product-price > .sqs-money-native')).toBeHidden();
  expect(await page.locator('#product-prod-sizes .product-price').evaluate((el) => (el as HTMLElement).innerText.trim())).toBe('from $18.00');
  // the product images load
  const images = page.locator('img.ProductList-image');
  await expect(images).toHaveCount(5);
  for (const image of await images.all()) {
    await image.scrollIntoViewIfNeeded();
    await expect.poll(() => image.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
  }
});

test('the floating cart shows the example cart after "Fill the example cart", and hides again when it is emptied', async ({ page }) => {
  await open(page, '/store');
  // published empty and hidden, as the platform sends it; the runtime mounts on it and keeps it hidden while the cart is empty
  const floating = page.locator('#floatingCart');
  await expect(floating).toHaveAttribute('data-runtime-bound', 'cartIndicator');
  await expect(floating).toBeHidden();
  await page.getByRole('button', { name: 'Fill the example cart' }).click();
  await expect(page).toHaveURL(/\/store$/);
  await runtimeReady(page);
  const cart = page.getByRole('link', { name: 'Cart, 3 items, $100.00' });
  await expect(cart).toBeVisible();
  await expect(cart).toHaveAttribute('href', '/cart');
  // every page has it: the count is the visitor's, filled in from the cart
  await open(page, '/visit');
  await expect(page.getByRole('link', { name: 'Cart, 3 items, $100.00' })).toBeVisible();
  await open(page, '/store');
  await page.getByRole('button', { name: 'Empty it' }).click();
  await runtimeReady(page);
  await expect(floating).toBeHidden();
});

test('the popup overlay shows on a first visit, closes with Escape (focus back), and stays away on reload', async ({ page }) => {
  await open(page, '/join');
  const dialog = page.getByRole('dialog', { name: 'Join the list' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: /Email Address/ })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
  const record = await popupOverlayRecord(page);
  expect(record).toMatchObject({ version: 2, submitted: false });
  expect(typeof record?.['date-closed']).toBe('number');

  await page.reload();
  await runtimeReady(page);
  await page.waitForTimeout(300);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('signing up through the popup overlay stores the submission and records submitted', async ({ page, request }) => {
  await open(page, '/join');
  const dialog = page.getByRole('dialog', { name: 'Join the list' });
  await dialog.getByRole('textbox', { name: /Email Address/ }).fill('grace@example.com');
  await dialog.getByRole('button', { name: 'Sign Up' }).click();
  await expect(dialog.getByText('Thank you for subscribing.')).toBeVisible();
  await expect.poll(async () => (await popupOverlayRecord(page))?.submitted).toBe(true);

  const rows = await devSite(request).rows('form_submissions');
  expect(rows).toHaveLength(1);
  const stored = JSON.stringify(rows[0]);
  expect(stored).toContain('65f0c0ffee0000000000c003');
  expect(stored).toContain('grace@example.com');

  await page.reload();
  await runtimeReady(page);
  await page.waitForTimeout(300);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
