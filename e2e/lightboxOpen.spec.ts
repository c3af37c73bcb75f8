/**
 * The lightbox opens fast: its code is fetched before the click (on intent, or once the page
 * is idle) and the gallery's own rendition of the image shows at once, in the full image's
 * box, until the full image arrives.
 */
import { expect, test, type Page } from '@playwright/test';
import { runtimeReady } from './devSite';

const OPENER = /^Open .* in the lightbox$/;

/** Whether the page has asked for the lightbox's chunk so far. */
function lightboxChunkRequests(page: Page): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (/\/runtime\/chunks\/Lightbox-[^/]*\.js$/.test(new URL(request.url()).pathname)) count += 1;
  });
  return () => count;
}

/** The visitor asked to save data: no prefetch at idle time, only on intent. */
const saveData = () => Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true });

test('the lightbox code is fetched once the gallery page is idle, before any click', async ({ page }) => {
  const requested = lightboxChunkRequests(page);
  await page.goto('/gallery');
  await runtimeReady(page);
  await expect.poll(requested, { timeout: 10_000 }).toBe(1);
});

test('with Save-Data the lightbox code waits for intent: the pointer over a gallery fetches it, before the click', async ({ page }) => {
  await page.addInitScript(saveData);
  const requested = lightboxChunkRequests(page);
  await page.goto('/gallery');
  await runtimeReady(page);
  await page.evaluate(() => new Promise((done) => requestIdleCallback(() => setTimeout(done, 500))));
  expect(requested()).toBe(0);
  const opener = page.getByRole('button', { name: OPENER }).first();
  await opener.scrollIntoViewIfNeeded();
  await opener.hover();
  await expect.poll(requested).toBe(1);
  await opener.click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(requested()).toBe(1);
});

test("the lightbox's first frame already shows the slide's image, every image in it in one box; Escape closes it", async ({ page }) => {
  await page.goto('/gallery');
  await runtimeReady(page);
  const opener = page.getByRole('button', { name: OPENER }).first();
  await opener.scrollIntoViewIfNeeded();
  await expect(opener.locator('[data-loading]')).toHaveCount(0);
  // what the dialog's images are at the first frame after it appears
  const firstFrame = page.evaluate(
    () =>
      new Promise<{ shown: boolean; boxes: string[] }>((resolve) => {
        const observer = new MutationObserver(() => {
          if (!document.querySelector('[role="dialog"][aria-modal="true"] img')) return;
          observer.disconnect();
          requestAnimationFrame(() => {
            const images = [...document.querySelectorAll<HTMLImageElement>('[role="dialog"][aria-modal="true"] img')];
            resolve({
              shown: images.some((img) => img.complete && img.naturalWidth > 0 && getComputedStyle(img).opacity === '1'),
              boxes: images.map((img) => JSON.stringify(img.getBoundingClientRect())),
            });
          });
        });
        observer.observe(document.body, { childList: true, subtree: true });
      }),
  );
  await opener.click();
  const { shown, boxes } = await firstFrame;
  expect(shown).toBe(true);
  expect(new Set(boxes).size).toBe(1);
  const dialog = page.getByRole('dialog');
  await expect(dialog.locator('[data-loading]')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(opener).toBeFocused();
});

test('the rest of the page goes inert after the lightbox has shown its first frame, not on the click, and is live again once it closes', async ({ page }) => {
  await page.goto('/gallery');
  await runtimeReady(page);
  const opener = page.getByRole('button', { name: OPENER }).first();
  await opener.scrollIntoViewIfNeeded();
  // whether the page outside was inert in the lightbox's first frame
  const inertAtFirstFrame = page.evaluate(
    () =>
      new Promise<boolean>((resolve) => {
        const observer = new MutationObserver(() => {
          if (!document.querySelector('[role="dialog"][aria-modal="true"]')) return;
          observer.disconnect();
          requestAnimationFrame(() => resolve(document.querySelector('main')?.inert ?? false));
        });
        observer.observe(document.body, { childList: true, subtree: true });
      }),
  );
  await opener.click();
  expect(await inertAtFirstFrame).toBe(false);
  const main = page.locator('main');
  await expect(main).toHaveJSProperty('inert', true);
  await expect(page.getByRole('dialog').getByRole('button', { name: 'Close' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(main).toHaveJSProperty('inert', false);
  await expect(opener).toBeFocused();
});
