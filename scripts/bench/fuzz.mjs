#!/usr/bin/env node
/**
 * The fuzz suite at length: builds the runtime, serves the dev site and runs e2e/fuzz.spec.ts
 * over --pages generated pages (default 2000) from --seed (default 16), then prints the summary
 * it wrote to reports/fuzz/summary.json: pages, broken blocks, units that lost content, uncaught
 * errors, the kinds mounted. Through the end-to-end runner, so the shared runtime build is the
 * one the e2e tests use: run it under the same lock as they are.
 *   npm run bench:fuzz [-- --pages 2000] [-- --seed 16]
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { benchArg } from './benchArgs.mjs';

const ROOT = join(import.meta.dirname, '..', '..');
const arg = benchArg;
const pages = String(Number(arg('--pages', 2000)));
const seed = String(Number(arg('--seed', 16)));

const run = spawnSync('node', ['e2e/run.mjs', 'e2e/fuzz.spec.ts', '--reporter=dot'], {
  cwd: ROOT,
  stdio: 'inherit',
  env: { ...process.env, FUZZ_PAGES: pages, FUZZ_SEED: seed },
});
const file = join(ROOT, 'reports', 'fuzz', 'summary.json');
if (existsSync(file)) {
  const summary = JSON.parse(readFileSync(file, 'utf8'));
  console.log(`Fuzz, seed ${summary.seed}: ${summary.pages} pages, ${summary.brokenBlocks} broken blocks`);
  console.log(`  units that lost visible content: ${summary.unitsLost} (on ${summary.pagesWithLoss} pages); uncaught errors: ${summary.uncaughtErrors}`);
  console.log(`  kinds mounted: ${Object.keys(summary.kinds).length}; not mounted: ${summary.kindsNotMounted.join(', ') || 'none'}`);
  for (const failure of summary.failures.slice(0, 20)) console.log(`  ${failure}`);
}
process.exit(run.status ?? 1);
