#!/usr/bin/env node
/**
 * `npm test`: everything CI checks, in order, each suite's counts summed into one
 * closing line `N passed, N failed`.
 *
 *   types        tsc, strict; the JavaScript by its JSDoc (1 check)
 *   lint         ESLint with the import boundaries of src/ (1 check)
 *   format       Prettier's check over the tree (1 check: every file as `npm run format` writes it)
 *   unused       knip, both runs       (1 check: no unused file, export or dependency)
 *   unit         Vitest                (each test)
 *   storybook    static build          (1 check)
 *   changed      --changed picks right: a temporary clone, one component changed (each test)
 *   visual       the visual farm       (each story x mode)
 *   a11y         the accessibility farm (each story)
 *   clock        the stories whose text reads the clock, under two clocks (each story)
 *   e2e          end-to-end tests on the dev site (each test)
 *   size         size budgets          (each entry)
 *   package      the library packed, installed in a fresh project, built and rendered (each step)
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { closingLine, countJest, countPlaywright, countSize, failedTitles, suiteCounts } from './summary.mjs';
import { junitXml, suiteCases } from './junit.mjs';

const ROOT = join(import.meta.dirname, '..', '..');
const report = (...parts) => join(ROOT, 'reports', ...parts);
const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null);

function run(command, args, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('exit', (code) => resolve(code ?? 1));
    child.on('error', () => resolve(1));
  });
}

const SUITES = [
  // `junit`: the suite writes no JUnit of its own; this script writes reports/<suite>/junit.xml for it
  // tsconfig.json, then tsconfig.scripts.json (the JavaScript of site/, scripts/ and the runners, from its JSDoc)
  { name: 'types', command: ['npm', ['run', '--silent', 'typecheck']], count: () => ({ passed: 1, failed: 0 }), junit: true },
  { name: 'lint', command: ['npm', ['run', '--silent', 'lint']], count: () => ({ passed: 1, failed: 0 }), junit: true },
  { name: 'format', command: ['npm', ['run', '--silent', 'format:check']], count: () => ({ passed: 1, failed: 0 }), junit: true },
  { name: 'unused', command: ['npm', ['run', '--silent', 'lint:unused']], count: () => ({ passed: 1, failed: 0 }), junit: true },
  {
    name: 'unit',
    output: report('unit', 'results.json'),
    command: [
      'npx',
      [
        'vitest',
        'run',
        '--reporter=default',
        '--reporter=json',
        '--reporter=junit',
        `--outputFile.json=${report('unit', 'results.json')}`,
        `--outputFile.junit=${report('unit', 'junit.xml')}`,
      ],
    ],
    count: (json) => countJest(json),
  },
  {
    name: 'storybook',
    command: ['npx', ['storybook', 'build', '--quiet', '-o', 'storybook-static']],
    env: { STORYBOOK_DISABLE_TELEMETRY: '1' },
    count: () => ({ passed: 1, failed: 0 }),
    junit: true,
  },
  {
    name: 'changed',
    output: report('changed', 'results.json'),
    command: [
      'npx',
      [
        'vitest',
        'run',
        '-c',
        'scripts/farm/changed/vitest.clone-check.config.ts',
        '--reporter=default',
        '--reporter=json',
        '--reporter=junit',
        `--outputFile.json=${report('changed', 'results.json')}`,
        `--outputFile.junit=${report('changed', 'junit.xml')}`,
      ],
    ],
    count: (json) => countJest(json),
  },
  { name: 'visual', output: report('visual', 'results.json'), command: ['node', ['visual-tests/run.mjs']], count: countPlaywright },
  { name: 'a11y', output: report('a11y', 'results.json'), command: ['node', ['a11y-tests/run.mjs']], count: countJest },
  {
    name: 'clock',
    output: report('clock', 'results.json'),
    command: ['node', ['scripts/story-clock-check.mjs', '--clock-stories']],
    count: countSize,
    junit: true,
  },
  { name: 'e2e', output: report('e2e', 'results.json'), command: ['node', ['e2e/run.mjs']], count: countPlaywright },
  { name: 'size', output: report('size', 'results.json'), command: ['node', ['scripts/size-budget.mjs']], count: countSize, junit: true },
  { name: 'package', output: report('package', 'results.json'), command: ['node', ['scripts/library/packInstall.mjs']], count: countSize, junit: true },
];

const results = [];
for (const suite of SUITES) {
  console.log(`\n=== ${suite.name} ===`);
  if (suite.output) rmSync(suite.output, { force: true });
  rmSync(report(suite.name, 'junit.xml'), { force: true });
  const started = Date.now();
  const code = await run(suite.command[0], suite.command[1], suite.env);
  const counts = suiteCounts(code === 0 || suite.output ? suite.count(readJson(suite.output)) : null, code);
  const seconds = (Date.now() - started) / 1000;
  const failures = suite.output && counts.failed > 0 ? failedTitles(readJson(suite.output)) : [];
  results.push({ name: suite.name, ...counts, seconds, failures });
  if (suite.junit) {
    mkdirSync(report(suite.name), { recursive: true });
    writeFileSync(report(suite.name, 'junit.xml'), junitXml(suite.name, suiteCases(suite.name, suite.output ? readJson(suite.output) : null, code), seconds));
  }
}

console.log('\n=== summary ===');
for (const r of results)
  console.log(`  ${r.name.padEnd(10)} ${String(r.passed).padStart(4)} passed ${String(r.failed).padStart(3)} failed  ${r.seconds.toFixed(1)} s`);
// the end of a long log names what failed (at most ten per suite)
for (const r of results) {
  for (const title of r.failures.slice(0, 10)) console.log(`  failed in ${r.name}: ${title}`);
  if (r.failures.length > 10) console.log(`  … and ${r.failures.length - 10} more in ${r.name}`);
}
const failed = results.some((r) => r.failed > 0);
console.log(closingLine(results));
process.exit(failed ? 1 : 0);
