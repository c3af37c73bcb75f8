/**
 * The accessibility farm's hooks for @storybook/test-runner: every story (its play
 * function included) is checked with axe against WCAG 2.2 AA in the light and the
 * dark section theme.
 */
import { appendFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { getStoryContext, type TestRunnerConfig } from '@storybook/test-runner';
import { formatViolations, injectAxe, readOptOuts, runAxe } from '../a11y-tests/axe.ts';

const ROOT = '#storybook-root';
// run.mjs passes the report folder (a subset run has its own, see scripts/farm/subset.mjs)
const REPORT_DIR = process.env.A11Y_REPORT_DIR ?? join(process.cwd(), 'reports', 'a11y');
const DRIVER = join(process.cwd(), 'scripts', 'farm', 'page-driver.js');
const FROZEN_TIME = new Date('2026-01-15T10:00:00.000Z');

type Farm = { __FARM__: { adopt(id: string): void; render(id: string, globals: object): Promise<void>; ready(): Promise<void> } };

const config: TestRunnerConfig = {
  async prepare({ page }) {
    await page.clock.setFixedTime(FROZEN_TIME);
    await page.addInitScript({ path: DRIVER });
    await page.goto(new URL('iframe.html', process.env.TARGET_URL).toString(), { waitUntil: 'load' });
    await page.evaluate(() => (window as unknown as Farm).__FARM__.ready());
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
    const light = await runAxe(page, ROOT, disabled);

    const render = (theme: 'light' | 'dark', manual: boolean) =>
      page.evaluate(
        async ({ id, theme, manual }) => {
          const farm = (window as unknown as Farm).__FARM__;
          farm.adopt(id);
          await farm.render(id, { theme, a11y: { manual } });
        },
        { id: context.id, theme, manual },
      );
    await render('dark', true);
    const dark = await runAxe(page, ROOT, disabled);
    await render('light', false);

    if (light.length + dark.length > 0) {
      throw new Error(`Accessibility violations in ${context.id}:\n${formatViolations('light', light)}\n${formatViolations('dark', dark)}`);
    }
  },
};

export default config;
