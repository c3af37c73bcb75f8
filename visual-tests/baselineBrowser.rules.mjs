/**
 * The browser build the baselines were made with, and what the farm says when the
 * running one differs. Pure: no file system, no processes (see baselineBrowser.mjs).
 *
 * @typedef {{ version: string, debianPackage?: string, platform?: string }} BrowserBuild
 */

/** The first dotted version number in a `--version` line ("Chromium 156.0.8078.108 built on …"). */
export function versionFrom(line) {
  return /\b(\d+(?:\.\d+){1,3})\b/.exec(line)?.[1] ?? null;
}

/** How a build reads in a message: "Chromium 156.0.8078.108 (Debian package chromium 156.0.8078.108-1~deb12u1)". */
export function describeBuild(build) {
  return `Chromium ${build.version}${build.debianPackage ? ` (Debian package chromium ${build.debianPackage})` : ''}`;
}

/**
 * Null when the running browser is the build the baselines were made with; otherwise
 * the lines to print: what differs, why it matters, how to get the same build or
 * re-baseline. Without a record, says how to make one.
 * @param {BrowserBuild | null} recorded
 * @param {BrowserBuild} running
 * @returns {string | null}
 */
export function browserMismatch(recorded, running) {
  if (!recorded) {
    return [
      'The baselines do not say which browser made them (visual-tests/baselines/BROWSER.json is missing).',
      `This run uses ${describeBuild(running)}; \`npm run test:visual:update\` over every story records it.`,
    ].join('\n');
  }
  if (recorded.version === running.version && (!recorded.platform || !running.platform || recorded.platform === running.platform)) return null;
  const install = recorded.debianPackage
    ? `apt-get install chromium=${recorded.debianPackage} chromium-common=${recorded.debianPackage}` +
      ' (Debian 12; an older build from snapshot.debian.org), or run the farm in the container of visual-tests/README.md'
    : 'install that build, or run the farm in the container of visual-tests/README.md';
  return [
    `The baselines were made with ${describeBuild(recorded)}${recorded.platform ? ` on ${recorded.platform}` : ''};` +
      ` this run uses ${describeBuild(running)}${running.platform ? ` on ${running.platform}` : ''}.`,
    'Another build renders text and images a few pixels differently, so captures may fail for that reason alone.',
    `To compare with the baselines, use the same build: ${install}.`,
    'To move the baselines to this build: `npm run test:visual:update`, open every changed PNG, commit them with BROWSER.json.',
  ].join('\n');
}
