/**
 * The site user's login on the dev site: with useEscapeKeyToLogin, Escape opens the login
 * dialog; a refused login shows the site's message; a login stores the reply's xsrfToken,
 * the page reloads, and the logout it then offers sends the token as X-SiteUser-XSRF-Token
 * (the session cookie is taken away first, so the site can only have it from the header). A call
 * the site answers with loginRequired opens the same login.
 */
import { expect, test, type Page } from '@playwright/test';
import { devSite, gotoChanged, runtimeReady } from './devSite';

/** The gallery page of a site whose settings turn on Escape to log in (a visitor, not signed in). */
const escapeToLogin = (page: Page) => gotoChanged(page, '/gallery', (html) => html.replace('"useEscapeKeyToLogin": false', '"useEscapeKeyToLogin": true'));

test.beforeEach(async ({ request }) => {
  await devSite(request).reset();
});

test('Escape opens the login; logging in keeps the xsrfToken, which the logout sends as X-SiteUser-XSRF-Token', async ({ page, request, context }) => {
  await escapeToLogin(page);
  await page.keyboard.press('Escape');
  const dialog = page.getByRole('dialog', { name: 'Log In' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Email')).toBeFocused();

  await dialog.getByLabel('Email').fill('not an email');
  await dialog.getByLabel('Password').fill('secret');
  await dialog.getByRole('button', { name: 'Log In' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Please enter a valid email');

  await dialog.getByLabel('Email').fill('ada@example.com');
  await dialog.getByLabel('Remember me').check();
  await Promise.all([page.waitForEvent('load'), dialog.getByRole('button', { name: 'Log In' }).click()]);
  await runtimeReady(page);
  const [login] = await devSite(request).rows('sessions');
  expect(login).toMatchObject({ action: 'login', email: 'ada@example.com', remember_me: 'true' });
  const token = String(login?.xsrf_token);
  expect(await page.evaluate(() => sessionStorage.getItem('siteUserXsrfToken'))).toBe(token);

  await context.clearCookies({ name: 'siteUserSession' });
  await page.keyboard.press('Escape');
  const account = page.getByRole('dialog', { name: 'Your Account' });
  await expect(account).toContainText('You are logged in.');
  await Promise.all([page.waitForEvent('load'), account.getByRole('button', { name: 'Log Out' }).click()]);
  const logout = (await devSite(request).rows('sessions')).find((row) => row.action === 'logout');
  expect(logout).toMatchObject({ xsrf_token: token, clone_cart: 'false' });
  await runtimeReady(page);
  expect(await page.evaluate(() => sessionStorage.getItem('siteUserXsrfToken'))).toBeNull();
});

test('Cancel closes the login and leaves the page as it was', async ({ page, request }) => {
  await escapeToLogin(page);
  await page.keyboard.press('Escape');
  await page.getByRole('dialog', { name: 'Log In' }).getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveURL(/\/gallery$/);
  expect(await devSite(request).rows('sessions')).toEqual([]);
});

test('a call answered with loginRequired opens the login (site:login-required)', async ({ page, request }) => {
  await devSite(request).fault({ path: '/api/widget/GetWidgetRendering', status: 200, body: { error: 'Login required', loginRequired: true }, times: 1 });
  await page.goto('/');
  await runtimeReady(page);
  const dialog = page.getByRole('dialog', { name: 'Log In' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Email')).toBeFocused();
});
