/**
 * A light page (issue 14): every dev-site page, loaded cold at 1280×900, its blocks mounted
 * and scrolled to the bottom, stays within the page budget of `scripts/size/pageWeight.mjs`:
 * the scripts it loaded, gzip, summed (the renderer included), and how many script files. The budget
 * is today's measure plus a few %; the goal (the gallery page ≤ 102 KiB, any page
 * ≤ 110 KiB, ≤ 10 files) is printed with the table, with how many pages are over it. Scripts
 * are every JavaScript response from the dev site, in any frame of the page; each is measured
 * by gzipping its bytes (level 9, as `npm run test:size` does). The table page → KiB → files
 * is printed once the last page is measured, and written to reports/e2e/page-weight.json. */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test, type Page, type Response } from '@playwright/test';
import { pageWeightProblems, pageWeightTable } from '../scripts/size/pageWeight.mjs';
import { runtimeReady, scrollToBottom } from './devSite';
import { sitePageAddresses } from './sitePages';

interface PageWeight {
  address: string;
  gzip: number;
  files: number;
  scripts: { path: string; gzip: number }[];
}

const PAGES = sitePageAddresses();
const ROWS_DIR = join(import.meta.dirname, '..', 'reports', 'e2e', 'page-weight');
mkdirSync(ROWS_DIR, { recursive: true });
const rowFile = (address: string) => join(ROWS_DIR, `${encodeURIComponent(address)}.json`);
/** Whether this worker measured the last page (then every row of this run is written). */
let measuredLast = false;

test.use({ viewport: { width: 1280, height: 900 } });

/**
 * Every script response from the dev site, its gzip size once its body has arrived; and
 * when the page last asked for a script.
 */
function collectScripts(page: Page, origin: string) {
  const pending: Promise<{ path: string; gzip: number } | null>[] = [];
  let lastRequest = Date.now();
  const fromSite = (url: string) => new URL(url).origin === origin;
  const isScript = (response: Response) => response.request().resourceType() === 'script' || /javascript/.test(response.headers()['content-type'] ?? '');
  page.on('request', (request) => {
    if (fromSite(request.url()) && request.resourceType() === 'script') lastRequest = Date.now();
  });
  page.on('response', (response) => {
    if (!fromSite(response.url()) || !isScript(response)) return;
    const path = new URL(response.url()).pathname;
    pending.push(
      response.body().then(
        (body) => ({ path, gzip: gzipSync(body, { level: 9 }).length }),
        () => null,
      ),
    );
  });
  return {
    sinceLastRequest: () => Date.now() - lastRequest,
    loaded: async () => (await Promise.all(pending)).filter((s): s is { path: string; gzip: number } => s !== null),
  };
}

/** Waits until the page has been idle and asked for no script for a second (what loads at idle time has asked). */
async function settle(page: Page, sinceLastRequest: () => number): Promise<void> {
  await page.evaluate(() => new Promise((done) => requestIdleCallback(() => setTimeout(done, 500), { timeout: 3_000 })));
  await expect.poll(sinceLastRequest, { intervals: [250], timeout: 15_000 }).toBeGreaterThan(1_000);
}

for (const address of PAGES) {
  test(`${address} loads its scripts within the page budget`, async ({ page, baseURL }) => {
    const scripts = collectScripts(page, new URL(baseURL!).origin);
    rmSync(rowFile(address), { force: true });
    await page.goto(address, { waitUntil: 'domcontentloaded' });
    await runtimeReady(page);
    await scrollToBottom(page);
    await settle(page, scripts.sinceLastRequest);
    const loaded = await scripts.loaded();
    const weight = { address, gzip: loaded.reduce((sum, s) => sum + s.gzip, 0), files: loaded.length, scripts: loaded };
    writeFileSync(rowFile(address), JSON.stringify(weight));
    measuredLast = address === PAGES[PAGES.length - 1];
    expect(loaded.length, 'the runtime was loaded').toBeGreaterThan(0);
    expect(pageWeightProblems(weight), loaded.map((s) => `${s.path} ${s.gzip}`).join('\n')).toEqual([]);
  });
}

/**
 * The table, once the last page has been measured (a failed page restarts the worker, so
 * each page's row is written to a file of its own as it is measured, the old one removed first).
 */
test.afterAll(() => {
  if (!measuredLast) return;
  const rows = PAGES.filter((address) => existsSync(rowFile(address))).map((address) => JSON.parse(readFileSync(rowFile(address), 'utf8')) as PageWeight);
  console.log(`\nScripts per page, gzip (1280×900, mounted, scrolled to the bottom):\n${pageWeightTable(rows)}\n`);
  writeFileSync(join(ROWS_DIR, '..', 'page-weight.json'), JSON.stringify(rows, null, 1));
});
