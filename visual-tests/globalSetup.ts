/**
 * When the farm is started by `npx playwright test -c visual-tests/playwright.config.ts`
 * (or `--ui`, or an editor extension) instead of `npm run test:visual`, nobody has listed
 * the captures yet: list them from the Storybook the config's webServer serves, and say
 * whether this browser is the build the baselines were made with. run.mjs does both
 * itself and passes VISUAL_CAPTURES, so then this does nothing.
 */
import type { FullConfig } from '@playwright/test';
import { visualReportDir, writeCaptureManifest } from './captureManifest.mjs';
import { warnOnBrowserMismatch } from './baselineBrowser.mjs';
import { requireChromium } from '../scripts/farm/chromium.mjs';

export default async function globalSetup(config: FullConfig): Promise<void> {
  if (process.env.VISUAL_CAPTURES) return;
  warnOnBrowserMismatch(requireChromium());
  const baseURL = String(config.projects[0]?.use.baseURL);
  const { manifest, problems } = await writeCaptureManifest({ baseURL, reportDir: visualReportDir() });
  if (problems.length > 0) throw new Error(`The stories have problems the farm cannot capture:\n${problems.join('\n')}`);
  // the workers (and the UI's listing) inherit what global setup puts in the environment
  process.env.VISUAL_CAPTURES = manifest;
}
