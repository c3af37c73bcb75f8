/**
 * One renderer for the farms, another for visitors: the library, Storybook and both farms render the views with React,
 * and the published runtime renders them with Preact as React (scripts/runtime-build/renderer.mjs). This holds the two
 * to the same pages: the runtime is built both ways (`runtimeConfig` of vite.runtime.config.ts), each served by a dev
 * site of its own (its database in memory, so neither sees what other tests stored), and every dev-site page, opened
 * cold at 1280×900 with reduced motion, mounted and scrolled through, has the same accessibility tree (roles, names,
 * states and text of the whole page, as `ariaSnapshot` writes it) and the same height with either.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Browser } from '@playwright/test';
import { build } from 'vite';
import { startSite } from '../site/run.mjs';
import { runtimeConfig } from '../vite.runtime.config';
import { runtimeReady, scrollToBottom } from './devSite';
import { sitePageAddresses } from './sitePages';

const ROOT = join(import.meta.dirname, '..');
const PAGES = sitePageAddresses();

let reactDir = '';
let sites: { preact: { url: string; close: () => Promise<void> }; react: { url: string; close: () => Promise<void> } } | null = null;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  reactDir = mkdtempSync(join(tmpdir(), 'runtime-react-'));
  const config = runtimeConfig('react');
  await build({ ...config, root: ROOT, configFile: false, logLevel: 'silent', build: { ...config.build, outDir: reactDir, emptyOutDir: true } });
  const quiet = { port: 0, build: false, memory: true, log: () => {}, warn: () => {} };
  sites = {
    preact: await startSite({ ...quiet, runtimeDir: join(ROOT, 'dist', 'runtime') }),
    react: await startSite({ ...quiet, runtimeDir: reactDir }),
  };
});

test.afterAll(async () => {
  await sites?.preact.close();
  await sites?.react.close();
  if (reactDir) rmSync(reactDir, { recursive: true, force: true });
});

/** The page as a visitor's assistive technology reads it once mounted, and how tall it is. */
async function readPage(browser: Browser, base: string, address: string): Promise<{ tree: string; height: number }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce', locale: 'en-US', timezoneId: 'UTC' });
  try {
    const page = await context.newPage();
    await page.goto(new URL(address, base).href);
    await runtimeReady(page);
    await scrollToBottom(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.evaluate(() => window.SiteRuntime!.ready);
    // what mounted on the way down has rendered, and its images have loaded or failed (a lazy image out of view waits for
    // nothing longer than two seconds)
    await page.waitForTimeout(500);
    await page.evaluate(() =>
      Promise.race([
        Promise.all(Array.from(document.images, (image) => image.decode().catch(() => undefined))),
        new Promise((done) => setTimeout(done, 2_000)),
      ]),
    );
    // each site has its own port: a link to the page itself (the share buttons) names its own origin
    const origin = new URL(base).origin;
    const tree = (await page.locator('body').ariaSnapshot()).replaceAll(encodeURIComponent(origin), 'ORIGIN').replaceAll(origin, 'ORIGIN');
    return { tree, height: await page.evaluate(() => document.documentElement.scrollHeight) };
  } finally {
    await context.close();
  }
}

for (const address of PAGES) {
  test(`${address} reads the same with the runtime on Preact as on React`, async ({ browser }) => {
    const [preact, react] = await Promise.all([readPage(browser, sites!.preact.url, address), readPage(browser, sites!.react.url, address)]);
    expect(preact.tree.length).toBeGreaterThan(0);
    expect(preact.tree).toBe(react.tree);
    expect(preact.height).toBe(react.height);
  });
}
