#!/usr/bin/env node
/**
 * The accessibility farm's entry point: axe (WCAG 2.2 AA) over every story in light
 * and dark, through @storybook/test-runner, which runs every play function too.
 *
 *   npm run test:a11y
 *   npm run test:a11y -- --shard=1/2
 *   npm run test:a11y -- --build        rebuild Storybook first
 *   npm run test:a11y -- --changed [base]  only the stories a change since base can affect
 */
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ROOT, ensureStorybookBuilt, startStorybookServer } from '../scripts/farm/storybook.mjs';
import { requireChromium } from '../scripts/farm/chromium.mjs';
import { reportDirOf } from '../scripts/farm/subset.mjs';
import { runOnChanged, wantsChanged } from '../scripts/farm/changed/changedRun.mjs';

const REPORT_DIR = reportDirOf(ROOT, 'a11y');
const args = process.argv.slice(2);
// only the stories a change can affect, run as the subset `changed` (scripts/farm/changed/changedRun.mjs)
if (wantsChanged(args)) process.exit(await runOnChanged('a11y', args, ROOT));
const build = args.includes('--build');
const passthrough = args.filter((a) => a !== '--build');

requireChromium();
ensureStorybookBuilt({ force: build });
mkdirSync(REPORT_DIR, { recursive: true });
rmSync(join(REPORT_DIR, 'opt-outs.jsonl'), { force: true });
rmSync(join(REPORT_DIR, 'axe-runs.jsonl'), { force: true });
const server = await startStorybookServer();
let exitCode = 1;
try {
  exitCode = await new Promise((resolve) => {
    const child = spawn(
      'npx',
      ['test-storybook', '--url', server.baseURL, '--index-json', '--maxWorkers=2', '--json', '--outputFile', join(REPORT_DIR, 'results.json'), ...passthrough],
      { cwd: ROOT, stdio: 'inherit', env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1', A11Y_REPORT_DIR: REPORT_DIR } },
    );
    child.on('exit', (code) => resolve(code ?? 1));
  });
} finally {
  await server.stop();
}

const optOutsFile = join(REPORT_DIR, 'opt-outs.jsonl');
const optOuts = existsSync(optOutsFile)
  ? [
      ...new Map(
        readFileSync(optOutsFile, 'utf8')
          .trim()
          .split('\n')
          .filter(Boolean)
          .map((l) => [l, JSON.parse(l)]),
      ).values(),
    ]
  : [];
console.log(`Accessibility opt-outs: ${optOuts.length}`);
for (const o of optOuts) console.log(`  ${o.storyId}: ${o.rule}: ${o.reason}`);
// .storybook/test-runner.ts writes one line per story checked: axe runs by the farm and by the addon
const runsFile = join(REPORT_DIR, 'axe-runs.jsonl');
const runs = existsSync(runsFile)
  ? readFileSync(runsFile, 'utf8')
      .trim()
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l))
  : [];
const sum = (key) => runs.reduce((total, r) => total + r[key], 0);
console.log(`axe runs: ${sum('farm')} by the farm and ${sum('addon')} by the addon's own pass, over ${runs.length} stories`);
process.exit(exitCode);
