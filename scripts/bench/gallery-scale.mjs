#!/usr/bin/env node
/**
 * Big galleries: a grid gallery block of 1000 and of 10,000 slides (the dev site's slides
 * repeated, each with an id of its own; 4 per row, lightbox on) on a page of its own, a fixture
 * the dev site serves over HTTP with the built runtime, in a 1280×900 viewport. For each size, cold
 * visits (a new browser context each), the first left out:
 *  - ready: from navigation start until the gallery's view is shown in place of the server's
 *    markup (the block bound, the view there with its first slides, nothing pending), and the
 *    same from the runtime's start (`runtime:start`: its script blocks rendering, so it starts once
 *    the page's HTML is parsed, before the first style; what follows is the part the runtime decides);
 *  - the longest main-thread task until then and over the next second (Long Tasks API), and
 *    how many tasks were over 200 ms;
 *  - the page's height at its first frame and once ready;
 *  - the browser's own part: the same page with, in the runtime's place, a render-blocking script that only
 *    hides the far slides as the runtime does before the first style (`src/runtime-adapter/page/farSlides.ts`),
 *    so what is timed is Chromium parsing and styling the page: its longest task, and how many were over 200 ms.
 *   npm run bench:gallery-scale [-- --runs 5] [-- --sizes 1000,10000] [-- --runtime <dir>]
 * The runtime is built into a temporary folder, so a build shared with other work is left alone;
 * `--runtime` times a runtime built elsewhere instead (another commit's, for a before and after).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { benchArg } from './benchArgs.mjs';
import { chromium } from 'playwright';
import { CHROMIUM_ARGS, requireChromium } from '../farm/chromium.mjs';
import { startSite } from '../../site/run.mjs';
import { galleryBlock } from '../../site/layout/blockTemplates.mjs';
import { RUNTIME_ENTRY } from '../../site/server/pageRoutes.mjs';

const ROOT = join(import.meta.dirname, '..', '..');
const arg = benchArg;
const runs = Number(arg('--runs', 5));
const sizes = String(arg('--sizes', '1000,10000')).split(',').map(Number);

const SLIDES = JSON.parse(readFileSync(join(ROOT, 'site', 'pages', 'shared', 'slides.json'), 'utf8'));

/** The fixture of a gallery of `count` slides: the shared slides in turn, each id and title its own. */
function galleryFixture(count) {
  const slides = Array.from({ length: count }, (_, i) => {
    const slide = SLIDES[i % SLIDES.length];
    return { ...slide, id: `${slide.id.slice(0, 16)}${i.toString(16).padStart(8, '0')}`, url: `${slide.url}-${i}`, title: `${slide.title} ${i + 1}` };
  });
  const block = galleryBlock('gallery-scale', { design: 'grid', 'thumbnails-per-row': 4, slidesPerRow: 4, lightbox: true, padding: 12 }, slides);
  return `<!-- fixture {"version": "7.1", "expect": {}} -->\n<h1>Gallery of ${count}</h1>\n${block}\n<p id="after-gallery">After the gallery.</p>`;
}

/** The page's init script: collects long tasks and the page height before the runtime runs. */
function watchTasks() {
  window.__scale = { tasks: [], heightBefore: null };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__scale.tasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  // read in the first frame's resize observation, once its layout is done: read at `interactive`, the height
  // would force a style and layout of the whole server markup the page itself would not run then
  const sizes = new ResizeObserver(() => {
    if (window.__scale.heightBefore === null) window.__scale.heightBefore = document.documentElement.scrollHeight;
    sizes.disconnect();
  });
  document.addEventListener('DOMContentLoaded', () => sizes.observe(document.documentElement));
}

/** The script standing in for the runtime in the browser's-part visits: the far slides' hold alone (a 7.0 gallery block's slides). */
const HOLD_ONLY = `const style = document.createElement('style');
style.textContent = '.sqs-gallery > .slide:nth-child(n+101) { display: none; }';
document.head.append(style);
window.__holdOnly = true;`;

/** The longest task and the tasks over 200 ms of cold visits to `url` with the runtime's script answered by HOLD_ONLY. */
async function browserPart(browser, url, visits) {
  const longest = [];
  const over200 = [];
  for (let i = 0; i < visits + 1; i++) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.route(`**/runtime/${RUNTIME_ENTRY}`, (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: HOLD_ONLY }));
    await page.addInitScript(watchTasks);
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    if (!(await page.evaluate(() => window.__holdOnly === true))) throw new Error('the hold-only script did not run');
    await page.waitForTimeout(1000);
    const { tasks } = await page.evaluate(() => window.__scale);
    await context.close();
    if (i === 0) continue;
    longest.push(Math.max(0, ...tasks.map((t) => t.duration)));
    over200.push(tasks.filter((t) => t.duration > 200).length);
  }
  return { longest, over200 };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const range = (values) => `${Math.min(...values).toFixed(0)}–${Math.max(...values).toFixed(0)}`;

const givenRuntime = arg('--runtime', null);
const runtimeDir = givenRuntime ?? mkdtempSync(join(tmpdir(), 'bench-gallery-scale-runtime-'));
if (!givenRuntime) {
  const built = spawnSync('npx', ['vite', 'build', '-c', 'vite.runtime.config.ts', '--outDir', runtimeDir, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

// the pages are fixtures the dev site serves over HTTP, as a site serves its pages (a page of 10,000 slides is 6 MB)
const fixturesDir = mkdtempSync(join(tmpdir(), 'bench-gallery-scale-pages-'));
for (const count of sizes) writeFileSync(join(fixturesDir, `gallery-${count}.html`), galleryFixture(count));
const site = await startSite({ port: 0, memory: true, build: false, runtimeDir, fixturesDir, log: () => {} });
const browser = await chromium.launch({ executablePath: requireChromium(), args: CHROMIUM_ARGS });
try {
  for (const count of sizes) {
    const path = `/__dev/fixtures/gallery-${count}.html`;
    const results = [];
    for (let i = 0; i < runs + 1; i++) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      await page.addInitScript(watchTasks);
      await page.goto(site.url + path, { waitUntil: 'commit', timeout: 120_000 });
      await page.waitForFunction(() => window.SiteRuntime !== undefined, undefined, { timeout: 120_000 });
      const ready = await page.evaluate(async () => {
        await window.SiteRuntime?.ready;
        const block = document.getElementById('block-gallery-scale');
        if (!block) throw new Error('no #block-gallery-scale on the page');
        for (;;) {
          const shown =
            block.getAttribute('data-runtime-bound') === 'gallery' &&
            block.querySelector('[data-runtime-view] li') &&
            !block.hasAttribute('data-runtime-pending');
          if (shown || block.hasAttribute('data-runtime-left')) break;
          await new Promise((resolve) => requestAnimationFrame(resolve));
        }
        const start = performance.getEntriesByName('runtime:start')[0]?.startTime ?? Number.NaN;
        const rendered = block.querySelectorAll('[data-runtime-view] li').length;
        return { at: performance.now(), start, rendered, left: block.getAttribute('data-runtime-left'), height: document.documentElement.scrollHeight };
      });
      await page.waitForTimeout(1000);
      const { tasks, heightBefore } = await page.evaluate(() => window.__scale);
      await context.close();
      if (ready.left !== null) throw new Error(`gallery of ${count}: left as rendered (${ready.left})`);
      if (i === 0) continue; // the first visit also warms the server and the disk cache
      const untilReady = tasks.filter((t) => t.start <= ready.at);
      results.push({
        ready: ready.at,
        fromStart: ready.at - ready.start,
        rendered: ready.rendered,
        longest: Math.max(0, ...untilReady.map((t) => t.duration)),
        longestAfter: Math.max(0, ...tasks.map((t) => t.duration)),
        // the runtime's part: tasks that end after its start (the page's parsing and styling before it are the browser's)
        longestRuntime: Math.max(0, ...tasks.filter((t) => t.start + t.duration > ready.start).map((t) => t.duration)),
        over200: tasks.filter((t) => t.duration > 200).length,
        heightBefore,
        heightAfter: ready.height,
      });
    }
    const pick = (key) => results.map((r) => r[key]);
    console.log(`Grid gallery of ${count} slides (median of ${runs} cold visits; range):`);
    console.log(`  ready ${median(pick('ready')).toFixed(0)} ms (${range(pick('ready'))} ms) from navigation start`);
    console.log(`  ready ${median(pick('fromStart')).toFixed(0)} ms (${range(pick('fromStart'))} ms) from the runtime's start`);
    console.log(`  slides in the view when ready: ${pick('rendered').join(', ')}`);
    console.log(
      `  longest task until ready ${median(pick('longest')).toFixed(0)} ms (${range(pick('longest'))} ms); until 1 s later ${median(pick('longestAfter')).toFixed(0)} ms (${range(pick('longestAfter'))} ms)`,
    );
    console.log(`  longest task from the runtime's start ${median(pick('longestRuntime')).toFixed(0)} ms (${range(pick('longestRuntime'))} ms)`);
    console.log(`  tasks over 200 ms per visit: ${pick('over200').join(', ')}`);
    const browserOnly = await browserPart(browser, site.url + path, runs);
    console.log(
      `  the browser's part (the same page, a script that only holds the far slides in the runtime's place): longest task ${median(browserOnly.longest).toFixed(0)} ms (${range(browserOnly.longest)} ms); tasks over 200 ms per visit: ${browserOnly.over200.join(', ')}`,
    );
    console.log(`  page height at the first frame ${pick('heightBefore').join(', ')} px; once ready ${pick('heightAfter').join(', ')} px`);
  }
} finally {
  await browser.close();
  await site.close();
  if (!givenRuntime) rmSync(runtimeDir, { recursive: true, force: true });
  rmSync(fixturesDir, { recursive: true, force: true });
}
