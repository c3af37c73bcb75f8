#!/usr/bin/env node
/**
 * The visual farm's benchmark: N back-to-back runs with nothing changed (default 3).
 * Prints each run's snapshots per second, overall and steady, its diffs (the diffs of
 * unchanged runs are the farm's flake count), the machine's load average, and where a
 * capture's time went (see farmPhases.mjs).
 *   npm run bench:visual [-- --runs 5] [-- --no-build]
 * It rebuilds Storybook first unless told --no-build; FARM_SUBSET and STORYBOOK_STORIES
 * work as for the farm (scripts/farm/subset.mjs).
 */
import { runGroup } from '../scripts/farm/childGroup.mjs';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { farmRate } from './farmRate.mjs';
import { formatPhases, readPhases, summarizePhases } from './farmPhases.mjs';
import { ROOT, ensureStorybookBuilt } from '../scripts/farm/storybook.mjs';
import { reportDirOf } from '../scripts/farm/subset.mjs';

const runsArg = process.argv.indexOf('--runs');
const runs = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 3;
const reportDir = reportDirOf(ROOT, 'visual');
const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(', ');
ensureStorybookBuilt({ force: !process.argv.includes('--no-build') });
const rows = [];
for (let i = 1; i <= runs; i++) {
  const loadBefore = load();
  // in a process group of its own: stopping the benchmark stops the farm run and its workers too
  await runGroup('node', ['visual-tests/run.mjs'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
  const report = JSON.parse(readFileSync(join(reportDir, 'results.json'), 'utf8'));
  const rate = farmRate(report);
  rows.push(rate);
  console.log(
    `run ${i}: ${rate.captures} snapshots in ${rate.seconds.toFixed(1)} s, ${rate.overall.toFixed(1)} snapshots/s overall, ` +
      `${rate.steady.toFixed(1)}/s steady, ${rate.failed} diffs; load average ${loadBefore} before, ${load()} after`,
  );
  for (const title of rate.failedTitles) console.log(`  diff: ${title}`);
  const phases = summarizePhases(report, readPhases(reportDir));
  console.log(`  ${formatPhases(phases)}`);
  for (const title of phases.recaptured) console.log(`  captured twice (within the threshold two frames later): ${title}`);
}
const mean = (key) => rows.reduce((n, r) => n + r[key], 0) / rows.length;
console.log(
  `mean of ${runs}: ${mean('overall').toFixed(1)} snapshots/s overall, ${mean('steady').toFixed(1)}/s steady; ` +
    `diffs over all runs: ${rows.reduce((n, r) => n + r.failed, 0)}`,
);
