/**
 * Visitor cookies and the cookie banner on the dev site: the consent cookie written on
 * accept and decline, tracking cookies cleared, the banner's visibility rules.
 */
import { expect, test, type BrowserContext } from '@playwright/test';
import { runtimeReady } from './devSite';

const cookie = async (context: BrowserContext, name: string) => (await context.cookies()).find((c) => c.name === name);
const VISITOR = /^[^|\s]+\|\d+\|\d+\|\d+\|\d+$/;

test('a new visitor gets ss_cvr and ss_cvt; a visit whose ss_cvt expired counts one more visit', async ({ page, context }) => {
  await page.goto('/');
  await expect.poll(async () => (await cookie(context, 'ss_cvr'))?.value).toMatch(VISITOR);
  const first = (await cookie(context, 'ss_cvr'))!;
  expect(first.value.split('|')[4]).toBe('1');
  // two years asked for; Chromium keeps no cookie longer than 400 days, so 400 days it is
  expect(first.expires * 1000 - Date.now()).toBeGreaterThan(399 * 24 * 3600 * 1000);
  const visit = (await cookie(context, 'ss_cvt'))!;
  expect(visit.expires * 1000 - Date.now()).toBeLessThanOrEqual(30 * 60 * 1000);

  await page.reload(); // within the visit: still one visit
  expect((await cookie(context, 'ss_cvr'))!.value.split('|')[4]).toBe('1');

  await context.clearCookies({ name: 'ss_cvt' }); // the 30 minutes have passed
  await page.reload();
  await expect.poll(async () => (await cookie(context, 'ss_cvr'))?.value.split('|')[4]).toBe('2');
  expect((await cookie(context, 'ss_cvr'))!.value.split('|')[0]).toBe(first.value.split('|')[0]);
});

test('the banner shows until answered; Accept stores true for 30 days and it stays away', async ({ page, context }) => {
  await page.goto('/welcome');
  const banner = page.getByRole('region', { name: 'Cookie notice' });
  await expect(banner).toBeVisible();
  await expect(banner).toContainText('We use cookies to count visits');
  // a restrictive policy: no visitor cookies before the answer
  expect(await cookie(context, 'ss_cvr')).toBeUndefined();

  await banner.getByRole('button', { name: 'Accept' }).click();
  await expect(banner).toBeHidden();
  const allowed = (await cookie(context, 'ss_cookieAllowed'))!;
  expect(allowed.value).toBe('true');
  const days = (allowed.expires * 1000 - Date.now()) / (24 * 3600 * 1000);
  expect(days).toBeGreaterThan(29.9);
  expect(days).toBeLessThanOrEqual(30);

  await page.reload();
  await runtimeReady(page);
  await expect(page.getByRole('region', { name: 'Cookie notice' })).toHaveCount(0);
  await expect.poll(async () => (await cookie(context, 'ss_cvr'))?.value).toMatch(VISITOR);
});

test('Decline stores false and clears every tracking cookie', async ({ page, context, baseURL }) => {
  const url = new URL(baseURL!);
  await context.addCookies(
    ['ss_cid', 'ss_cpvisit', 'ss_cvisit', 'ss_cvr', 'ss_cvt'].map((name) => ({
      name,
      value: name === 'ss_cvr' ? 'v1|1|1|1|3' : '1',
      domain: url.hostname,
      path: '/',
    })),
  );
  await page.goto('/welcome');
  const banner = page.getByRole('region', { name: 'Cookie notice' });
  await banner.getByRole('button', { name: 'Decline' }).click();
  await expect(banner).toBeHidden();
  expect((await cookie(context, 'ss_cookieAllowed'))?.value).toBe('false');
  const names = (await context.cookies()).map((c) => c.name);
  for (const name of ['ss_cid', 'ss_cpvisit', 'ss_cvisit', 'ss_cvr', 'ss_cvt']) expect(names, name).not.toContain(name);

  await page.reload(); // declined stays declined: no banner, no visitor cookies
  await runtimeReady(page);
  await expect(page.getByRole('region', { name: 'Cookie notice' })).toHaveCount(0);
  expect(await cookie(context, 'ss_cvr')).toBeUndefined();
});

test('the banner is reachable with Tab and does not trap focus', async ({ page }) => {
  await page.goto('/welcome');
  const banner = page.getByRole('region', { name: 'Cookie notice' });
  await expect(banner).toBeVisible();
  const decline = banner.getByRole('button', { name: 'Decline' });
  await decline.focus();
  await page.keyboard.press('Tab');
  await expect(banner.getByRole('button', { name: 'Accept' })).toBeFocused();
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.closest('[role="region"]')?.getAttribute('aria-label') ?? null)).not.toBe('Cookie notice');
});

test('no banner in screenshot mode', async ({ page }) => {
  await page.goto('/welcome?screenshot');
  await runtimeReady(page);
  await expect(page.getByRole('region', { name: 'Cookie notice' })).toHaveCount(0);
});
