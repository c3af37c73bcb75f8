/**
 * Reads and records the browser build of the baselines (visual-tests/baselines/BROWSER.json)
 * and finds the running one: its `--version` and, for Debian's /usr/bin/chromium, the
 * package version. What to say about a difference is in baselineBrowser.rules.mjs.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { browserMismatch, versionFrom } from './baselineBrowser.rules.mjs';

export const BROWSER_FILE = join(import.meta.dirname, 'baselines', 'BROWSER.json');

function quiet(command, args) {
  try {
    return execFileSync(command, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], timeout: 20_000 }).trim();
  } catch {
    return '';
  }
}

/** @param {string} executablePath @returns {import('./baselineBrowser.rules.mjs').BrowserBuild} */
export function runningBrowser(executablePath) {
  const version = versionFrom(quiet(executablePath, ['--version'])) ?? 'unknown';
  const debianPackage = executablePath === '/usr/bin/chromium' ? quiet('dpkg-query', ['-W', '-f=${Version}', 'chromium']) : '';
  return { version, ...(debianPackage ? { debianPackage } : {}), platform: `${process.platform} ${process.arch}` };
}

/** @returns {import('./baselineBrowser.rules.mjs').BrowserBuild | null} */
export function recordedBrowser() {
  return existsSync(BROWSER_FILE) ? JSON.parse(readFileSync(BROWSER_FILE, 'utf8')) : null;
}

/** @param {import('./baselineBrowser.rules.mjs').BrowserBuild} build */
export function recordBrowser(build) {
  writeFileSync(BROWSER_FILE, `${JSON.stringify(build, null, 2)}\n`);
}

/** Prints, in yellow, what differs between the baselines' browser and the running one; returns whether it does. */
export function warnOnBrowserMismatch(executablePath) {
  const message = browserMismatch(recordedBrowser(), runningBrowser(executablePath));
  if (message) console.warn(`\u001b[33m${message}\u001b[0m`);
  return message !== null;
}
