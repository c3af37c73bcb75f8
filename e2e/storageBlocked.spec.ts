/**
 * A browser that refuses the page its local storage (the getter throws, as with storage blocked
 * for the site): the popup overlay's record cannot be read or kept, so the runtime warns with the
 * spec's message, 'Unable access local/session storage.', and the page works all the same. (Session
 * storage blocked, the other half of the rule: `src/runtime-adapter/page/pageBehaviour.test.ts`.)
 */
import { expect, test } from '@playwright/test';
import { devSite, runtimeReady } from './devSite';

const STORAGE_MESSAGE = 'Unable access local/session storage.';

test.beforeEach(async ({ request }) => {
  await devSite(request).reset();
});

test('with local storage blocked, the popup overlay warns with the spec’s message, still shows and closes, and shows again on the next visit', async ({
  page,
}) => {
  await page.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('Access to localStorage is denied for this document.', 'SecurityError');
      },
    });
  });
  const warnings: string[] = [];
  const pageErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  page.on('pageerror', (error) => pageErrors.push(error.message));

  await page.goto('/join');
  await runtimeReady(page);
  const dialog = page.getByRole('dialog', { name: 'Join the list' });
  await expect(dialog).toBeVisible();
  await expect.poll(() => warnings.filter((text) => text.startsWith(STORAGE_MESSAGE)).length).toBeGreaterThan(0);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);

  // nothing could be stored: the next visit shows the overlay again
  await page.reload();
  await runtimeReady(page);
  await expect(page.getByRole('dialog', { name: 'Join the list' })).toBeVisible();
  expect(pageErrors).toEqual([]);
});
