/**
 * The accessibility farm's hooks for @storybook/test-runner: every story (its play
 * function included) is checked with axe against WCAG 2.2 AA in the light and the
 * dark section theme, with the a11y addon's configuration (`.storybook/a11y.ts`).
 *
 * axe runs twice per story, once per theme, both times here: the addon's own pass after
 * each render is switched off for the run (`a11y.manual`), and a story it ran on anyway
 * fails. Each story's count goes to `axe-runs.jsonl`; `run.mjs` sums them.
 *
 * The browser keeps its real clock: the preview starts every story at FROZEN_TIME
 * (`.storybook/storyClock.js`), so every play function here runs as in the Storybook UI.
 */
import { appendFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { getStoryContext, type TestRunnerConfig } from '@storybook/test-runner';
import { formatViolations, injectAxe, readOptOuts, runAxe } from '../a11y-tests/axe.ts';

// run.mjs passes the report folder (a subset run has its own, see scripts/farm/subset.mjs)
const REPORT_DIR = process.env.A11Y_REPORT_DIR ?? join(process.cwd(), 'reports', 'a11y');
const DRIVER = join(process.cwd(), 'scripts', 'farm', 'page-driver.js');
/** The addon's automatic axe pass off: the farm runs axe itself. */
const ADDON_PASS_OFF = { a11y: { manual: true } };

type Farm = { __FARM__: { adopt(id: string): void; render(id: string, globals: object): Promise<void>; ready(): Promise<void> } };
type Preview = Farm & {
  __STORYBOOK_ADDONS_CHANNEL__: {
    on(event: string, handler: (payload: { storyId?: string; reporters?: { type: string }[] }) => void): void;
    emit(event: string, payload: object): void;
  };
  /** Stories the addon reported an axe pass for. */
  __ADDON_AXE_RUNS__: string[];
};

const config: TestRunnerConfig = {
  async prepare({ page }) {
    await page.addInitScript({ path: DRIVER });
    await page.goto(new URL('iframe.html', process.env.TARGET_URL).toString(), { waitUntil: 'load' });
    await page.evaluate(async (globals) => {
      const preview = window as unknown as Preview;
      await preview.__FARM__.ready();
      preview.__ADDON_AXE_RUNS__ = [];
      preview.__STORYBOOK_ADDONS_CHANNEL__.on('storyFinished', (payload) => {
        if (payload.storyId && payload.reporters?.some((r) => r.type === 'a11y')) preview.__ADDON_AXE_RUNS__.push(payload.storyId);
      });
      preview.__STORYBOOK_ADDONS_CHANNEL__.emit('updateGlobals', { globals });
    }, ADDON_PASS_OFF);
  },

  async postVisit(page, context) {
    const story = await getStoryContext(page, context);
    const { optOuts, problems } = readOptOuts(story.parameters.a11y);
    if (problems.length > 0) throw new Error(`${context.id}: ${problems.join('; ')}`);
    if (optOuts.length > 0) {
      mkdirSync(REPORT_DIR, { recursive: true });
      for (const o of optOuts) appendFileSync(join(REPORT_DIR, 'opt-outs.jsonl'), `${JSON.stringify({ storyId: context.id, ...o })}\n`);
    }
    const disabled = optOuts.map((o) => o.rule);
    await injectAxe(page);
    let farmRuns = 0;
    const check = () => {
      farmRuns += 1;
      return runAxe(page, disabled);
    };
    const light = await check();

    const render = (theme: 'light' | 'dark') =>
      page.evaluate(
        async ({ id, globals }) => {
          const farm = (window as unknown as Farm).__FARM__;
          farm.adopt(id);
          await farm.render(id, globals);
        },
        { id: context.id, globals: { theme, ...ADDON_PASS_OFF } },
      );
    await render('dark');
    const dark = await check();
    await render('light');

    const addonRuns = await page.evaluate((id) => (window as unknown as Preview).__ADDON_AXE_RUNS__.filter((s) => s === id).length, context.id);
    mkdirSync(REPORT_DIR, { recursive: true });
    appendFileSync(join(REPORT_DIR, 'axe-runs.jsonl'), `${JSON.stringify({ storyId: context.id, farm: farmRuns, addon: addonRuns })}\n`);
    if (addonRuns > 0)
      throw new Error(`${context.id}: the a11y addon ran axe too (${addonRuns} times): the farm runs it once per theme, with the addon's pass off`);

    if (light.length + dark.length > 0) {
      throw new Error(`Accessibility violations in ${context.id}:\n${formatViolations('light', light)}\n${formatViolations('dark', dark)}`);
    }
  },
};

export default config;
