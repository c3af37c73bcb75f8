/**
 * What both farms share on the Node side: the built Storybook, a loopback server for
 * it, a browser page with the driver injected, and the list of stories with the
 * parameters that steer the farms.
 */
import { existsSync, readFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import { chromium } from 'playwright';
import { FARM_CHROMIUM_ARGS, requireChromium } from './chromium.mjs';
import { serveStatic } from './serve-static.mjs';
import { staticDirOf } from './subset.mjs';
import { FROZEN_TIME } from '../../.storybook/storyClock.js';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
/** `storybook-static/`, or the subset's own build (see `subset.mjs`). */
export const STATIC_DIR = staticDirOf(ROOT);
export const DRIVER_PATH = join(ROOT, 'scripts', 'farm', 'page-driver.js');
export const STORY_ROOT = '#storybook-root';

/** Builds the static Storybook unless a build is there (or `force`). */
export function ensureStorybookBuilt({ force = false } = {}) {
  if (!force && existsSync(join(STATIC_DIR, 'index.json'))) return;
  console.log('Building Storybook…');
  const result = spawnSync('npx', ['storybook', 'build', '--quiet', '-o', STATIC_DIR], {
    cwd: ROOT,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, STORYBOOK_DISABLE_TELEMETRY: '1' },
  });
  if (result.status !== 0) throw new Error('Storybook build failed');
}

/** Starts the loopback server on a free port; returns its base URL and a stop function. */
export async function startStorybookServer(port = 0) {
  const server = await serveStatic(STATIC_DIR, port);
  const address = server.address();
  return { baseURL: `http://127.0.0.1:${address.port}`, stop: () => new Promise((r) => server.close(r)) };
}

export async function launchBrowser() {
  return chromium.launch({ executablePath: requireChromium(), args: FARM_CHROMIUM_ARGS });
}

/**
 * Context options both farms use. The user agent names the Storybook test runner, so
 * the preview pauses CSS animations at their end instead of waiting for them. The
 * browser's own user agent (what a page reads from navigator.userAgent) comes from the
 * DevTools protocol: a page opened only to read it cost each worker 1.5 to 2.4 s of its
 * start on a loaded machine, a protocol call about 0.15 s.
 */
export async function farmContextOptions(browser) {
  const session = await browser.newBrowserCDPSession();
  const { userAgent } = await session.send('Browser.getVersion');
  await session.detach();
  return { userAgent: `${userAgent} StorybookTestRunner`, deviceScaleFactor: 1, locale: 'en-US', timezoneId: 'UTC' };
}

/**
 * A page on the preview with the driver installed and the clock frozen: the browser's clock
 * stands at FROZEN_TIME, the instant every story starts at, so no time passes at all. The
 * channel keeps its events in the page (the driver's detachTransports): no Storybook UI listens.
 */
export async function openPreview(context, baseURL) {
  const page = await context.newPage();
  await page.clock.setFixedTime(new Date(FROZEN_TIME));
  await page.addInitScript({ path: DRIVER_PATH });
  await page.goto(`${baseURL}/iframe.html?viewMode=story`, { waitUntil: 'load' });
  await page.evaluate(() => {
    window.__FARM__.detachTransports();
    return window.__FARM__.ready();
  });
  return page;
}

/** The stories (not docs pages) the static Storybook's index.json lists. */
export function indexedStories(staticDir = STATIC_DIR) {
  const index = JSON.parse(readFileSync(join(staticDir, 'index.json'), 'utf8'));
  return Object.values(index.entries).filter((entry) => entry.type === 'story');
}

/**
 * Every story of index.json with the parameters that steer the farms, read from the
 * preview, in a browser of its own.
 */
export async function collectStories(baseURL) {
  const indexed = indexedStories();
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext(await farmContextOptions(browser));
    const page = await openPreview(context, baseURL);
    const prepared = await page.evaluate(() => window.__FARM__.stories());
    await context.close();
    const byId = new Map(prepared.map((story) => [story.id, story]));
    return indexed.map((entry) => {
      const story = byId.get(entry.id);
      if (!story) throw new Error(`index.json lists ${entry.id} but the preview does not know it`);
      return story;
    });
  } finally {
    await browser.close();
  }
}
