#!/usr/bin/env node
/**
 * The visual farm's benchmark: N back-to-back runs with nothing changed (default 3).
 * Prints each run's captures per second, overall and steady, and its diffs; the
 * diffs of unchanged runs are the farm's flake count.
 *   npm run bench:visual [-- --runs 5]
 */
import { runGroup } from '../scripts/farm/childGroup.mjs';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { farmRate } from './farmRate.mjs';
import { ROOT, ensureStorybookBuilt } from '../scripts/farm/storybook.mjs';

const runsArg = process.argv.indexOf('--runs');
const runs = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 3;
ensureStorybookBuilt({ force: true });
const rows = [];
for (let i = 1; i <= runs; i++) {
  // in a process group of its own: stopping the benchmark stops the farm run and its workers too
  await runGroup('node', ['visual-tests/run.mjs'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
  const rate = farmRate(JSON.parse(readFileSync(join(ROOT, 'reports', 'visual', 'results.json'), 'utf8')));
  rows.push(rate);
  console.log(
    `run ${i}: ${rate.captures} captures in ${rate.seconds.toFixed(1)} s, ${rate.overall.toFixed(1)}/s overall, ` +
      `${rate.steady.toFixed(1)}/s steady, ${rate.failed} diffs`,
  );
  for (const title of rate.failedTitles) console.log(`  diff: ${title}`);
}
const mean = (key) => rows.reduce((n, r) => n + r[key], 0) / rows.length;
console.log(
  `mean of ${runs}: ${mean('overall').toFixed(1)}/s overall, ${mean('steady').toFixed(1)}/s steady; ` +
    `diffs over all runs: ${rows.reduce((n, r) => n + r.failed, 0)}`,
);
