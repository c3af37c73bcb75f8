/**
 * The About page's content blocks as a visitor meets them: the image block's title and
 * button, the video poster's play control starting the stand-in player, the map's static
 * fallback (the dev site has no maps key), the table booking block (the page's has no
 * widget address: its own text and link stay, with one warning; given one, the widget for
 * a visitor and the preview notice for a signed-in account), and the copy-link button's
 * announcement.
 */
import { expect, test, type Page } from '@playwright/test';
import { runtimeReady } from './devSite';

async function openAbout(page: Page) {
  await page.goto('/about');
  await runtimeReady(page);
}

test('the image blocks show their titles, text and buttons in their layouts', async ({ page }) => {
  await openAbout(page);
  const poster = page.locator('#block-image-poster [data-image-block="poster"]');
  await expect(poster.getByRole('heading', { name: 'Prints from the lake' })).toBeVisible();
  await expect(poster.getByRole('link', { name: 'See the prints' })).toHaveAttribute('href', '/store');
  const card = page.locator('#block-image-card [data-image-block="card"]');
  await expect(card.getByRole('heading', { name: 'Come and visit' })).toBeVisible();
  await expect(card.getByRole('link', { name: 'Opening hours' })).toHaveAttribute('href', '/visit');
});

test("the video poster's play control starts the stand-in player", async ({ page }) => {
  await openAbout(page);
  await expect(page.locator('#block-video-harbour iframe')).toHaveCount(0);
  await page.getByRole('button', { name: 'Play video: Harbour at dusk' }).click();
  const player = page.frameLocator('#block-video-harbour iframe');
  await expect(player.locator('#title')).toHaveText('Harbour at dusk');
  await expect(player.locator('#status')).toHaveText('Playing');
});

test('the map shows its static fallback with the address and an "Open in Google Maps" link', async ({ page }) => {
  await openAbout(page);
  const map = page.locator('#block-map-studio [data-map-block]');
  await expect(map).toHaveAttribute('data-map-state', 'fallback-no-key');
  await expect(map.locator('[data-map-fallback]')).toBeVisible();
  // the published settings at the top level of the block JSON: style 4 (Minimal Light), vSize 10 (twelfths of 400 px)
  await expect(map.locator('[data-drawn-map]')).toHaveAttribute('data-drawn-map', 'minimal-light');
  await expect(map.getByRole('region')).toHaveCSS('height', '333px');
  await expect(map.getByRole('region', { name: /Harbour Café/ })).toBeVisible();
  await expect(map).toContainText('1 Quay Street');
  const open = map.getByRole('link', { name: 'Open in Google Maps' });
  await expect(open).toHaveAttribute('href', 'https://www.google.com/maps/search/?api=1&query=50.7957%2C-1.1067');
  await expect(open).toHaveAttribute('target', '_blank');
});

test('the table booking block without a widget address keeps its own text and link, shows no form, and says so once', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()));
  await openAbout(page);
  const block = page.locator('#block-table-booking');
  await expect(block).toHaveAttribute('data-runtime-left', 'widgetUrl');
  await expect(block.getByText('Book a table by phone on')).toBeVisible();
  await expect(block.getByRole('link', { name: '+1 555 0100' })).toHaveAttribute('href', 'tel:+15550100');
  await expect(block.locator('[data-table-booking], form, input, button, iframe')).toHaveCount(0);
  expect(warnings.filter((text) => text.includes('block-table-booking'))).toEqual([
    "Block block-table-booking (table booking) left as rendered: its settings hold no widget address (widgetUrl), so the server's own text and links show",
  ]);
});

/** The About page with a widget address in the table booking block's JSON (and, signed in, an account), the widget a page of its own. */
async function openAboutWithWidget(page: Page, { signedIn }: { signedIn: boolean }) {
  await page.route('**/booking-widget', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Booking</title><p>Pick a date</p>' }),
  );
  await page.route('**/about', async (route) => {
    const response = await route.fetch();
    let html = (await response.text()).replace(
      'data-sqsp-block="opentable-v2"\n     data-block-json="&#123;&#125;"',
      'data-sqsp-block="opentable-v2"\n     data-block-json="&#123;&quot;widgetUrl&quot;:&quot;/booking-widget&quot;&#125;"',
    );
    if (signedIn) html = html.replace('"authenticatedAccount": null', '"authenticatedAccount": {"id": "account-1"}');
    await route.fulfill({ response, body: html });
  });
  await openAbout(page);
}

test('the table booking block with a widget address shows the widget to a visitor', async ({ page }) => {
  await openAboutWithWidget(page, { signedIn: false });
  const block = page.locator('#block-table-booking [data-table-booking]');
  await expect(block).toHaveAttribute('data-table-booking', 'widget');
  await expect(block.getByRole('note')).toHaveCount(0);
  // the server's own phone number and link stay, under the widget
  await expect(block.getByRole('link', { name: '+1 555 0100' })).toHaveAttribute('href', 'tel:+15550100');
  await block.scrollIntoViewIfNeeded();
  await expect(page.frameLocator('#block-table-booking iframe[title="Table booking widget"]').getByText('Pick a date')).toBeVisible();
});

test('a signed-in account sees the preview-only notice and an inert widget', async ({ page }) => {
  await openAboutWithWidget(page, { signedIn: true });
  const block = page.locator('#block-table-booking [data-table-booking]');
  await expect(block).toHaveAttribute('data-table-booking', 'preview');
  await expect(block.getByRole('note')).toContainText('Preview only');
  await expect(block.getByRole('note')).toContainText('Log out of your table booking provider account to use it.');
  await expect(block.locator('[inert] iframe[title="Table booking widget"]')).toHaveCount(1);
});

test('the copy-link button puts the page address on the clipboard and announces "Link copied"', async ({ page }) => {
  await page.addInitScript(() => {
    const copied: string[] = [];
    Object.defineProperty(window, '__copied', { value: copied });
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: async (text: string) => void copied.push(text) }, configurable: true });
  });
  await openAbout(page);
  const share = page.locator('#block-share');
  await expect(share.getByRole('link', { name: /Share on Facebook/ })).toHaveAttribute('href', /facebook\.com.*about/);
  await share.getByRole('button', { name: 'Copy link' }).click();
  await expect(share.getByRole('status')).toHaveText('Link copied');
  expect(await page.evaluate(() => (window as unknown as { __copied: string[] }).__copied)).toEqual([page.url()]);
});

test('the list sections: the simple list stays as rendered; the carousel’s own arrows move its slides one at a time, wrapping', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openAbout(page);
  const simple = page.locator('.user-items-list-simple');
  await expect(simple).not.toHaveAttribute('data-runtime-bound');
  await expect(simple.locator('.list-item-content__title')).toHaveText(['Mira Holt, baker', 'Jon Beck, photographer', 'Ines Park, café']);

  const container = page.locator('.user-items-list-carousel');
  await expect(container).toHaveAttribute('data-runtime-bound', 'listCarousel');
  // named by the section's title (the platform writes "Carousel" on every one)
  const carousel = page.getByRole('region', { name: 'What visitors say' });
  await expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
  const shown = carousel.locator('li[aria-roledescription="slide"]:not([inert]) .list-item-content__title');
  await expect(shown).toHaveText(['Sam, a regular', 'Priya, visiting', 'Tom and Ella']);
  const next = carousel.locator('button.user-items-list-carousel__arrow-button--right');
  await expect(next).toHaveAttribute('aria-controls', /.+/);
  await next.click();
  await expect(shown).toHaveText(['Priya, visiting', 'Tom and Ella', 'Lou, next door']);
  await expect(carousel.getByRole('group', { name: '4 of 4' })).toBeVisible();
  // infinite: from the last lead, next wraps to the first
  await next.click();
  await expect(shown).toHaveText(['Sam, a regular', 'Priya, visiting', 'Tom and Ella']);
  await carousel.locator('button.user-items-list-carousel__arrow-button--left').click();
  await expect(shown).toHaveText(['Priya, visiting', 'Tom and Ella', 'Lou, next door']);
  // the server's images, waiting for the platform's loader, have their source
  await expect(carousel.locator('img').first()).toHaveAttribute('src', '/assets/gallery/beach-noon.jpg');
});
