/**
 * The fuzz suite: broken block markup for every kind the runtime mounts, in Chromium against the
 * built runtime. Each generated page is a dev-site page or a published-markup fixture (taken in
 * turn, so a run of at least as many pages as there are sources breaks every one of them) with
 * one to six of its units broken as a fast-check plan says (`fuzz/brokenMarkup.ts`), served at
 * the page's own address. A page fails on any uncaught error or unhandled rejection, and on any
 * unit whose visible words or controls are gone once the runtime has mounted (a block left as
 * rendered keeps them). Seeded and bounded:
 *   FUZZ_PAGES (120 in `npm test`), FUZZ_SEED (16), FUZZ_ONLY=<page number> to replay one page;
 *   `npm run bench:fuzz -- --pages 2000` for thousands. The summary (pages, broken blocks, units that lost
 *   content, uncaught errors, the kinds mounted) goes to reports/fuzz/summary.json.
 */
import { appendFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { expect, test, type Browser } from '@playwright/test';
import { mountRegistry } from '../src/runtime-adapter/registry';
import { breakPage, pagePlan, type PagePlan } from './fuzz/brokenMarkup';
import { FIXTURES, lostOn, PAGES } from './neverEraseReader';

const TOTAL = Number(process.env.FUZZ_PAGES ?? 120);
const SEED = Number(process.env.FUZZ_SEED ?? 16);
const ONLY = process.env.FUZZ_ONLY === undefined ? null : Number(process.env.FUZZ_ONLY);
const PER_TEST = 10;
const SOURCES = [...PAGES, ...FIXTURES.map((file) => `/__dev/fixtures/${file}`)];
/** Kinds mounted into hosts of their own rather than on markup: a broken page cannot carry them. */
const PAGE_LEVEL_KINDS = new Set(['notice', 'systemError', 'overlayManager', 'cookieBanner']);

/** The plans, seeded: page n breaks source n modulo the sources. */
const PLANS: PagePlan[] = fc.sample(pagePlan(SOURCES.length), { seed: SEED, numRuns: TOTAL }).map((plan, n) => ({ ...plan, source: n % SOURCES.length }));

/** What each page came to, one JSON line each (a failed batch restarts the worker, so nothing is kept in memory). */
interface PageResult {
  n: number;
  broken: number;
  lost: number;
  errors: number;
  kinds: string[];
  failures: string[];
}
const REPORT_DIR = join(import.meta.dirname, '..', 'reports', 'fuzz');
const PAGES_FILE = join(REPORT_DIR, 'pages.jsonl');
const sourceHtml = new Map<string, string>();

async function fuzzPage(browser: Browser, baseURL: string, n: number): Promise<string[]> {
  const plan = PLANS[n]!;
  const path = SOURCES[plan.source]!;
  const url = new URL(path, baseURL).href;
  if (!sourceHtml.has(path)) {
    const response = await fetch(url);
    expect(response.ok, `${path} answers`).toBe(true);
    sourceHtml.set(path, await response.text());
  }
  const { html, broken } = breakPage(sourceHtml.get(path)!, plan);
  const context = await browser.newContext({ baseURL, locale: 'en-US', timezoneId: 'UTC' });
  try {
    const page = await context.newPage();
    await page.route(
      (address) => address.href === url,
      (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html }),
    );
    const { lost, errors } = await lostOn(page, url);
    const kinds = await page.evaluate(() => Array.from(document.querySelectorAll('[data-runtime-bound]'), (el) => el.getAttribute('data-runtime-bound') ?? ''));
    const replay = `page ${n} (FUZZ_SEED=${SEED} FUZZ_ONLY=${n}) ${path}`;
    const failures = [...errors.map((e) => `${replay}: uncaught ${e}`), ...lost.map((l) => `${replay}: lost ${l}`)];
    const result: PageResult = { n, broken, lost: lost.length, errors: errors.length, kinds, failures };
    appendFileSync(PAGES_FILE, `${JSON.stringify(result)}\n`);
    return failures;
  } finally {
    await context.close();
  }
}

test.describe('fuzz: broken block markup keeps every page whole', () => {
  const numbers = ONLY === null ? PLANS.map((_, n) => n) : [ONLY];
  for (let start = 0; start < numbers.length; start += PER_TEST) {
    const batch = numbers.slice(start, start + PER_TEST);
    test(`pages ${batch[0]}–${batch[batch.length - 1]}`, async ({ browser, baseURL }) => {
      test.setTimeout(PER_TEST * 20_000);
      mkdirSync(REPORT_DIR, { recursive: true });
      if (start === 0) rmSync(PAGES_FILE, { force: true });
      const failures: string[] = [];
      for (const n of batch) failures.push(...(await fuzzPage(browser, baseURL!, n)));
      expect(failures, 'uncaught errors and lost content').toEqual([]);
    });
  }

  // the summary of the run (each page's result was appended as it finished), with the kinds it mounted and the ones it did not
  test.afterAll(() => {
    const results = existsSync(PAGES_FILE)
      ? readFileSync(PAGES_FILE, 'utf8')
          .trim()
          .split('\n')
          .filter(Boolean)
          .map((line) => JSON.parse(line) as PageResult)
      : [];
    const kinds: Record<string, number> = {};
    for (const kind of results.flatMap((r) => r.kinds)) kinds[kind] = (kinds[kind] ?? 0) + 1;
    const summary = {
      seed: SEED,
      pages: results.length,
      brokenBlocks: results.reduce((sum, r) => sum + r.broken, 0),
      unitsLost: results.reduce((sum, r) => sum + r.lost, 0),
      pagesWithLoss: results.filter((r) => r.lost > 0).length,
      uncaughtErrors: results.reduce((sum, r) => sum + r.errors, 0),
      kinds,
      // a kind only a broken block carried on every page it came on is not mounted in a run (it was fuzzed all the same)
      kindsNotMounted: Object.keys(mountRegistry).filter((kind) => !PAGE_LEVEL_KINDS.has(kind) && !(kind in kinds)),
      failures: results.flatMap((r) => r.failures),
    };
    writeFileSync(join(REPORT_DIR, 'summary.json'), `${JSON.stringify(summary, null, 2)}\n`);
    console.log(
      `Fuzz (seed ${SEED}): ${summary.pages} pages, ${summary.brokenBlocks} broken blocks; ${summary.unitsLost} units lost content on ${summary.pagesWithLoss} pages; ${summary.uncaughtErrors} uncaught errors; kinds not mounted: ${summary.kindsNotMounted.join(', ') || 'none'}`,
    );
  });
});
