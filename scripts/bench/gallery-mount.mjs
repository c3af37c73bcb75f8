#!/usr/bin/env node
/**
 * Time to mount a 250-slide grid gallery in Chromium: from asking Storybook to render
 * the story to the story having rendered (React mount, layout, first images queued),
 * median of several runs in one warm page.
 *   npm run bench:gallery [-- --runs 9]
 */
import { ensureStorybookBuilt, farmContextOptions, launchBrowser, openPreview, startStorybookServer } from '../farm/storybook.mjs';

const runsArg = process.argv.indexOf('--runs');
const runs = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 9;
const STORY = 'gallery-grid--two-hundred-fifty-slides';
const OTHER = 'tokens-design-tokens--radii';

ensureStorybookBuilt();
const server = await startStorybookServer();
const browser = await launchBrowser();
try {
  const context = await browser.newContext({ ...(await farmContextOptions(browser)), viewport: { width: 1280, height: 800 } });
  const page = await openPreview(context, server.baseURL);
  const times = [];
  for (let i = 0; i < runs + 1; i++) {
    const ms = await page.evaluate(
      async ({ story, other }) => {
        const globals = { theme: 'light', reducedMotion: 'system', a11y: { manual: true } };
        await window.__FARM__.render(other, globals);
        const start = performance.now();
        await window.__FARM__.render(story, globals);
        const items = document.querySelectorAll('#storybook-root li').length;
        if (items !== 250) throw new Error(`expected 250 slides, found ${items}`);
        return performance.now() - start;
      },
      { story: STORY, other: OTHER },
    );
    if (i > 0) times.push(ms); // the first run also loads the story's code
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)];
  console.log(`250-slide grid: mounted in ${median.toFixed(0)} ms (median of ${runs}; min ${times[0].toFixed(0)}, max ${times.at(-1).toFixed(0)})`);
} finally {
  await browser.close();
  await server.stop();
}
