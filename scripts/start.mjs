#!/usr/bin/env node
/**
 * `npm start`: Storybook (dev server, port 6006) and the dev site side by side. Prints
 * each address once it answers; Ctrl+C (or SIGTERM) stops both. If either stops on its
 * own, the other is stopped too and the exit code says so.
 * Options are the dev site's: --port <n>, --memory, --no-build.
 */
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import { parseArgs, startSite } from '../site/run.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
export const STORYBOOK_PORT = 6006;
const STORYBOOK_URL = `http://localhost:${STORYBOOK_PORT}/`;
const POLL_MS = 500;

/** @param {number} port @returns {Promise<boolean>} */
function portIsFree(port) {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, () => probe.close(() => resolve(true)));
  });
}

/** @param {string} url */
async function answers(url) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
    await response.body?.cancel();
    return true;
  } catch {
    return false;
  }
}

async function main() {
  let siteOptions;
  try {
    siteOptions = parseArgs(process.argv.slice(2));
  } catch (error) {
    console.error(/** @type {Error} */ (error).message);
    process.exit(2);
  }
  if (!(await portIsFree(STORYBOOK_PORT))) {
    console.error(`Port ${STORYBOOK_PORT} is in use: stop whatever runs there (another Storybook?) and try again.`);
    process.exit(1);
  }

  // Storybook runs in a process group of its own, so stopping it stops npx and its children too.
  const storybook = spawn('npx', ['storybook', 'dev', '-p', String(STORYBOOK_PORT), '--no-open'], {
    cwd: ROOT,
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  /** @type {Awaited<ReturnType<typeof startSite>> | null} */
  let site = null;
  let stopping = false;

  /** @param {number} code */
  const stopAll = async (code) => {
    if (stopping) return;
    stopping = true;
    if (code >= 128) console.log('\nStopping Storybook and the dev site…');
    if (storybook.exitCode === null && storybook.pid !== undefined) {
      try {
        process.kill(-storybook.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    }
    await site?.close();
    process.exit(code);
  };
  process.on('SIGINT', () => void stopAll(130));
  process.on('SIGTERM', () => void stopAll(143));
  // whatever fails in this process, Storybook (a process group of its own) is never left running alone
  const failed = (/** @type {unknown} */ error) => {
    console.error(error instanceof Error ? error.stack : error);
    void stopAll(1);
  };
  process.on('uncaughtException', failed);
  process.on('unhandledRejection', failed);
  storybook.on('error', (error) => {
    console.error(`Storybook could not start: ${error.message}`);
    void stopAll(1);
  });
  storybook.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`Storybook stopped (${signal ?? `exit code ${code}`}); stopping the dev site too.`);
    void stopAll(code === 0 ? 1 : (code ?? 1));
  });

  // The site starts while Storybook is still warming up.
  const sitePromise = startSite({ ...siteOptions, log: (line) => console.log(line) }).then(
    (started) => {
      site = started;
      if (stopping) return void started.close();
      console.log(`\nDev site:  ${started.url}/  (received calls: ${started.url}/__dev/)\n`);
    },
    (error) => {
      console.error(`The dev site could not start: ${error instanceof Error ? error.message : error}`);
      void stopAll(1);
    },
  );

  while (!stopping && storybook.exitCode === null && !(await answers(STORYBOOK_URL))) {
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  if (!stopping && storybook.exitCode === null) console.log(`\nStorybook: ${STORYBOOK_URL}\n`);
  await sitePromise;
}

main().catch((error) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exit(1);
});
