/**
 * Throughput of one farm run, from Playwright's JSON report. Pure.
 *
 * overall: captures / the whole run (worker start-up included);
 * steady:  captures after each worker's first, over the time they span.
 */
/** Every test result of a Playwright JSON report, with its spec's title. */
export function testResults(report) {
  const out = [];
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) for (const test of spec.tests ?? []) for (const r of test.results ?? []) out.push({ ...r, title: spec.title });
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report.suites ?? []) walk(suite);
  return out;
}

export function farmRate(report) {
  const runs = testResults(report).map((r) => {
    const start = Date.parse(r.startTime);
    return { start, end: start + r.duration, worker: r.workerIndex, status: r.status, title: r.title };
  });
  const seconds = report.stats.duration / 1000;
  const firstOfWorker = new Map();
  for (const r of [...runs].sort((a, b) => a.start - b.start)) if (!firstOfWorker.has(r.worker)) firstOfWorker.set(r.worker, r);
  const rest = runs.filter((r) => firstOfWorker.get(r.worker) !== r);
  const span = rest.length > 0 ? (Math.max(...rest.map((r) => r.end)) - Math.min(...rest.map((r) => r.start))) / 1000 : 0;
  return {
    captures: runs.length,
    failed: runs.filter((r) => r.status !== 'passed').length,
    failedTitles: runs.filter((r) => r.status !== 'passed').map((r) => r.title),
    seconds,
    overall: seconds > 0 ? runs.length / seconds : 0,
    steady: span > 0 ? rest.length / span : 0,
  };
}
