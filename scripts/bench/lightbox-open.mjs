#!/usr/bin/env node
/**
 * How fast the dev site's first gallery lightbox opens with the CPU throttled 4× (CDP
 * Emulation.setCPUThrottlingRate): from the click on the first slide's open control to
 * the lightbox's first image painted, and to its full-size image painted. Each run is a
 * cold visit (a new browser context: empty cache, the lightbox never opened): the page
 * loads, the runtime mounts, the slide's own image loads, the pointer rests on the slide
 * for a moment as a visitor's does before clicking (--dwell, ms), then the click.
 * Paint times come from Element Timing (see lightboxPaint.mjs).
 * The first run warms the server and is left out; median and range of the rest.
 *   npm run bench:lightbox [-- --runs 9] [-- --dwell 250] [-- --rate 4] [-- --path /gallery]
 * The runtime is built into a temporary folder, so a build shared with other work is left alone.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright';
import { CHROMIUM_ARGS, requireChromium } from '../farm/chromium.mjs';
import { startSite } from '../../site/run.mjs';
import { benchArg } from './benchArgs.mjs';
import { median, range, throttleCpu, timeLightboxOpen, watchLightbox } from './lightboxPaint.mjs';

const ROOT = join(import.meta.dirname, '..', '..');
const runs = Number(benchArg('--runs', 9));
const dwell = Number(benchArg('--dwell', 250));
const rate = Number(benchArg('--rate', 4));
const path = benchArg('--path', '/gallery');
const OPENER = /^Open .* in the lightbox$/;

const runtimeDir = mkdtempSync(join(tmpdir(), 'bench-lightbox-runtime-'));
const built = spawnSync('npx', ['vite', 'build', '-c', 'vite.runtime.config.ts', '--outDir', runtimeDir, '--emptyOutDir', '--logLevel', 'warn'], {
  cwd: ROOT,
  stdio: 'inherit',
});
if (built.status !== 0) process.exit(built.status ?? 1);

const site = await startSite({ port: 0, memory: true, build: false, runtimeDir, log: () => {} });
const browser = await chromium.launch({ executablePath: requireChromium(), args: CHROMIUM_ARGS });
try {
  const first = [];
  const full = [];
  for (let i = 0; i < runs + 1; i++) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await throttleCpu(page, rate);
    await page.addInitScript(watchLightbox);
    await page.goto(site.url + path, { waitUntil: 'load' });
    await page.waitForFunction(() => window.SiteRuntime !== undefined);
    await page.evaluate(() => window.SiteRuntime?.ready);
    const opener = page.getByRole('button', { name: OPENER }).first();
    const { first: f, full: g } = await timeLightboxOpen(page, opener, { dwell });
    await context.close();
    if (i === 0) continue; // the first visit also warms the server
    first.push(f);
    full.push(g);
  }
  const when = `CPU ${rate}× slower, ${dwell} ms pointer rest before the click`;
  console.log(`${path}: click → first lightbox image painted ${median(first).toFixed(0)} ms (median of ${runs}; ${range(first)} ms; ${when})`);
  console.log(`${path}: click → full-size lightbox image painted ${median(full).toFixed(0)} ms (median of ${runs}; ${range(full)} ms)`);
} finally {
  await browser.close();
  await site.close();
  rmSync(runtimeDir, { recursive: true, force: true });
}
