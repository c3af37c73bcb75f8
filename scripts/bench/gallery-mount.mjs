#!/usr/bin/env node
/**
 * Our gallery side by side with the libraries people reach for, in one run:
 *  1. Mounting the same 250 slides (the grid's bench story: same photos, sizes and titles,
 *     4 columns 20 px apart, square cells, a 560 px column in a 1280×800 viewport) with our
 *     grid, with Swiper and with Embla: from the mount call until all 250 slides have their
 *     boxes (script, style and layout, forced synchronously; ours renders a list this big in
 *     batches, those near the viewport first, timed too), in one warm page per library, the
 *     rounds taking the libraries in turn. Swiper and Embla are carousels: they lay the 250
 *     slides out in one track with 4 in view, where ours lays out 63 rows of 4.
 *  2. Opening the lightbox on the first of those slides, ours against PhotoSwipe's, with the
 *     CPU throttled 4× (CDP Emulation.setCPUThrottlingRate): from the click to the lightbox's
 *     first image painted (Element Timing, see lightboxPaint.mjs), each a cold visit (a new
 *     browser context) with the pointer resting on the slide for --dwell ms before the click.
 *     Ours fetches its lightbox code ahead (idle, or intent); PhotoSwipe's core is bundled
 *     with its page, its fastest.
 * Each prints the median of --runs (9) after one warm-up, its range, and ours ÷ theirs.
 *
 * Why bench pages and not Storybook: the story renders through Storybook's preview (args,
 * decorators, globals), which would be timed for ours only. So every library gets a page of
 * its own (scripts/bench/side-by-side/, one chunk each), built the same way for production by Vite
 * into a temporary folder (removed afterwards), served from loopback with the story images
 * (stories/assets/gallery); nothing comes from the internet. Our pages mount the grid as the
 * runtime mounts a gallery block (renderInto), with the runtime's renderer (Preact as React).
 *   npm run bench:gallery [-- --runs 9] [-- --rate 4] [-- --dwell 250]
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import react from '@vitejs/plugin-react';
import { chromium } from 'playwright';
import { CHROMIUM_ARGS, requireChromium } from '../farm/chromium.mjs';
import { serveStatic } from '../farm/serve-static.mjs';
import { benchArg } from './benchArgs.mjs';
import { RENDERER_ALIASES } from '../runtime-build/renderer.mjs';
import { median, range, throttleCpu, timeLightboxOpen, watchLightbox } from './lightboxPaint.mjs';

const ROOT = join(import.meta.dirname, '..', '..');
const PAGES = join(import.meta.dirname, 'side-by-side');
const runs = Number(benchArg('--runs', 9));
const rate = Number(benchArg('--rate', 4));
const dwell = Number(benchArg('--dwell', 250));

const MOUNTS = [
  { name: 'our grid', page: 'grid' },
  { name: 'Swiper', page: 'swiper' },
  { name: 'Embla', page: 'embla' },
];
const LIGHTBOXES = [
  { name: 'our lightbox', page: 'lightbox', opener: (page) => page.getByRole('button', { name: /^Open .* in the lightbox$/ }).first() },
  { name: 'PhotoSwipe', page: 'photoswipe', opener: (page) => page.locator('#host a').first() },
];

const outDir = mkdtempSync(join(tmpdir(), 'bench-gallery-'));
await build({
  root: PAGES,
  configFile: false,
  logLevel: 'warn',
  publicDir: false,
  plugins: [react()],
  // ours renders as on visitors' pages: with the runtime's renderer
  resolve: { alias: [...RENDERER_ALIASES] },
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    outDir,
    emptyOutDir: true,
    minify: true,
    // the bundler's note on its plugins' share of the build time is no figure of this bench
    rolldownOptions: { checks: { bundlerTimings: false } },
  },
});
cpSync(join(ROOT, 'stories', 'assets', 'gallery'), join(outDir, 'assets', 'gallery'), { recursive: true });
const server = await serveStatic(outDir, 0);
const base = `http://127.0.0.1:${server.address().port}`;
const browser = await chromium.launch({ executablePath: requireChromium(), args: CHROMIUM_ARGS });

const summary = (values) => `${median(values).toFixed(0)} ms (median of ${runs}; ${range(values)} ms)`;
const ratio = (ours, theirs) => (median(ours) / median(theirs)).toFixed(2);

try {
  // 1. mounting, one warm page per library, the libraries in turn each round
  const pages = [];
  for (const lib of MOUNTS) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 });
    const page = await context.newPage();
    await page.goto(`${base}/index.html?page=${lib.page}`, { waitUntil: 'load' });
    await page.waitForFunction(() => window.mountBench !== undefined);
    pages.push({ ...lib, page, shown: /** @type {number[]} */ ([]), times: /** @type {number[]} */ ([]), rendered: /** @type {number[]} */ ([]) });
  }
  for (let i = 0; i < runs + 1; i++)
    for (const lib of pages) {
      const { shown, all, rendered } = await lib.page.evaluate(() => {
        if (!window.mountBench) throw new Error('the page offers no mountBench');
        return window.mountBench.mount();
      });
      await lib.page.evaluate(() => window.mountBench?.unmount());
      if (i === 0) continue; // the first run also compiles the code
      lib.shown.push(shown);
      lib.times.push(all);
      lib.rendered.push(rendered);
    }
  for (const lib of pages) await lib.page.context().close();
  const [ours, ...others] = pages;
  if (!ours) throw new Error('no mount page ran');
  console.log(`Mounting 250 slides (4 columns, 560 px wide, CPU not throttled):`);
  for (const lib of pages) {
    const first = lib === ours && median(lib.shown) < median(lib.times) - 0.5 ? `; the slides near the viewport in ${summary(lib.shown)}` : '';
    // our grid renders a list this big near the viewport only (src/gallery/README.md): its "all" is what it renders
    const what = lib === ours ? `all it renders (${median(lib.rendered)} of 250)` : 'all 250';
    console.log(`  ${lib.name.padEnd(12)} ${what} in ${summary(lib.times)}${first}`);
  }
  for (const lib of others)
    console.log(`  ours ÷ ${lib.name}: ${ratio(ours.times, lib.times)} (all 250), ${ratio(ours.shown, lib.times)} (ours near the viewport)`);

  // 2. the lightbox, a cold visit per run, the two in turn
  const opened = LIGHTBOXES.map((lib) => ({ ...lib, first: /** @type {number[]} */ ([]), full: /** @type {number[]} */ ([]) }));
  for (let i = 0; i < runs + 1; i++)
    for (const lib of opened) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 });
      const page = await context.newPage();
      await throttleCpu(page, rate);
      await page.addInitScript(watchLightbox);
      await page.goto(`${base}/index.html?page=${lib.page}`, { waitUntil: 'load' });
      const { first, full } = await timeLightboxOpen(page, lib.opener(page), { dwell });
      await context.close();
      if (i === 0) continue; // the first visit warms the server and the disk cache
      lib.first.push(first);
      lib.full.push(full);
    }
  const [ourBox, photoSwipe] = opened;
  if (!ourBox || !photoSwipe) throw new Error('both lightboxes run');
  console.log(`Lightbox, click → first image painted (CPU ${rate}× slower, ${dwell} ms pointer rest, cold visits):`);
  for (const lib of opened) console.log(`  ${lib.name.padEnd(12)} ${summary(lib.first)}; full-size image ${median(lib.full).toFixed(0)} ms`);
  console.log(`  ours ÷ PhotoSwipe: ${ratio(ourBox.first, photoSwipe.first)}`);
} finally {
  await browser.close();
  await new Promise((done) => server.close(done));
  rmSync(outDir, { recursive: true, force: true });
}
