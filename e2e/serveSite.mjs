#!/usr/bin/env node
/**
 * The dev site as the end-to-end config's `webServer` starts it when the tests are run
 * with `npx playwright test -c e2e/playwright.config.ts` (or `--ui`, or an editor
 * extension) rather than through `npm run test:e2e`: builds the runtime when
 * dist/runtime/runtime.js is missing or older than a source file, then serves the site
 * with its database in memory on the port given (`--port <n>`) until stopped.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { buildRuntime } from '../site/server/runtimeBuild.mjs';
import { startSite } from '../site/run.mjs';

const ROOT = join(import.meta.dirname, '..');
const RUNTIME_FILE = join(ROOT, 'dist', 'runtime', 'runtime.js');
/** What the runtime build reads besides the packages. */
const BUILD_INPUTS = [join(ROOT, 'src'), join(ROOT, 'vite.runtime.config.ts')];

/** The newest modification time (ms) of a file or of any file under a folder. */
function newestChange(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestChange(join(path, entry)));
  return newest;
}

function runtimeOutOfDate() {
  if (!existsSync(RUNTIME_FILE)) return 'missing';
  const built = statSync(RUNTIME_FILE).mtimeMs;
  return BUILD_INPUTS.some((input) => existsSync(input) && newestChange(input) > built) ? 'older than its sources' : null;
}

const portArg = process.argv.indexOf('--port');
const port = portArg === -1 ? 0 : Number(process.argv[portArg + 1]);

const outOfDate = runtimeOutOfDate();
if (outOfDate) {
  console.log(`The runtime build is ${outOfDate}: building it…`);
  if (!(await buildRuntime(ROOT, (line) => console.error(line)))) process.exit(1);
}
const site = await startSite({ port, memory: true, build: false, log: () => {} });
console.log(`Dev site for the end-to-end tests: ${site.url}`);
const stop = () => void site.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
