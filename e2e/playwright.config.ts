/**
 * End-to-end tests against the dev site: real Chromium, the built runtime, the dev
 * site's server and database.
 *
 * `npm run test:e2e` (e2e/run.mjs) builds the runtime, starts the site on a free port
 * and passes its address in E2E_BASE_URL. Without it (`npx playwright test -c
 * e2e/playwright.config.ts`, `--ui`, an editor extension) the `webServer` below starts
 * the site on E2E_PORT (4410 by default, not the 4400 of `npm run site`: the tests wipe
 * the database they run against), building the runtime first when it is missing or
 * older than its sources; locally a site already answering there is reused.
 */
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from '../scripts/farm/chromium.mjs';

const ROOT = join(import.meta.dirname, '..');
const REPORT_DIR = join(ROOT, 'reports', 'e2e');
const port = Number(process.env.E2E_PORT ?? 4410);
const ownSite = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  outputDir: join(REPORT_DIR, 'output'),
  fullyParallel: false,
  // One worker: the tests share the site's database and read back what it stored.
  workers: 1,
  retries: 0,
  timeout: 30_000,
  reporter: [
    ['list'],
    ['json', { outputFile: join(REPORT_DIR, 'results.json') }],
    ['junit', { outputFile: join(REPORT_DIR, 'junit.xml') }],
    ['html', { outputFolder: join(REPORT_DIR, 'html'), open: 'never' }],
  ],
  webServer: process.env.E2E_BASE_URL
    ? undefined
    : {
        command: `node e2e/serveSite.mjs --port ${port}`,
        cwd: ROOT,
        url: `${ownSite}/`,
        reuseExistingServer: !process.env.CI,
        // a cold runtime build on a busy machine
        timeout: 300_000,
        stdout: 'pipe',
        gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
      },
  use: {
    baseURL: process.env.E2E_BASE_URL ?? ownSite,
    browserName: 'chromium',
    launchOptions: { executablePath: findChromium() ?? undefined, args: CHROMIUM_ARGS },
    locale: 'en-US',
    timezoneId: 'UTC',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});
