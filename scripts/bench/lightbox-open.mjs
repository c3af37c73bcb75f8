#!/usr/bin/env node
/**
 * How fast the dev site's first gallery lightbox opens with the CPU throttled 4× (CDP
 * Emulation.setCPUThrottlingRate): from the click on the first slide's open control to
 * the lightbox's first image painted, and to its full-size image painted. Each run is a
 * cold visit (a new browser context: empty cache, the lightbox never opened): the page
 * loads, the runtime mounts, the slide's own image loads, the pointer rests on the slide
 * for a moment as a visitor's does before clicking (--dwell, ms), then the click.
 * Paint times come from Element Timing: every image put into the dialog is marked with
 * `elementtiming` as it is inserted (before its first paint), "image" when it carries
 * alt text (the lightbox image proper), "placeholder" when its alt is empty.
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

const ROOT = join(import.meta.dirname, '..', '..');
const arg = (name, fallback) => {
  const at = process.argv.indexOf(name);
  return at > 0 ? process.argv[at + 1] : fallback;
};
const runs = Number(arg('--runs', 9));
const dwell = Number(arg('--dwell', 250));
const rate = Number(arg('--rate', 4));
const path = arg('--path', '/gallery');
const OPENER = /^Open .* in the lightbox$/;

const runtimeDir = mkdtempSync(join(tmpdir(), 'bench-lightbox-runtime-'));
const built = spawnSync('npx', ['vite', 'build', '-c', 'vite.runtime.config.ts', '--outDir', runtimeDir, '--emptyOutDir', '--logLevel', 'warn'], { cwd: ROOT, stdio: 'inherit' });
if (built.status !== 0) process.exit(built.status ?? 1);

/** In the page, before the click: marks the dialog's images and collects their paints. */
function watchLightbox() {
  const paints = [];
  let clickedAt = null;
  window.addEventListener('click', (e) => (clickedAt ??= e.timeStamp), { capture: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) paints.push({ id: entry.identifier, at: entry.renderTime || entry.loadTime, width: entry.naturalWidth });
  }).observe({ type: 'element', buffered: true });
  new MutationObserver((records) => {
    for (const record of records)
      for (const node of record.addedNodes) {
        // the lightbox's images: in a dialog that came after the click
        if (clickedAt === null || !(node instanceof Element) || !node.closest('[role="dialog"]')) continue;
        const images = node instanceof HTMLImageElement ? [node] : node.querySelectorAll('img');
        for (const img of images) img.setAttribute('elementtiming', img.alt ? 'image' : 'placeholder');
      }
  }).observe(document, { childList: true, subtree: true });
  window.__lightboxBench = { paints, clicked: () => clickedAt };
}

const site = await startSite({ port: 0, memory: true, build: false, runtimeDir, log: () => {} });
const browser = await chromium.launch({ executablePath: requireChromium(), args: CHROMIUM_ARGS });
try {
  const first = [];
  const full = [];
  for (let i = 0; i < runs + 1; i++) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    await page.addInitScript(watchLightbox);
    await page.goto(site.url + path, { waitUntil: 'load' });
    await page.waitForFunction(() => window.SiteRuntime !== undefined);
    await page.evaluate(() => window.SiteRuntime.ready);
    const opener = page.getByRole('button', { name: OPENER }).first();
    await opener.scrollIntoViewIfNeeded();
    await page.waitForFunction((el) => el.querySelector('img')?.complete && !el.querySelector('[data-loading]'), await opener.elementHandle(), { timeout: 30_000 });
    await opener.hover();
    await page.waitForTimeout(dwell);
    await opener.click();
    await page.getByRole('dialog').waitFor();
    const times = await page.waitForFunction(
      () => {
        const { paints, clicked } = window.__lightboxBench;
        const image = paints.find((p) => p.id === 'image');
        if (!image || clicked() === null) return null;
        const firstPaint = Math.min(...paints.filter((p) => p.id === 'image' || p.id === 'placeholder').map((p) => p.at));
        return { first: firstPaint - clicked(), full: image.at - clicked() };
      },
      undefined,
      { timeout: 30_000 },
    );
    const { first: f, full: g } = await times.jsonValue();
    await context.close();
    if (i === 0) continue; // the first visit also warms the server
    first.push(f);
    full.push(g);
  }
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const range = (values) => `${Math.min(...values).toFixed(0)}–${Math.max(...values).toFixed(0)}`;
  const when = `CPU ${rate}× slower, ${dwell} ms pointer rest before the click`;
  console.log(`${path}: click → first lightbox image painted ${median(first).toFixed(0)} ms (median of ${runs}; ${range(first)} ms; ${when})`);
  console.log(`${path}: click → full-size lightbox image painted ${median(full).toFixed(0)} ms (median of ${runs}; ${range(full)} ms)`);
} finally {
  await browser.close();
  await site.close();
  rmSync(runtimeDir, { recursive: true, force: true });
}
