/**
 * The audio and album blocks on the Listen page, playing the site's real files: play and
 * pause by keyboard, the album moving on at the end of each track, one player at a time.
 */
import { expect, test, type Page } from '@playwright/test';
import { devSite, runtimeReady } from './devSite';

test.beforeEach(async ({ request }) => {
  await devSite(request).reset();
});

async function open(page: Page) {
  await page.goto('/listen');
  await runtimeReady(page);
}

const audioBlock = (page: Page) => page.locator('#block-audio-bells');
const album = (page: Page) => page.locator('#block-album-tides');
const status = (block: ReturnType<typeof audioBlock>) => block.locator('[data-audio-player]');

test('the audio block plays and pauses by keyboard', async ({ page }) => {
  await open(page);
  const block = audioBlock(page);
  await expect(block.getByRole('group', { name: 'Audio: Harbour bells' })).toBeVisible();
  await expect(block.getByRole('slider', { name: 'Seek' })).toHaveAttribute('aria-valuetext', '0:00 of 0:02');
  await expect(block.getByRole('link', { name: 'Download Harbour bells' })).toHaveAttribute('href', '/assets/audio/harbour-bells.wav');

  const play = block.getByRole('button', { name: 'Play' });
  await play.focus();
  await page.keyboard.press('Enter');
  await expect(status(block)).toHaveAttribute('data-status', 'playing');
  const pause = block.getByRole('button', { name: 'Pause' });
  await expect(pause).toBeFocused();
  await page.keyboard.press('Space');
  await expect(status(block)).toHaveAttribute('data-status', 'paused');
  await expect(block.getByRole('button', { name: 'Play' })).toBeFocused();
  expect(await page.locator('.sqs-audio-embed').evaluate((el) => (el as HTMLElement).hidden)).toBe(true);
});

test('the album plays a track picked by keyboard and moves on to the next at the end of each', async ({ page }) => {
  await open(page);
  const tracks = album(page).getByRole('list', { name: 'Tracks of Tides' }).getByRole('button');
  await expect(tracks).toHaveText(['1Low tide0:01', '2Turning tide0:01', '3High tide0:01']);
  await expect(tracks.nth(0)).toHaveAttribute('aria-current', 'true');

  await tracks.nth(0).focus();
  await page.keyboard.press('Enter');
  await expect(status(album(page))).toHaveAttribute('data-status', /loading|playing/);
  // each track lasts a second: the current mark moves down the list on its own
  await expect(tracks.nth(1)).toHaveAttribute('aria-current', 'true', { timeout: 5000 });
  await expect(album(page).getByRole('group', { name: 'Audio: Turning tide' })).toBeVisible();
  await expect(tracks.nth(2)).toHaveAttribute('aria-current', 'true', { timeout: 5000 });
  await expect(status(album(page))).toHaveAttribute('data-status', 'ended', { timeout: 5000 });
  await expect(tracks.nth(0)).not.toHaveAttribute('aria-current', 'true');
});

test('one player at a time: starting the album pauses the audio block', async ({ page }) => {
  await open(page);
  await audioBlock(page).getByRole('button', { name: 'Play' }).click();
  await expect(status(audioBlock(page))).toHaveAttribute('data-status', 'playing');
  await album(page).getByRole('button', { name: 'Play' }).click();
  await expect(status(album(page))).toHaveAttribute('data-status', /loading|playing/);
  await expect(status(audioBlock(page))).toHaveAttribute('data-status', 'paused');
});
