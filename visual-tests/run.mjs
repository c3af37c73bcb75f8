#!/usr/bin/env node
/**
 * The visual farm's entry point.
 *
 *   npm run test:visual                          every story in every mode
 *   npm run test:visual -- --grep "Palette"      stories whose test title matches
 *   npm run test:visual -- --shard=1/2           one shard (blob report for merging)
 *   npm run test:visual -- --merge               merge the shards' blob reports into one HTML report
 *   npm run test:visual:update                   rewrite changed and missing baselines
 *   npm run test:visual -- --build               rebuild Storybook first
 *   npm run test:visual -- --changed [base]      only the stories a change since base can affect
 *
 * Other arguments go to Playwright Test unchanged.
 */
import { copyFileSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { runGroup } from '../scripts/farm/childGroup.mjs';
import { basename, join } from 'node:path';
import { orphanBaselines } from './captureList.mjs';
import { writeCaptureManifest } from './captureManifest.mjs';
import { clearPhases } from './farmPhases.mjs';
import { recordBrowser, runningBrowser, warnOnBrowserMismatch } from './baselineBrowser.mjs';
import { ROOT, ensureStorybookBuilt, startStorybookServer } from '../scripts/farm/storybook.mjs';
import { requireChromium } from '../scripts/farm/chromium.mjs';
import { farmSubset, reportDirOf } from '../scripts/farm/subset.mjs';
import { runOnChanged, wantsChanged } from '../scripts/farm/changed/changedRun.mjs';

const REPORT_DIR = reportDirOf(ROOT, 'visual');
const BASELINE_DIR = join(ROOT, 'visual-tests', 'baselines');

const args = process.argv.slice(2);
// only the stories a change can affect, run as the subset `changed` (scripts/farm/changed/changedRun.mjs)
if (wantsChanged(args)) process.exit(await runOnChanged('visual', args, ROOT));

if (args.includes('--merge')) process.exit(mergeShardReports());

/** Gathers reports/visual/blob-<shard>/*.zip (copied there from each shard) and writes one HTML report. */
function mergeShardReports() {
  const gathered = join(REPORT_DIR, 'blobs-merged');
  rmSync(gathered, { recursive: true, force: true });
  mkdirSync(gathered, { recursive: true });
  const blobs = readdirSync(REPORT_DIR)
    .filter((d) => d.startsWith('blob-'))
    .flatMap((d) =>
      readdirSync(join(REPORT_DIR, d))
        .filter((f) => f.endsWith('.zip'))
        .map((f) => join(REPORT_DIR, d, f)),
    );
  if (blobs.length === 0) {
    console.error('No shard reports in reports/visual/blob-*/: run the shards with --shard=i/n first.');
    return 1;
  }
  for (const blob of blobs) copyFileSync(blob, join(gathered, basename(blob)));
  const merged = spawnSync('npx', ['playwright', 'merge-reports', '--reporter', 'html', gathered], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, PLAYWRIGHT_HTML_OUTPUT_DIR: join(REPORT_DIR, 'html'), PLAYWRIGHT_HTML_OPEN: 'never' },
  });
  console.log(`Merged ${blobs.length} shard reports into reports/visual/html`);
  return merged.status ?? 1;
}
const update = args.includes('--update');
const build = args.includes('--build');
const shardArg = args.find((a) => a.startsWith('--shard='));
const passthrough = args.filter((a) => a !== '--update' && a !== '--build');

const chromiumPath = requireChromium();
const otherBrowser = warnOnBrowserMismatch(chromiumPath);
ensureStorybookBuilt({ force: build });
const server = await startStorybookServer();
let exitCode = 1;
try {
  const { manifest, captures, problems } = await writeCaptureManifest({ baseURL: server.baseURL, reportDir: REPORT_DIR });

  clearPhases(REPORT_DIR); // the workers record this run's phases afresh (farmPhases.mjs)
  const playwrightArgs = ['playwright', 'test', '-c', 'visual-tests/playwright.config.ts', ...passthrough];
  if (update) playwrightArgs.push('--update-snapshots=changed');
  exitCode = await runGroup('npx', playwrightArgs, {
    cwd: ROOT,
    stdio: 'inherit',
    env: {
      ...process.env,
      VISUAL_BASE_URL: server.baseURL,
      VISUAL_CAPTURES: manifest,
      VISUAL_REPORT_DIR: REPORT_DIR,
      ...(shardArg ? { VISUAL_SHARD: shardArg.slice('--shard='.length) } : {}),
    },
  });

  // unused baselines are known only from a run over every story: not a shard, a --grep or a subset
  if (update && exitCode === 0 && !shardArg && !farmSubset() && !passthrough.some((a) => a.startsWith('--grep') || a === '-g')) {
    for (const file of orphanBaselines(readdirSync(BASELINE_DIR), captures)) {
      rmSync(join(BASELINE_DIR, file));
      console.log(`  removed unused baseline ${file}`);
    }
    // every baseline now passes with this browser (within the threshold)
    recordBrowser(runningBrowser(chromiumPath));
  } else if (update && otherBrowser) {
    console.warn('Some baselines were rewritten with another browser build than the rest: update every story with this one, or these with the recorded one.');
  }
  if (problems.length > 0) {
    writeFileSync(join(REPORT_DIR, 'problems.json'), JSON.stringify(problems));
    exitCode = exitCode || 1;
  }
} finally {
  await server.stop();
}
process.exit(exitCode);
