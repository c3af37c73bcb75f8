#!/usr/bin/env node
/**
 * How long the runtime takes to mount the dev site's gallery page (eight galleries, one
 * per design) in Chromium: from the runtime starting (`runtime:start`) to every block
 * found at start being mounted (`runtime:mounted`), and from navigation start to the
 * same point; median of several cold page loads (a new page each time, the browser's
 * cache warm after the first, which is left out).
 *   npm run bench:runtime [-- --runs 9] [-- --path /gallery]
 */
import { spawnSync } from 'node:child_process';
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
const path = arg('--path', '/gallery');

const built = spawnSync('npx', ['vite', 'build', '-c', 'vite.runtime.config.ts', '--logLevel', 'warn'], { cwd: ROOT, stdio: 'inherit' });
if (built.status !== 0) process.exit(built.status ?? 1);

const site = await startSite({ port: 0, memory: true, build: false, log: () => {} });
const browser = await chromium.launch({ executablePath: requireChromium(), args: CHROMIUM_ARGS });
try {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const adapter = [];
  const fromNavigation = [];
  for (let i = 0; i < runs + 1; i++) {
    const page = await context.newPage();
    await page.goto(site.url + path);
    await page.waitForFunction(() => window.SiteRuntime !== undefined);
    const marks = await page.evaluate(async () => {
      await window.SiteRuntime?.ready;
      const [start] = performance.getEntriesByName('runtime:start');
      const [mounted] = performance.getEntriesByName('runtime:mounted');
      if (!start || !mounted) throw new Error('the runtime did not mark runtime:start and runtime:mounted');
      return { start: start.startTime, mounted: mounted.startTime, bound: document.querySelectorAll('[data-runtime-bound]').length };
    });
    await page.close();
    if (i === 0) continue; // the first load also fills the HTTP cache
    adapter.push(marks.mounted - marks.start);
    fromNavigation.push(marks.mounted);
    if (i === 1) console.log(`${path}: ${marks.bound} elements bound`);
  }
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const range = (values) => `${Math.min(...values).toFixed(0)}–${Math.max(...values).toFixed(0)}`;
  console.log(`${path}: runtime start to mounted ${median(adapter).toFixed(0)} ms (median of ${runs}; ${range(adapter)} ms)`);
  console.log(`${path}: navigation start to mounted ${median(fromNavigation).toFixed(0)} ms (median of ${runs}; ${range(fromNavigation)} ms)`);
} finally {
  await browser.close();
  await site.close();
}
