/**
 * Every story in every mode, several captures per test (captureGroups.mjs): render the
 * story in an already-loaded preview, wait for it to settle, and compare its root element
 * with the committed baseline. Generic over all stories: no per-component code lives here.
 */
import { existsSync, readFileSync } from 'node:fs';
import { test as base, expect, type CDPSession, type Page, type TestInfo } from '@playwright/test';
import { globalsFor, type Capture } from './captureList.mjs';
import { manifestPath, visualReportDir } from './captureManifest.mjs';
import { farmContextOptions, openPreview, STORY_ROOT } from '../scripts/farm/storybook.mjs';
import { VIEWPORT_HEIGHT } from '../.storybook/modes';
import { screenshotArea, type Settled } from './screenshotClip.mjs';
import { writePhases, type CapturePhases } from './farmPhases.mjs';
import { CAPTURE_ANNOTATION, captureTitle, groupCaptures, groupTitle } from './captureGroups.mjs';

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
  /** A fresh page, after a story that did not finish or a page that failed. */
  reopen(): Promise<void>;
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
      const open = async () => {
        const page = await openPreview(context, baseURL);
        page.on('pageerror', (error: Error) => errors.push(error.message));
        return { page, cdp: await context.newCDPSession(page) };
      };
      const preview: Preview = {
        ...(await open()),
        phases: [],
        blocked,
        errors,
        async reopen() {
          await preview.page.close().catch(() => undefined);
          Object.assign(preview, await open(), { reducedMotion: undefined });
        },
      };
      await use(preview);
      await context.close();
      writePhases(visualReportDir(), workerInfo.workerIndex, preview.phases);
    },
    // A worker's start (its context and a loaded preview) has a timeout of its own, not a
    // capture's: on a loaded machine six workers starting together each took over 30 s,
    // and every capture of their first tests failed.
    { scope: 'worker', timeout: 120_000 },
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
 * Captures per test: a test is a run of captures in one mode, each in a step of its own
 * title whose failure is a soft assertion, so the test goes on to the next capture and
 * every report counts and names captures (captureGroups.mjs). Playwright's own time per
 * test and the gap between tests are paid once per group instead of once per capture.
 * Small enough that the workers finish close together. Under `--grep` (and with
 * VISUAL_GROUP_SIZE=1) a test per capture, titled by it, as Playwright picks tests by title.
 */
const GROUP_SIZE = Number(process.env.VISUAL_GROUP_SIZE ?? 16);

/** Takes one capture and compares it; a failed check fails the capture (soft) and ends it. */
async function takeCapture(preview: Preview, capture: Capture, title: string, testInfo: TestInfo) {
  const { page, blocked, errors } = preview;
  const errorsBefore = testInfo.errors.length;
  const failed = () => testInfo.errors.length > errorsBefore;
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
  // expect only on failure: each call costs a step in the report
  if (blocked.length > 0) expect.soft(blocked, `${title}: requests outside the served Storybook`).toEqual([]);
  if (errors.length > 0) expect.soft(errors, `${title}: uncaught errors in the story`).toEqual([]);
  const area = settled.box.width * settled.box.height;
  if (!(area > 0)) expect.soft(area, `${title}: the story root has a size`).toBeGreaterThan(0);
  if (failed()) return;
  // A frame of its own (a sandboxed embed) paints in its own renderer: wait for its next
  // frame, as Playwright's screenshot waited on every frame with an evaluate in each.
  const children = page.frames().filter((frame) => frame !== page.mainFrame());
  if (children.length > 0) {
    await Promise.all(
      children.map((frame) => frame.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)))).catch(() => undefined)),
    );
  }
  const clip = screenshotArea(settled, { width: mode.viewport, height: VIEWPORT_HEIGHT }, !!capture.viewport);
  const actual = await screenshot(preview.cdp, clip);
  const captured = performance.now();
  const baselinePath = testInfo.snapshotPath(capture.baseline);
  const updating = testInfo.config.updateSnapshots === 'all' || testInfo.config.updateSnapshots === 'changed';
  const baseline = testInfo.config.updateSnapshots !== 'all' && existsSync(baselinePath) ? readFileSync(baselinePath) : undefined;
  const same = !!baseline && baseline.equals(actual);
  const phases: CapturePhases = {
    title,
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
    expect.soft(actual, title).toMatchSnapshot(capture.baseline);
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
  const again = await screenshot(preview.cdp, clip);
  phases.recaptured = 'differed';
  testInfo.annotations.push({ type: 'recaptured', description: title });
  expect.soft(again, title).toMatchSnapshot(capture.baseline);
  if (!failed()) phases.recaptured = 'matched';
}

for (const group of groupCaptures(captures, GROUP_SIZE)) {
  const titles = group.map(captureTitle);
  test(groupTitle(group), { annotation: titles.map((description) => ({ type: CAPTURE_ANNOTATION, description })) }, async ({ preview }, testInfo) => {
    // each capture has the time a test per capture had
    testInfo.setTimeout(testInfo.timeout * group.length);
    for (const [i, capture] of group.entries()) {
      await test.step(titles[i]!, async () => {
        try {
          await takeCapture(preview, capture, titles[i]!, testInfo);
        } catch (error) {
          // the story did not render or settle, or the page failed: the capture fails and the
          // next one starts on a fresh page, as a test per capture started in a fresh worker
          expect
            .soft(() => {
              throw error;
            }, `${titles[i]}: rendered, settled and captured`)
            .not.toThrow();
          await preview.reopen();
        }
      });
    }
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
