#!/usr/bin/env node
/**
 * Do the stories behave alike whatever the browser's clock and Math.random say? The
 * preview starts every story at FROZEN_TIME with a seeded Math.random
 * (.storybook/storyClock.js); this renders every story (its play function included)
 * twice, in a page with the machine's own clock and in one whose clock stands in 2031
 * with an unseeded Math.random, and fails on any play that fails and on any story whose
 * text (and `datetime` attributes) differ between the two. The farms' clock is not used.
 *
 *   npm run test:story-clock                       every story of storybook-static/
 *   npm run test:story-clock -- --build            rebuild Storybook first
 *   npm run test:story-clock -- --grep blog-list   stories whose id matches
 *   npm run test:story-clock -- --clock-stories    the stories whose text reads the clock
 *
 * FARM_SUBSET / STORYBOOK_STORIES work as for the farms (scripts/farm/subset.mjs). It writes
 * reports/clock/results.json (passed, failed, one result per story). `npm test` runs
 * it with --clock-stories, the stories whose text reads the clock: every story takes about
 * 4 minutes on 2 cores, and the accessibility farm already runs every play on the real clock.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DRIVER_PATH, ROOT, STORY_ROOT, ensureStorybookBuilt, indexedStories, launchBrowser, startStorybookServer } from './farm/storybook.mjs';
import { reportDirOf } from './farm/subset.mjs';

const args = process.argv.slice(2);
const grepAt = args.indexOf('--grep');
/** The stories whose text reads the clock (relative times, events around now), found by a run over every story. */
const CLOCK_STORIES = /^(blocks-blog-list|blocks-summary|primitives-relative-time|blocks-events-list|blocks-events-calendar)--/;
const grep = grepAt >= 0 ? new RegExp(args[grepAt + 1] ?? '') : args.includes('--clock-stories') ? CLOCK_STORIES : null;

/** A clock far from FROZEN_TIME and from today. */
const FAR_CLOCK = new Date('2031-06-01T12:00:00.000Z');

ensureStorybookBuilt({ force: args.includes('--build') });
const ids = indexedStories()
  .map((entry) => entry.id)
  .filter((id) => !grep || grep.test(id));
const server = await startStorybookServer();
const browser = await launchBrowser();

/** Every story's text in a page with the given clock; failures by story id. */
async function renderAll(far) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-US', timezoneId: 'UTC' });
  const open = async () => {
    const page = await context.newPage();
    if (far) await page.clock.setFixedTime(FAR_CLOCK);
    await page.addInitScript({ path: DRIVER_PATH });
    if (far) {
      // unseeded, and kept so: the preview's seeded generator must not be what makes stories alike
      await page.addInitScript(() => {
        const unseeded = () => (crypto.getRandomValues(new Uint32Array(1))[0] ?? 0) / 4294967296;
        Object.defineProperty(Math, 'random', { get: () => unseeded, set: () => {} });
      });
    }
    await page.goto(`${server.baseURL}/iframe.html?viewMode=story`, { waitUntil: 'load' });
    await page.evaluate(() => window.__FARM__.ready());
    return page;
  };
  let page = await open();
  const texts = new Map();
  const failures = new Map();
  for (const id of ids) {
    try {
      texts.set(
        id,
        await page.evaluate(
          async ({ id, root }) => {
            await window.__FARM__.render(id, { theme: 'light', a11y: { manual: true } });
            const parts = [document.querySelector(root), ...document.querySelectorAll('[data-portal]')].filter((el) => el instanceof HTMLElement);
            const dates = parts.flatMap((el) => [...el.querySelectorAll('[datetime]')].map((t) => t.getAttribute('datetime')));
            return `${parts.map((el) => el.innerText).join('\n')}\n${dates.join(' ')}`;
          },
          { id, root: STORY_ROOT },
        ),
      );
    } catch (error) {
      failures.set(
        id,
        String(error instanceof Error ? error.message : error)
          .split('\n')[0]
          ?.slice(0, 300) ?? '',
      );
      await page.close().catch(() => {});
      page = await open();
    }
  }
  await context.close();
  return { texts, failures };
}

const REPORT_DIR = reportDirOf(ROOT, 'clock');
let problems = 0;
try {
  const started = Date.now();
  const own = await renderAll(false);
  const far = await renderAll(true);
  const results = ids.map((id) => {
    const failed = [
      own.failures.has(id) && `with the machine's clock: ${own.failures.get(id)}`,
      far.failures.has(id) && `with a 2031 clock and unseeded random: ${far.failures.get(id)}`,
      own.texts.has(id) && far.texts.has(id) && own.texts.get(id) !== far.texts.get(id) && "its text differs between the machine's clock and a 2031 clock",
    ].filter(Boolean);
    for (const detail of failed) console.log(`✗ ${id}: ${detail}`);
    return { name: id, ok: failed.length === 0, ...(failed.length ? { detail: failed.join('; ') } : {}) };
  });
  problems = results.filter((r) => !r.ok).length;
  mkdirSync(REPORT_DIR, { recursive: true });
  writeFileSync(join(REPORT_DIR, 'results.json'), JSON.stringify({ passed: results.length - problems, failed: problems, results }, null, 1));
  console.log(`Story clock: ${ids.length} stories rendered under two clocks in ${((Date.now() - started) / 1000).toFixed(0)} s, ${problems} problems`);
} finally {
  await browser.close();
  await server.stop();
}
process.exit(problems > 0 ? 1 : 0);
