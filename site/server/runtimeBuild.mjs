/**
 * Building the visitor runtime before the site serves it: `npx vite build -c
 * vite.runtime.config.ts` into dist/runtime/. A failed or impossible build is reported
 * and the pages are served anyway (without the runtime, with a warning).
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

export const RUNTIME_CONFIG = 'vite.runtime.config.ts';

/**
 * @param {string} root the project folder
 * @param {(line: string) => void} warn
 * @returns {Promise<boolean>} whether the build succeeded
 */
export function buildRuntime(root, warn) {
  if (!existsSync(join(root, RUNTIME_CONFIG))) {
    warn(`${RUNTIME_CONFIG} is not there yet: the runtime was not built.`);
    return Promise.resolve(false);
  }
  return new Promise((resolve) => {
    const child = spawn('npx', ['vite', 'build', '-c', RUNTIME_CONFIG], { cwd: root, stdio: ['ignore', 'inherit', 'inherit'] });
    child.on('error', (error) => {
      warn(`The runtime build could not start: ${error.message}`);
      resolve(false);
    });
    child.on('exit', (code) => {
      if (code !== 0) warn(`The runtime build failed (exit code ${code}).`);
      resolve(code === 0);
    });
  });
}
