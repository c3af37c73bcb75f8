#!/usr/bin/env node
/**
 * End-to-end tests: builds the runtime, starts the dev site in this process (database in
 * memory, any free port), runs the Playwright tests in e2e/ against it, stops it.
 *
 *   npm run test:e2e                       build the runtime, run every test
 *   npm run test:e2e -- --no-build         use the runtime already in dist/runtime/
 *   npm run test:e2e -- --grep consent     other arguments go to Playwright Test
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { runGroup } from '../scripts/farm/childGroup.mjs';
import { requireChromium } from '../scripts/farm/chromium.mjs';
import { startSite } from '../site/run.mjs';

const ROOT = join(import.meta.dirname, '..');
const args = process.argv.slice(2);
const build = !args.includes('--no-build');
const passthrough = args.filter((a) => a !== '--no-build');

requireChromium();
if (build) {
  const built = spawnSync('npx', ['vite', 'build', '-c', 'vite.runtime.config.ts', '--logLevel', 'warn'], { cwd: ROOT, stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

const site = await startSite({ port: 0, memory: true, build: false, log: () => {} });
console.log(`Dev site for the end-to-end tests: ${site.url}`);
let exitCode = 1;
try {
  exitCode = await runGroup('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts', ...passthrough], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, E2E_BASE_URL: site.url },
  });
} finally {
  await site.close();
}
process.exit(exitCode);
