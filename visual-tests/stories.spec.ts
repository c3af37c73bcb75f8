/**
 * One test per story and mode: render the story in an already-loaded preview, wait
 * for it to settle, and compare its root element with the committed baseline.
 * Generic over all stories: no per-component code lives here.
 */
import { existsSync, readFileSync } from 'node:fs';
import { test as base, expect, type Page } from '@playwright/test';
import { globalsFor, type Capture } from './captureList.mjs';
import { farmContextOptions, openPreview, STORY_ROOT } from '../scripts/farm/storybook.mjs';
import { VIEWPORT_HEIGHT } from '../.storybook/modes';

const manifestPath = process.env.VISUAL_CAPTURES;
if (!manifestPath) throw new Error('Run the visual farm through `npm run test:visual`');
const captures: Capture[] = JSON.parse(readFileSync(manifestPath, 'utf8'));

interface Preview {
  page: Page;
  blocked: string[];
  errors: string[];
  reducedMotion?: 'reduce' | 'no-preference';
}

const test = base.extend<object, { preview: Preview }>({
  preview: [
    async ({ browser }, use, workerInfo) => {
      const baseURL = String(workerInfo.project.use.baseURL);
      const context = await browser.newContext({
        ...(await farmContextOptions(browser)),
        viewport: { width: 1280, height: VIEWPORT_HEIGHT },
      });
      const blocked: string[] = [];
      const errors: string[] = [];
      // Stories never reach the network: anything outside the served Storybook fails the story.
      await context.route(
        (url) => !url.href.startsWith(baseURL),
        (route) => {
          blocked.push(route.request().url());
          return route.abort('blockedbyclient');
        },
      );
      const page = await openPreview(context, baseURL);
      page.on('pageerror', (error: Error) => errors.push(error.message));
      await use({ page, blocked, errors });
      await context.close();
    },
    { scope: 'worker' },
  ],
});

function sameBytes(baselinePath: string, actual: Buffer): boolean {
  return existsSync(baselinePath) && readFileSync(baselinePath).equals(actual);
}

/** The root's box rounded outwards to whole pixels. */
function pixelClip(box: { x: number; y: number; width: number; height: number }) {
  const x = Math.floor(box.x);
  const y = Math.floor(box.y);
  return { x, y, width: Math.ceil(box.x + box.width) - x, height: Math.ceil(box.y + box.height) - y };
}

for (const capture of captures) {
  test(`${capture.title} › ${capture.name} [${capture.modeName}]`, async ({ preview }, testInfo) => {
    const { page, blocked, errors } = preview;
    blocked.length = 0;
    errors.length = 0;
    const { mode } = capture;
    const viewport = page.viewportSize();
    if (viewport?.width !== mode.viewport) await page.setViewportSize({ width: mode.viewport, height: VIEWPORT_HEIGHT });
    const reducedMotion = mode.reducedMotion ?? 'no-preference';
    if (preview.reducedMotion !== reducedMotion) {
      await page.emulateMedia({ reducedMotion });
      preview.reducedMotion = reducedMotion;
    }
    const box = await page.evaluate(
      async ({ storyId, globals, rootSelector, waitFor }) => {
        await window.__FARM__.render(storyId, globals);
        return window.__FARM__.settle(rootSelector, waitFor);
      },
      // the a11y addon's own axe run is the accessibility farm's business, not this one's
      { storyId: capture.storyId, globals: { ...globalsFor(mode), a11y: { manual: true } }, rootSelector: STORY_ROOT, waitFor: capture.waitFor },
    );
    expect(blocked, 'requests outside the served Storybook').toEqual([]);
    expect(errors, 'uncaught errors in the story').toEqual([]);
    expect(box.width * box.height, 'the story root has a size').toBeGreaterThan(0);
    const clip = capture.viewport ? { x: 0, y: 0, width: mode.viewport, height: VIEWPORT_HEIGHT } : pixelClip(box);
    const actual = await page.screenshot({ clip, fullPage: !capture.viewport, animations: 'allow', caret: 'initial', scale: 'css' });
    // Chromium encodes identical pixels to identical bytes: an unchanged story needs no decoding.
    if (testInfo.config.updateSnapshots === 'none' && sameBytes(testInfo.snapshotPath(capture.baseline), actual)) return;
    // Otherwise Playwright compares the pixels and reports expected, actual and diff.
    expect(actual).toMatchSnapshot(capture.baseline);
  });
}

declare global {
  interface Window {
    __FARM__: {
      render(storyId: string, globals: Record<string, unknown>): Promise<void>;
      settle(rootSelector: string, waitFor?: string): Promise<{ x: number; y: number; width: number; height: number }>;
    };
  }
}
