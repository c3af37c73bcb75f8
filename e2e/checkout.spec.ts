/**
 * The store page's checkout links through the commerce service's redirects: the cart
 * cookie check with its alert, and the donate, gift card and subscribe checkouts.
 */
import { expect, test } from '@playwright/test';
import { runtimeReady } from './devSite';

const COOKIES_MESSAGE = 'Either your session has expired or you do not have cookies enabled. We cannot continue to checkout.';

test('Checkout without a cart cookie alerts and stays on the page', async ({ page }) => {
  await page.goto('/store');
  await runtimeReady(page);
  const alerts: string[] = [];
  page.on('dialog', (dialog) => {
    alerts.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.accept();
  });
  await page.getByRole('link', { name: 'Checkout' }).click();
  await expect.poll(() => alerts).toEqual([`alert: ${COOKIES_MESSAGE}`]);
  await expect(page).toHaveURL(/\/store$/);
});

test('Checkout with a cart goes to goto-checkout', async ({ page }) => {
  await page.goto('/store');
  await page.getByRole('button', { name: 'Fill the example cart' }).click();
  await expect(page).toHaveURL(/\/store$/);
  await runtimeReady(page);
  await page.getByRole('link', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/commerce\/goto-checkout$/);
});

for (const { name, url } of [
  { name: 'Donate', url: /\/checkout\/donate\?donatePageId=6500000000000000000000d1$/ },
  { name: 'Buy a gift card', url: /\/checkout\/giftcard\?websiteId=dev-website-0001&giftCardProductId=prod-card&sku=SQ4567890$/ },
  { name: 'Subscribe monthly', url: /\/checkout\/subscribe\?cartToken=dev-cart-token-0001$/ },
]) {
  test(`${name} goes to its checkout`, async ({ page }) => {
    await page.goto('/store');
    await runtimeReady(page);
    // the store's own links, not the site navigation's (which has a Donate page link)
    await page.getByRole('main').getByRole('link', { name }).click();
    await expect(page).toHaveURL(url);
  });
}

test('inside the admin preview frame, Donate loads in the top window', async ({ page }) => {
  // the config panel framing the site, as the admin does
  await page.route('**/config/preview', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Config</title><iframe src="/store" style="width:1000px;height:800px"></iframe>' }),
  );
  await page.goto('/config/preview');
  const frame = page.frameLocator('iframe');
  const donate = frame.getByRole('main').getByRole('link', { name: 'Donate' });
  await donate.waitFor();
  await page.waitForFunction(() => (document.querySelector('iframe') as HTMLIFrameElement).contentWindow?.SiteRuntime !== undefined);
  await donate.click();
  await expect(page).toHaveURL(/\/checkout\/donate\?donatePageId=6500000000000000000000d1$/);
});
