/**
 * The capture list a farm run works through, written where the spec reads it
 * (`<report dir>/captures.json`): every story of the served Storybook with its
 * parameters, planned per mode (captureList.mjs). Used by run.mjs and, when the farm is
 * started by `npx playwright test` instead, by globalSetup.ts.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { planCaptures } from './captureList.mjs';
import { ROOT, collectStories } from '../scripts/farm/storybook.mjs';
import { reportDirOf } from '../scripts/farm/subset.mjs';

/** The farm's report folder: the one run.mjs passes, else reports/visual (or the subset's). */
export function visualReportDir(env = process.env) {
  return env.VISUAL_REPORT_DIR ?? reportDirOf(ROOT, 'visual', env);
}

/** The manifest's path in a report folder. */
export function manifestPath(reportDir) {
  return join(reportDir, 'captures.json');
}

/**
 * Lists the stories of the Storybook served at `baseURL` (in a browser launched for it),
 * writes the captures, prints the stories left out and the problems.
 * @param {{ baseURL: string, reportDir: string }} options
 */
export async function writeCaptureManifest({ baseURL, reportDir }) {
  const stories = await collectStories(baseURL);
  const { captures, disabled, problems } = planCaptures(stories);
  mkdirSync(reportDir, { recursive: true });
  const manifest = manifestPath(reportDir);
  writeFileSync(manifest, JSON.stringify(captures, null, 1));
  for (const { storyId, reason } of disabled) console.log(`  left out: ${storyId}: ${reason}`);
  for (const problem of problems) console.error(`  problem: ${problem}`);
  return { manifest, captures, problems };
}
