/**
 * The visual farm. `npm run test:visual` (visual-tests/run.mjs) builds and serves
 * Storybook, lists the captures and passes their file and the server's address here.
 * Without it (`npx playwright test -c visual-tests/playwright.config.ts`, `--ui`, an
 * editor extension) the `webServer` below serves `storybook-static/` on VISUAL_PORT
 * (6007 by default), building it when missing, and globalSetup.ts lists the captures.
 */
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { FARM_CHROMIUM_ARGS, findChromium } from '../scripts/farm/chromium.mjs';
import { visualReportDir } from './captureManifest.mjs';
import { picksByTitle } from './captureGroups.mjs';

const port = Number(process.env.VISUAL_PORT ?? 6007);
const baseURL = process.env.VISUAL_BASE_URL ?? `http://127.0.0.1:${port}`;
const shard = process.env.VISUAL_SHARD;
// run.mjs passes the report folder (a subset run has its own, see scripts/farm/subset.mjs)
const reportDir = visualReportDir();
const shardSuffix = shard ? `-${shard.replace('/', '-of-')}` : '';
// Picked by title (`--grep`): a test per capture, titled by it (stories.spec.ts); the workers
// and the test loader inherit the environment of the runner, which reads the config first.
if (picksByTitle(process.argv)) process.env.VISUAL_GROUP_SIZE = '1';

export default defineConfig({
  testDir: '.',
  testMatch: 'stories.spec.ts',
  outputDir: `${reportDir}/output`,
  snapshotPathTemplate: '{testDir}/baselines/{arg}{ext}',
  fullyParallel: true,
  // Four: pages wait on frames and round trips, so four keep two cores busier than two (7.6 against
  // 6.4 snapshots/s, 0 diffs in 3 runs; visual-tests/README.md, "Speed").
  workers: process.env.VISUAL_WORKERS ? Number(process.env.VISUAL_WORKERS) : 4,
  retries: 0,
  timeout: 30_000,
  updateSnapshots: 'none',
  reporter: [
    ['./progress-reporter.ts'],
    ['json', { outputFile: `${reportDir}/results${shardSuffix}.json` }],
    // a case per capture (Playwright's own JUnit reporter writes a case per test, here a group)
    ['./capture-junit-reporter.ts', { outputFile: `${reportDir}/junit${shardSuffix}.xml` }],
    shard
      ? ['blob', { outputDir: `${reportDir}/blob-${shard.replace('/', '-of-')}`, fileName: `report-${shard.replace('/', '-of-')}.zip` }]
      : ['html', { outputFolder: `${reportDir}/html`, open: 'never' }],
  ],
  globalSetup: './globalSetup.ts',
  webServer: process.env.VISUAL_BASE_URL
    ? undefined
    : {
        command: `node scripts/farm/serve-storybook.mjs --port ${port}`,
        cwd: join(import.meta.dirname, '..'),
        url: `${baseURL}/index.json`,
        reuseExistingServer: !process.env.CI,
        // a cold Storybook build on a busy machine
        timeout: 900_000,
        stdout: 'pipe',
        gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
      },
  expect: {
    // Captures are compared as PNG buffers; animations and the caret are frozen by the page driver.
    // 0.1 (pixelmatch's perceptual distance) absorbs Chromium's image-resampling
    // variation between runs (downscaled photos differ by up to ~30 levels at edges);
    // identical captures skip the comparison altogether (see stories.spec.ts).
    toMatchSnapshot: { threshold: 0.1, maxDiffPixels: 0 },
  },
  use: {
    baseURL,
    browserName: 'chromium',
    // Each worker launches its own browser and talks to it over a pipe: one browser shared by
    // every worker carried all their protocol traffic, screenshots included, through one
    // Node process's relay (visual-tests/README.md, "Speed").
    launchOptions: { executablePath: findChromium() ?? undefined, args: FARM_CHROMIUM_ARGS },
    deviceScaleFactor: 1,
    colorScheme: 'light',
    locale: 'en-US',
    timezoneId: 'UTC',
    trace: 'off',
    screenshot: 'off',
  },
});
