/**
 * Throughput of one farm run, from Playwright's JSON report, in captures (a test takes
 * several: captureGroups.mjs). Pure.
 *
 * overall: captures / the whole run (worker start-up included);
 * steady:  captures of the tests after each worker's first, over the time they span.
 */
import { testOutcomes, testResults } from './captureGroups.mjs';

export function farmRate(report) {
  const runs = testResults(report).map((r) => {
    const start = Date.parse(r.startTime);
    return { start, end: start + r.duration, worker: r.workerIndex, outcomes: testOutcomes(r.title, r.declared, r) };
  });
  const outcomes = runs.flatMap((r) => r.outcomes);
  const failed = outcomes.filter((o) => !o.ok);
  const seconds = report.stats.duration / 1000;
  const firstOfWorker = new Map();
  for (const r of [...runs].sort((a, b) => a.start - b.start)) if (!firstOfWorker.has(r.worker)) firstOfWorker.set(r.worker, r);
  const rest = runs.filter((r) => firstOfWorker.get(r.worker) !== r);
  const span = rest.length > 0 ? (Math.max(...rest.map((r) => r.end)) - Math.min(...rest.map((r) => r.start))) / 1000 : 0;
  const steadyCaptures = rest.reduce((n, r) => n + r.outcomes.length, 0);
  return {
    captures: outcomes.length,
    failed: failed.length,
    failedTitles: failed.map((o) => o.title),
    seconds,
    overall: seconds > 0 ? outcomes.length / seconds : 0,
    steady: span > 0 ? steadyCaptures / span : 0,
  };
}
