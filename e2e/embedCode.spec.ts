/**
 * The Embeds page as a visitor meets it: the embed blocks as the platform publishes them
 * (a provider's player framed in the box the server reserved, third-party HTML rendered
 * into the page with its script run) left as rendered, so nothing moves and nothing runs
 * twice; the owner's code blocks as the server rendered them (its script run once, code
 * shown as source), and the follow button: upgraded by the stand-in script, or left as its
 * plain link when the script cannot load.
 */
import { expect, test, type Page } from '@playwright/test';
import { runtimeReady } from './devSite';

async function openEmbeds(page: Page) {
  await page.goto('/embed');
  await runtimeReady(page);
}

test("a provider's player the server framed in its reserved box is left as rendered: the same frame, the box at the player's ratio", async ({ page }) => {
  await openEmbeds(page);
  const block = page.locator('#block-embed-video');
  await expect(block).not.toHaveAttribute('data-runtime-bound', /./);
  const frame = block.locator('iframe');
  await expect(frame).toHaveCount(1);
  await expect(frame).toHaveAttribute('title', 'Roasting day');
  await expect(frame).toHaveAttribute('src', '/assets/video/player.html?title=Roasting%20day');
  await expect(page.frameLocator('#block-embed-video iframe').locator('#title')).toHaveText('Roasting day');
  // the frame fills the wrapper whose padding-bottom (56.25 %) the server wrote: 640 × 360
  const box = await frame.boundingBox();
  expect(box?.width).toBeGreaterThan(200);
  expect(Math.abs((box?.height ?? 0) - ((box?.width ?? 0) * 360) / 640)).toBeLessThanOrEqual(1);
});

test('third-party HTML the server rendered is left as it is: its script ran in the page, no frame of ours', async ({ page }) => {
  await openEmbeds(page);
  const block = page.locator('#block-embed-tides');
  await expect(block).not.toHaveAttribute('data-runtime-bound', /./);
  await expect(block.locator('#tides')).toHaveText('High tide 06:42 · Low tide 12:55');
  await expect(block.locator('script')).toHaveCount(1);
  await expect(block.locator('iframe')).toHaveCount(0);
});

test("the owner's code blocks are left as the server rendered them: the script ran once, display source shows code as text", async ({ page }) => {
  await openEmbeds(page);
  const special = page.locator('#block-code-special .owner-special');
  await expect(special).toHaveText('Today’s special: the cardamom bun.');
  await expect(special).toHaveAttribute('data-script-ran', 'true');
  // published code blocks carry no settings: the runtime does not bind them, so their scripts do not run a second time
  for (const id of ['#block-code-special', '#block-code-source']) await expect(page.locator(id)).not.toHaveAttribute('data-runtime-bound', /./);
  await expect(page.locator('#block-code-special script')).toHaveCount(1);
  const source = page.locator('#block-code-source pre');
  await expect(source).toHaveText('<p class="hours">Open daily 7:00–18:00</p>');
  await expect(page.locator('#block-code-source p.hours')).toHaveCount(0);
});

test('the follow button is upgraded by the follow-button script (the stand-in)', async ({ page }) => {
  await openEmbeds(page);
  const block = page.locator('#block-twitter-follow');
  await expect(block.locator('[data-follow-button]')).toHaveAttribute('data-follow-button', 'upgraded');
  await expect(block.locator('[data-stand-in-follow="harbourcoffee"]')).toBeVisible();
  await expect(block.getByRole('link')).toHaveCount(1);
});

test('the follow button falls back to its plain link when the script cannot load', async ({ page }) => {
  await page.route('**/assets/follow/widgets.js', (route) => route.abort());
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await openEmbeds(page);
  const block = page.locator('#block-twitter-follow');
  await expect(block.locator('[data-follow-button]')).toHaveAttribute('data-follow-button', 'fallback');
  const link = block.getByRole('link', { name: 'Follow @harbourcoffee' });
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute('href', 'https://x.com/harbourcoffee');
  await expect(block.locator('[data-stand-in-follow]')).toHaveCount(0);
  expect(warnings.some((text) => text.startsWith('Follow button for @harbourcoffee stays a plain link'))).toBe(true);
});

test('the blocks with nothing to enhance (quote, line, markdown, spacer, collection link, social links) stay as the server rendered them', async ({ page }) => {
  await openEmbeds(page);
  const section = page.locator('section[data-section-theme="light"]');
  const blocks = section.locator('.sqs-block');
  await expect(blocks).toHaveCount(6);
  for (const block of await blocks.all()) await expect(block).not.toHaveAttribute('data-runtime-bound', /./);
  await expect(section.locator('blockquote')).toContainText('The best bun on the quay');
  await expect(section.getByRole('link', { name: 'Journal' })).toHaveAttribute('href', '/journal');
  await expect(section.getByRole('link', { name: 'Instagram' })).toHaveAttribute('href', 'https://www.instagram.com/');
  await expect(section.locator('hr')).toBeVisible();
});
