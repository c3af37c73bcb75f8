/**
 * The member area and donation pages on the dev site: the pricing toggle and join on the
 * access page, the access denied page (106, not tracked), and donations from the donation
 * page (203) and its donation block to donation checkout.
 */
import { expect, test, type Page } from '@playwright/test';
import { devSite, runtimeReady } from './devSite';

const planPrice = (page: Page, plan: string) => page.locator(`[data-plan="${plan}"] [data-plan-price]`);

test.describe('member area access page', () => {
  test('the pricing toggle switches every plan between its monthly and yearly price', async ({ page }) => {
    await page.goto('/members');
    await runtimeReady(page);
    const toggle = page.getByRole('radiogroup', { name: 'Billing' });
    await expect(toggle.getByRole('radio', { name: 'Monthly' })).toHaveAttribute('aria-checked', 'true');
    await expect(planPrice(page, 'regular')).toContainText('$10.00 per month');
    await expect(planPrice(page, 'patron')).toContainText('$25.00 per month');
    await toggle.getByRole('radio', { name: 'Yearly' }).click();
    await expect(planPrice(page, 'regular')).toContainText('$100.00 per year');
    await expect(planPrice(page, 'patron')).toContainText('$250.00 per year');
    // the server's fallback list is hidden while the view stands in for it
    await expect(page.locator('.member-area-plans')).toBeHidden();
  });

  test('join goes to subscription checkout with the chosen price’s cart token', async ({ page }) => {
    await page.goto('/members');
    await runtimeReady(page);
    await page.getByRole('radio', { name: 'Yearly' }).click();
    await page.getByRole('button', { name: 'Join Patron' }).click();
    await expect(page).toHaveURL(/\/checkout\/subscribe\?cartToken=dev-member-patron-year$/);
    await expect(page.locator('dd', { hasText: 'dev-member-patron-year' })).toBeVisible();
  });

  test('a member is offered the sign-in page', async ({ page }) => {
    await page.goto('/members');
    await runtimeReady(page);
    await page.locator('.runtime-member-area').getByRole('link', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/account\/login\?returnUrl=%2Fmembers$/);
  });
});

test.describe('member area access denied page', () => {
  test.beforeEach(async ({ request }) => {
    await devSite(request).reset();
  });

  test('says the page is for members, names the area to join, and records no page view', async ({ page, request }) => {
    const site = devSite(request);
    await page.goto('/members/denied');
    await runtimeReady(page);
    const view = page.locator('.runtime-member-area-denied');
    await expect(view.getByRole('heading', { level: 1 })).toHaveText('This page is for members');
    await expect(view).toContainText('Join Roasters’ Circle to see this page.');
    await expect(view.getByRole('link', { name: 'See membership plans' })).toHaveAttribute('href', '/members');
    // tracking is off on member-area-denied pages (002 §6): the next page's view is the only hit
    await page.goto('/members');
    await runtimeReady(page);
    await expect.poll(async () => JSON.stringify(await site.rows('hits'))).toContain('6500000000000000000000e1');
    const hits = await site.rows('hits');
    expect(hits).toHaveLength(1);
    expect(JSON.stringify(hits)).not.toContain('6500000000000000000000e2');
  });
});

test.describe('donation', () => {
  test('a custom amount on the donation page goes to donation checkout with the donatePageId', async ({ page }) => {
    await page.goto('/donate');
    await runtimeReady(page);
    const form = page.locator('[data-donation-block="6500000000000000000000d2"]');
    await expect(form.getByRole('heading', { level: 1 })).toHaveText('Support the bakery school');
    // it opens folded, as the server rendered it (the title and Donate); Donate unfolds the amounts and focuses the chosen one
    await expect(form.getByRole('textbox', { name: 'Other amount' })).toHaveCount(0);
    await form.getByRole('button', { name: 'Donate', exact: true }).click();
    await expect(form.getByRole('radio', { name: '$10', exact: true })).toBeFocused();
    await expect(page).toHaveURL(/\/donate$/);
    await form.getByRole('textbox', { name: 'Other amount' }).fill('42.50');
    await expect(form.getByRole('radio', { name: '$10', exact: true })).toHaveAttribute('aria-checked', 'false');
    await form.getByRole('button', { name: 'Donate $42.50' }).click();
    await expect(page).toHaveURL(/\/checkout\/donate\?donatePageId=6500000000000000000000d2&amount=42\.50&currency=USD&frequency=one-time$/);
    await expect(page.locator('dd', { hasText: '6500000000000000000000d2' })).toBeVisible();
  });

  test('an invalid amount shows its message and stays on the page', async ({ page }) => {
    await page.goto('/donate');
    await runtimeReady(page);
    const form = page.locator('[data-donation-block="6500000000000000000000d2"]');
    const field = form.getByRole('textbox', { name: 'Other amount' });
    await form.getByRole('button', { name: 'Donate', exact: true }).click();
    await field.fill('0');
    await form.getByRole('button', { name: 'Donate' }).click();
    await expect(form.locator('[data-amount-message]')).toHaveText('Enter an amount greater than zero.');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toBeFocused();
    await field.fill('2000000');
    await field.press('Enter');
    await expect(form.locator('[data-amount-message]')).toHaveText('Enter an amount of at most $1,000,000.00.');
    await expect(page).toHaveURL(/\/donate$/);
  });

  test('the donation block gives a preset monthly', async ({ page }) => {
    await page.goto('/donate');
    await runtimeReady(page);
    const block = page.locator('#block-donation-apprentice');
    await expect(block).toHaveAttribute('data-runtime-bound', 'donation');
    await block.getByRole('button', { name: 'Give', exact: true }).click();
    await block.getByRole('radio', { name: '$15' }).click();
    await block.getByRole('radio', { name: 'Monthly' }).click();
    await block.getByRole('button', { name: 'Give $15.00 monthly' }).click();
    await expect(page).toHaveURL(/\/checkout\/donate\?donatePageId=6500000000000000000000d3&amount=15\.00&currency=USD&frequency=monthly$/);
  });
});
