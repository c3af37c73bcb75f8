/**
 * The video rules on the dev site's About page, as a visitor meets them: the "Films and prints"
 * slideshow (autoplay every 4 s, its first slide a video) stops while its video plays and goes on
 * once the video stops; one video plays at a time across the page (the slideshow's video slide and
 * the "Harbour at dusk" video block); a provider's player is told to play and to pause.
 * Every player is the dev site's stand-in (`/assets/video/player.html`): no request leaves the machine.
 */
import { expect, test, type Page } from '@playwright/test';
import { gotoChanged, runtimeReady } from './devSite';

const FILMS = '#block-gallery-films';
const HARBOUR = '#block-video-harbour';
/** The slideshow's `autoplay-duration` (4 s) in the page's markup. */
const AUTOPLAY_MS = 4000;
/** The slideshow's current slide, by its label ("1 of 3"). */
const currentSlide = (page: Page) => page.locator(`${FILMS} [aria-roledescription="slide"]:not([aria-hidden="true"])`);

/** Rests the pointer on the slideshow (autoplay pauses) and brings its video slide back if autoplay has moved on. */
async function showVideoSlide(page: Page): Promise<void> {
  const films = page.locator(FILMS);
  await films.scrollIntoViewIfNeeded();
  await films.hover();
  await expect(films.locator('button[aria-label="Play video: Printing day"]')).toBeAttached();
  for (let step = 0; step < 2 && (await currentSlide(page).getAttribute('aria-label')) !== '1 of 3'; step += 1)
    await films.getByRole('button', { name: 'Previous slide' }).click();
  await expect(currentSlide(page)).toHaveAttribute('aria-label', '1 of 3');
}

/**
 * Opens /about with the page's clock installed and leaves it with the slideshow on its video slide, the video code
 * loaded and the clock paused: autoplay then moves only when the test runs the clock on.
 */
async function openAboutOnPausedClock(page: Page): Promise<void> {
  await page.clock.install();
  await page.goto('/about');
  await runtimeReady(page);
  await showVideoSlide(page);
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  await expect(currentSlide(page)).toHaveAttribute('aria-label', '1 of 3');
}

test('a slideshow’s autoplay stops while its video slide plays and goes on once the video stops', async ({ page }) => {
  await openAboutOnPausedClock(page);
  const films = page.locator(FILMS);

  await films.getByRole('button', { name: 'Play video: Printing day' }).click();
  await expect(films.frameLocator('iframe').locator('#status')).toHaveText('Playing');
  // pointer and focus out of the slideshow: they pause autoplay too, and here only the video may stop it
  await page.getByRole('heading', { name: 'Films and prints' }).click();
  await expect.poll(() => films.evaluate((block) => block.contains(document.activeElement))).toBe(false);
  await page.clock.runFor(3 * AUTOPLAY_MS);
  await expect(currentSlide(page)).toHaveAttribute('aria-label', '1 of 3');
  await expect(films.locator('iframe')).toHaveCount(1);

  // the video stops (another one starts): the slideshow moves on after its interval
  await page.locator(HARBOUR).getByRole('button', { name: 'Play video: Harbour at dusk' }).click();
  await expect(films.locator('iframe')).toHaveCount(0);
  await page.getByRole('heading', { name: 'Films and prints' }).click();
  await page.clock.runFor(AUTOPLAY_MS);
  await expect(currentSlide(page)).toHaveAttribute('aria-label', '2 of 3');
});

test('one video at a time: starting the video block returns the slideshow’s playing video to its poster, and the other way round', async ({ page }) => {
  await openAboutOnPausedClock(page);
  const films = page.locator(FILMS);
  const harbour = page.locator(HARBOUR);
  await films.getByRole('button', { name: 'Play video: Printing day' }).click();
  await expect(films.frameLocator('iframe').locator('#title')).toHaveText('Printing day');

  await harbour.getByRole('button', { name: 'Play video: Harbour at dusk' }).click();
  await expect(harbour.frameLocator('iframe').locator('#status')).toHaveText('Playing');
  await expect(films.locator('iframe')).toHaveCount(0);
  await expect(films.getByRole('button', { name: 'Play video: Printing day' })).toBeVisible();

  await films.getByRole('button', { name: 'Play video: Printing day' }).click();
  await expect(films.frameLocator('iframe').locator('#status')).toHaveText('Playing');
  await expect(harbour.locator('iframe')).toHaveCount(0);
  await expect(harbour.getByRole('button', { name: 'Play video: Harbour at dusk' })).toBeVisible();
});

test('a provider’s player is told to play once loaded, to pause when another video starts, and to play again (not reloaded) when shown again', async ({
  page,
  baseURL,
}) => {
  // the page as it would be with YouTube players: their address answered by the dev site's stand-in, which here shows
  // "Playing" or "Paused" only when told so by a command (not from the address's autoplay); nothing leaves the site
  const standIn = (await (await page.request.get('/assets/video/player.html')).text()).replace("params.get('autoplay') === '1'", 'false');
  expect(standIn).toContain('if (false)');
  await page.route(
    (url) => !url.href.startsWith(baseURL!),
    (route) => route.abort(),
  );
  const loads: string[] = [];
  await page.route('https://www.youtube.com/embed/**', (route) => {
    loads.push(new URL(route.request().url()).searchParams.get('title') ?? '');
    return route.fulfill({ contentType: 'text/html; charset=utf-8', body: standIn });
  });
  // no page clock here: Playwright's fake clock and a cross-origin player frame do not go together
  await gotoChanged(page, '/about', (html) => html.replaceAll('/assets/video/player.html?title=', 'https://www.youtube.com/embed/studio-film?title='));
  const films = page.locator(FILMS);
  const harbour = page.locator(HARBOUR);
  const harbourPlayer = harbour.frameLocator('iframe').locator('#status');
  const filmsPlayer = films.frameLocator('iframe').locator('#status');

  await harbour.getByRole('button', { name: 'Play video: Harbour at dusk' }).click();
  await expect(harbourPlayer).toHaveText('Playing');

  await showVideoSlide(page);
  await films.getByRole('button', { name: 'Play video: Printing day' }).click();
  await expect(filmsPlayer).toHaveText('Playing');
  await expect(harbourPlayer).toHaveText('Paused');
  await expect(harbour.locator('iframe')).toBeHidden();
  await expect(harbour.getByRole('button', { name: 'Play video: Harbour at dusk' })).toBeVisible();

  // Chromium routes a click by the hit-test regions of the last frame it drew. Scrolled to the video block and clicked
  // at once, the click went by the frame from before the scroll, where the slideshow's player (a frame of another
  // origin, in its own process) stood, and was lost there. A visitor clicks later than two frames after a scroll.
  await harbour.scrollIntoViewIfNeeded();
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await harbour.getByRole('button', { name: 'Play video: Harbour at dusk' }).click();
  await expect(harbour.locator('iframe')).toBeVisible();
  await expect(filmsPlayer).toHaveText('Paused');
  await expect(harbourPlayer).toHaveText('Playing');
  // the same players: each loaded once
  expect(loads).toEqual(['Harbour at dusk', 'Printing day']);
});
