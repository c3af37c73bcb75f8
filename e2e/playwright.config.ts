/**
 * End-to-end tests against the dev site: real Chromium, the built runtime, the dev
 * site's server and database. Run them through `npm run test:e2e` (e2e/run.mjs), which
 * builds the runtime, starts the site on a free port and passes its address here.
 */
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from '../scripts/farm/chromium.mjs';

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  outputDir: '../reports/e2e/output',
  fullyParallel: false,
  // One worker: the tests share the site's database and read back what it stored.
  workers: 1,
  retries: 0,
  timeout: 30_000,
  reporter: [['list'], ['json', { outputFile: '../reports/e2e/results.json' }]],
  use: {
    baseURL: process.env.E2E_BASE_URL ?? 'http://127.0.0.1:4400',
    browserName: 'chromium',
    launchOptions: { executablePath: findChromium() ?? undefined, args: CHROMIUM_ARGS },
    locale: 'en-US',
    timezoneId: 'UTC',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});
