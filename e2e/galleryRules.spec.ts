/**
 * Gallery rules on the dev site's Galleries page, as a visitor meets them: deep links (an
 * itemId in the address opens the lightbox on that slide; opening writes it, Back closes the
 * lightbox and takes it out).
 */
import { expect, test } from '@playwright/test';
import { runtimeReady } from './devSite';

/** The 7.1 reel on /gallery: its items carry data-slide-url (the shared slides' urls), its lightbox is on. */
const REEL = 'section[data-section-id="6500000000000000000000c3"] .gallery-reel';

test('an itemId in the address opens the lightbox on that slide; Close takes it out of the address', async ({ page }) => {
  await page.goto('/gallery?itemId=beach-noon');
  await runtimeReady(page);
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Beach at noon');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/gallery$/);
});

test('opening a slide writes its itemId under the page’s path; Back closes the lightbox and the address is the page again', async ({ page }) => {
  await page.goto('/gallery');
  await runtimeReady(page);
  const reel = page.locator(REEL);
  await reel.scrollIntoViewIfNeeded();
  await reel.getByRole('button', { name: 'Open Alpine morning in the lightbox' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Alpine morning');
  await expect(page).toHaveURL(/\/gallery\?itemId=alpine-morning$/);
  await page.goBack();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/gallery$/);
});

test('the reel follows a mouse drag and, released past half its width, moves to the next slide', async ({ page }) => {
  await page.goto('/gallery');
  await runtimeReady(page);
  const reel = page.locator(REEL);
  await reel.scrollIntoViewIfNeeded();
  const slides = reel.locator('.runtime-gallery [aria-roledescription="slide"]');
  await expect(slides.first()).toHaveAttribute('aria-current', 'true');
  const track = reel.locator('.runtime-gallery [aria-live]');
  const box = (await track.locator('..').boundingBox())!;
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + box.width * 0.8, y);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.7, y, { steps: 4 });
  // the track has moved with the pointer, without a transition
  await expect(track).toHaveCSS('transition-property', 'none');
  const during = await track.evaluate((el) => new DOMMatrix(getComputedStyle(el).transform).m41);
  expect(during).toBeLessThan(0);
  await page.mouse.move(box.x + box.width * 0.2, y, { steps: 8 });
  await page.mouse.up();
  await expect(slides.nth(1)).toHaveAttribute('aria-current', 'true');
});

test('arrow keys step the reel; in its lightbox they are throttled to one step per 200 ms', async ({ page }) => {
  await page.goto('/gallery');
  await runtimeReady(page);
  const reel = page.locator(REEL);
  await reel.scrollIntoViewIfNeeded();
  const slides = reel.locator('.runtime-gallery [aria-roledescription="slide"]');
  await reel.locator('.runtime-gallery [aria-roledescription="carousel"]').focus();
  await page.keyboard.press('ArrowRight');
  await expect(slides.nth(1)).toHaveAttribute('aria-current', 'true');
  await page.keyboard.press('ArrowLeft');
  await expect(slides.first()).toHaveAttribute('aria-current', 'true');

  await reel.getByRole('button', { name: 'Open Alpine morning in the lightbox' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('1 of 5');
  // two presses in the same moment: one step
  const press = () =>
    dialog.evaluate((el) => {
      for (let i = 0; i < 2; i += 1) el.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
    });
  await press();
  await expect(dialog).toContainText('2 of 5');
  await page.waitForTimeout(250);
  await press();
  await expect(dialog).toContainText('3 of 5');
});
