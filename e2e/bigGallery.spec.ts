/**
 * A gallery of more than 100 slides on a page of its own (the dev site's slides repeated, served
 * through the dev site with the built runtime): the runtime takes its far slides out of the page's
 * first rendering (`src/runtime-adapter/page/farSlides.ts`) and gives them back once its mount pass
 * has settled, whether the gallery was mounted or left as the server rendered it.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { runtimeReady } from './devSite';
import { galleryBlock } from '../site/layout/blockTemplates.mjs';
import { readSharedFiles } from '../site/layout/assemblePage.mjs';
import { fixturePage } from '../site/server/fixtureRoutes.mjs';

const ROOT = join(import.meta.dirname, '..');
type Slide = Parameters<typeof galleryBlock>[2][number];
const SLIDES = JSON.parse(readFileSync(join(ROOT, 'site', 'pages', 'shared', 'slides.json'), 'utf8')) as Slide[];
const COUNT = 300;

/** Serves a page holding one grid gallery of COUNT slides with these settings at `path`, and opens it. */
async function openGallery(page: Page, path: string, settings: Record<string, unknown>): Promise<void> {
  const slides = Array.from({ length: COUNT }, (_, i) => {
    const slide = SLIDES[i % SLIDES.length]!;
    return { ...slide, id: `${slide.id.slice(0, 16)}${i.toString(16).padStart(8, '0')}`, url: `${slide.url}-${i}`, title: `${slide.title} ${i + 1}` };
  });
  const html = fixturePage(
    'big-gallery.html',
    `<!-- fixture {"version": "7.1", "expect": {}} -->\n<h1>A big gallery</h1>\n${galleryBlock('big', { design: 'grid', 'thumbnails-per-row': 4, ...settings }, slides)}`,
    await readSharedFiles(join(ROOT, 'site', 'pages')),
  );
  await page.route(`**${path}`, (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html }));
  // what the page's first style sees: the runtime's module has run before DOMContentLoaded, and its script blocks rendering
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const slides = document.querySelectorAll('#block-big .sqs-gallery > .slide');
      const display = (index: number) => getComputedStyle(slides[index]!).display;
      (window as unknown as { atStart: unknown }).atStart = { hundredth: display(99), next: display(100), last: display(slides.length - 1) };
    });
  });
  await page.goto(path);
  await runtimeReady(page);
}

const atStart = (page: Page) => page.evaluate(() => (window as unknown as { atStart: unknown }).atStart);
const slidesShown = (page: Page) =>
  page.evaluate(
    () => Array.from(document.querySelectorAll('#block-big .sqs-gallery > .slide')).filter((slide) => getComputedStyle(slide).display !== 'none').length,
  );
const rules = (page: Page) => page.locator('style[data-runtime-far-slides]');

test('a gallery of 300 slides: the first 100 rendered at start, the view in its place once ready', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await openGallery(page, '/__e2e/big-gallery', { lightbox: true });
  expect(await atStart(page)).toEqual({ hundredth: 'block', next: 'none', last: 'none' });
  const block = page.locator('#block-big');
  await expect(block).toHaveAttribute('data-runtime-bound', 'gallery');
  await expect(block.locator('[data-runtime-view] li').first()).toBeVisible();
  await expect(block.locator('.sqs-gallery-container')).toBeHidden();
  await expect(rules(page)).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('a gallery of 300 slides the runtime leaves as rendered shows every slide again', async ({ page }) => {
  const messages: string[] = [];
  page.on('console', (message) => messages.push(message.text()));
  await openGallery(page, '/__e2e/big-gallery-left', { design: 'flipbook' });
  expect(await atStart(page)).toEqual({ hundredth: 'block', next: 'none', last: 'none' });
  await expect(page.locator('#block-big')).toHaveAttribute('data-runtime-left', 'could not be mounted');
  await expect(rules(page)).toHaveCount(0);
  expect(await slidesShown(page)).toBe(COUNT);
  const last = page.locator('#block-big .sqs-gallery > .slide').last();
  await last.scrollIntoViewIfNeeded();
  await expect(last).toBeVisible();
  await expect(last.locator('img.thumb-image')).toHaveAttribute('src', /.+/);
  expect(messages.join('\n')).toContain('Block block-big: These are not the gallery designs you are looking for');
});
