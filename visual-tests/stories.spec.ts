/**
 * One test per story and mode: render the story in an already-loaded preview, wait
 * for it to settle, and compare its root element with the committed baseline.
 * Generic over all stories: no per-component code lives here.
 */
import { existsSync, readFileSync } from 'node:fs';
import { test as base, expect, type CDPSession, type Page } from '@playwright/test';
import { globalsFor, type Capture } from './captureList.mjs';
import { manifestPath, visualReportDir } from './captureManifest.mjs';
import { farmContextOptions, openPreview, STORY_ROOT } from '../scripts/farm/storybook.mjs';
import { VIEWPORT_HEIGHT } from '../.storybook/modes';
import { screenshotArea, type Settled } from './screenshotClip.mjs';
import { writePhases, type CapturePhases } from './farmPhases.mjs';

// run.mjs or globalSetup.ts lists the captures; a bare listing (`--list`) reads the last list there is.
const manifest = process.env.VISUAL_CAPTURES ?? manifestPath(visualReportDir());
const captures: Capture[] = existsSync(manifest) ? JSON.parse(readFileSync(manifest, 'utf8')) : [];

interface Preview {
  page: Page;
  /** The page's own DevTools session: one round trip per screenshot. */
  cdp: CDPSession;
  /** How long each capture spent where, written for the benchmark when the worker ends. */
  phases: CapturePhases[];
  blocked: string[];
  errors: string[];
  reducedMotion?: 'reduce' | 'no-preference';
}

const test = base.extend<object, { preview: Preview }>({
  preview: [
    async ({ browser }, use, workerInfo) => {
      const baseURL = String(workerInfo.project.use.baseURL);
      const context = await browser.newContext({
        ...(await farmContextOptions(browser)),
        viewport: { width: 1280, height: VIEWPORT_HEIGHT },
      });
      const blocked: string[] = [];
      const errors: string[] = [];
      // Stories never reach the network: anything outside the served Storybook fails the story.
      await context.route(
        (url) => !url.href.startsWith(baseURL),
        (route) => {
          blocked.push(route.request().url());
          return route.abort('blockedbyclient');
        },
      );
      const page = await openPreview(context, baseURL);
      page.on('pageerror', (error: Error) => errors.push(error.message));
      const cdp = await context.newCDPSession(page);
      const phases: CapturePhases[] = [];
      await use({ page, cdp, phases, blocked, errors });
      await context.close();
      writePhases(visualReportDir(), workerInfo.workerIndex, phases);
    },
    { scope: 'worker' },
  ],
});

/**
 * A PNG of the area, in one protocol call. Chromium's default encoder, as every baseline
 * was written: it writes identical pixels to identical bytes, so an unchanged story is
 * compared without decoding. (Its fast encoder, optimizeForSpeed, writes other bytes;
 * it saved less in the browser than decoding both images cost here: see the README.)
 */
async function screenshot(cdp: CDPSession, area: ReturnType<typeof screenshotArea>) {
  const { data } = await cdp.send('Page.captureScreenshot', { format: 'png', ...area });
  return Buffer.from(data, 'base64');
}

/**
 * Captures per job. Under fullyParallel Playwright hands each test to a worker on its
 * own, a round trip between the runner and the worker per capture; a group in 'default'
 * mode goes to one worker at once and runs in order (after a failure the rest of it
 * continues in a fresh worker). Small enough that the workers finish close together.
 */
const GROUP_SIZE = 16;

function captureTest(capture: Capture) {
  test(`${capture.title} › ${capture.name} [${capture.modeName}]`, async ({ preview }, testInfo) => {
    const { page, blocked, errors } = preview;
    blocked.length = 0;
    errors.length = 0;
    const { mode } = capture;
    const viewport = page.viewportSize();
    if (viewport?.width !== mode.viewport) await page.setViewportSize({ width: mode.viewport, height: VIEWPORT_HEIGHT });
    const reducedMotion = mode.reducedMotion ?? 'no-preference';
    if (preview.reducedMotion !== reducedMotion) {
      await page.emulateMedia({ reducedMotion });
      preview.reducedMotion = reducedMotion;
    }
    const started = performance.now();
    const settled = await page.evaluate(
      async ({ storyId, globals, rootSelector, waitFor }) => {
        const t0 = performance.now();
        await window.__FARM__.render(storyId, globals);
        const t1 = performance.now();
        const result = await window.__FARM__.settle(rootSelector, waitFor);
        return { ...result, renderMs: t1 - t0, settleMs: performance.now() - t1 };
      },
      // the a11y addon's own axe run is the accessibility farm's business, not this one's
      { storyId: capture.storyId, globals: { ...globalsFor(mode), a11y: { manual: true } }, rootSelector: STORY_ROOT, waitFor: capture.waitFor },
    );
    const rendered = performance.now();
    // expect() only on failure: each call costs a step in the report
    if (blocked.length > 0) expect(blocked, 'requests outside the served Storybook').toEqual([]);
    if (errors.length > 0) expect(errors, 'uncaught errors in the story').toEqual([]);
    if (!(settled.box.width * settled.box.height > 0)) expect(settled.box.width * settled.box.height, 'the story root has a size').toBeGreaterThan(0);
    // A frame of its own (a sandboxed embed) paints in its own renderer: wait for its next
    // frame, as Playwright's screenshot waited on every frame with an evaluate in each.
    const children = page.frames().filter((frame) => frame !== page.mainFrame());
    if (children.length > 0) {
      await Promise.all(
        children.map((frame) => frame.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)))).catch(() => undefined)),
      );
    }
    const area = screenshotArea(settled, { width: mode.viewport, height: VIEWPORT_HEIGHT }, !!capture.viewport);
    const actual = await screenshot(preview.cdp, area);
    const captured = performance.now();
    const baselinePath = testInfo.snapshotPath(capture.baseline);
    const updating = testInfo.config.updateSnapshots === 'all' || testInfo.config.updateSnapshots === 'changed';
    const baseline = testInfo.config.updateSnapshots !== 'all' && existsSync(baselinePath) ? readFileSync(baselinePath) : undefined;
    const same = !!baseline && baseline.equals(actual);
    const phases: CapturePhases = {
      title: testInfo.title,
      render: settled.renderMs,
      settle: settled.settleMs,
      evaluate: rendered - started,
      capture: captured - rendered,
      compare: performance.now() - captured,
      bytes: actual.length,
    };
    preview.phases.push(phases);
    if (same) return;
    // Otherwise Playwright compares the pixels (within the threshold) and reports expected,
    // actual and diff, or writes the baseline when updating.
    if (updating || !baseline) {
      expect(actual).toMatchSnapshot(capture.baseline);
      return;
    }
    try {
      expect(actual).toMatchSnapshot(capture.baseline);
      return;
    } catch {
      // A capture outside the threshold is taken once more two frames later, as
      // toHaveScreenshot waits for two equal captures: a real change differs both times,
      // a frame Chromium had not finished (an image's resampling at a rounded corner) does
      // not. The second capture is the one compared and reported.
    }
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const again = await screenshot(preview.cdp, area);
    phases.recaptured = 'differed';
    testInfo.annotations.push({
      type: 'recaptured',
      description: 'the first capture was outside the threshold; the test compares the one taken two frames later',
    });
    expect(again).toMatchSnapshot(capture.baseline);
    phases.recaptured = 'matched';
  });
}

for (let start = 0; start < captures.length; start += GROUP_SIZE) {
  // untitled: the tests' titles stay `Title › Story [mode]`
  test.describe(() => {
    test.describe.configure({ mode: 'default' });
    for (const capture of captures.slice(start, start + GROUP_SIZE)) captureTest(capture);
  });
}

declare global {
  interface Window {
    __FARM__: {
      render(storyId: string, globals: Record<string, unknown>): Promise<void>;
      settle(rootSelector: string, waitFor?: string): Promise<Settled>;
    };
  }
}
