/**
 * Where a capture's time goes. Each worker of the farm records, per capture, the
 * milliseconds spent rendering the story (play function included), settling it (fonts,
 * images, data-loading), in the evaluate call around both, taking the screenshot and
 * comparing it; `npm run bench:visual` puts them beside Playwright's own time per capture
 * from the JSON report (its step, and its share of its test). The summary is pure.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { testOutcomes, testResults } from './captureGroups.mjs';

/**
 * @typedef {{ title: string, render: number, settle: number, evaluate: number, capture: number, compare: number, bytes: number, recaptured?: 'matched' | 'differed' }} CapturePhases
 */

const dirOf = (reportDir) => join(reportDir, 'phases');

/** Writes one worker's records (when the worker ends). */
export function writePhases(reportDir, workerIndex, phases) {
  mkdirSync(dirOf(reportDir), { recursive: true });
  writeFileSync(join(dirOf(reportDir), `worker-${workerIndex}.json`), JSON.stringify(phases));
}

/** Every worker's records of the last run. @returns {CapturePhases[]} */
export function readPhases(reportDir) {
  let files = [];
  try {
    files = readdirSync(dirOf(reportDir)).filter((f) => f.endsWith('.json'));
  } catch {
    return [];
  }
  return files.flatMap((f) => JSON.parse(readFileSync(join(dirOf(reportDir), f), 'utf8')));
}

/** Forgets the records of earlier runs. */
export function clearPhases(reportDir) {
  rmSync(dirOf(reportDir), { recursive: true, force: true });
}

const mean = (values) => (values.length > 0 ? values.reduce((n, v) => n + v, 0) / values.length : 0);

/**
 * Mean milliseconds per capture in each phase, over the captures that passed. `evaluate`
 * is the call around render and settle, so `roundTrip` is what it took beyond them;
 * `playwright` is the rest of the capture's step plus its share of the test's time outside
 * the steps (hooks, the report), and `between` the wait from one test's end to the
 * worker's next test's start, shared among that test's captures; `workerStart` is the mean
 * time a worker took to set up its fixtures (the gap after its first test, in ms).
 * @param {object} report Playwright's JSON report
 * @param {CapturePhases[]} phases
 */
export function summarizePhases(report, phases) {
  const byTitle = new Map(phases.map((p) => [p.title, p]));
  const rows = [];
  const byWorker = new Map();
  for (const r of testResults(report)) {
    const start = Date.parse(r.startTime);
    const outcomes = testOutcomes(r.title, r.declared, r);
    if (!byWorker.has(r.workerIndex)) byWorker.set(r.workerIndex, []);
    byWorker.get(r.workerIndex).push({ start, end: start + r.duration, captures: outcomes.length });
    const steps = new Map((r.steps ?? []).map((s) => [s.title, s]));
    const outside = (r.duration - [...steps.values()].reduce((n, s) => n + s.duration, 0)) / Math.max(1, outcomes.length);
    for (const outcome of outcomes) {
      const p = byTitle.get(outcome.title);
      const step = steps.get(outcome.title);
      if (p && step && outcome.ok) rows.push({ ...p, duration: step.duration + outside });
    }
  }
  // A worker's fixtures (its browser context and loaded preview) are set up in its first
  // test, outside that test's duration: the gap after a worker's first test is its start.
  let gaps = 0;
  let gapCaptures = 0;
  const starts = [];
  for (const runs of byWorker.values()) {
    runs.sort((a, b) => a.start - b.start);
    for (let i = 1; i < runs.length; i++) {
      const gap = Math.max(0, runs[i].start - runs[i - 1].end);
      if (i === 1) {
        starts.push(gap);
        continue;
      }
      gaps += gap;
      gapCaptures += runs[i].captures;
    }
  }
  return {
    captures: rows.length,
    render: mean(rows.map((r) => r.render)),
    settle: mean(rows.map((r) => r.settle)),
    roundTrip: mean(rows.map((r) => r.evaluate - r.render - r.settle)),
    capture: mean(rows.map((r) => r.capture)),
    compare: mean(rows.map((r) => r.compare)),
    playwright: mean(rows.map((r) => r.duration - r.evaluate - r.capture - r.compare)),
    between: gapCaptures > 0 ? gaps / gapCaptures : 0,
    workerStart: mean(starts),
    kilobytes: mean(rows.map((r) => r.bytes)) / 1024,
    // captures outside the threshold at first and within it two frames later (stories.spec.ts)
    recaptured: phases.filter((p) => p.recaptured === 'matched').map((p) => p.title),
  };
}

/** One line of the summary, for the benchmark's output. */
export function formatPhases(s) {
  const ms = (v) => `${v.toFixed(1)} ms`;
  return (
    `per capture (mean of ${s.captures}): render ${ms(s.render)}, settle ${ms(s.settle)}, evaluate round trip ${ms(s.roundTrip)}, ` +
    `screenshot ${ms(s.capture)} (${s.kilobytes.toFixed(0)} KB), compare ${ms(s.compare)}, Playwright ${ms(s.playwright)}, ` +
    `between tests ${ms(s.between)}; a worker's start ${(s.workerStart / 1000).toFixed(1)} s`
  );
}
