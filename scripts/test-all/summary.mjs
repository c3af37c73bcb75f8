/**
 * Turning each suite's machine-readable report into passed / failed counts, and the
 * counts into the closing line. Pure.
 */
import { reportCaptures } from '../../visual-tests/captureGroups.mjs';

/** Vitest and Jest (the test-runner) JSON reports. */
export function countJest(report) {
  if (!report || typeof report.numPassedTests !== 'number') return null;
  return { passed: report.numPassedTests, failed: report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0) };
}

/**
 * Playwright's JSON report; flaky tests count as failed (the farm must be deterministic).
 * The visual farm's tests take several captures each and declare them: there each capture
 * counts (visual-tests/captureGroups.mjs).
 */
export function countPlaywright(report) {
  const stats = report?.stats;
  if (!stats || typeof stats.expected !== 'number') return null;
  const errors = Array.isArray(report.errors) ? report.errors.length : 0;
  const captures = reportCaptures(report);
  if (captures) {
    const passed = captures.filter((c) => c.ok).length;
    return { passed, failed: captures.length - passed + errors };
  }
  return { passed: stats.expected, failed: stats.unexpected + stats.flaky + errors };
}

/** A script's own report `{ passed, failed }`: the size check's, the package test's. */
export function countSize(report) {
  if (!report || typeof report.passed !== 'number') return null;
  return { passed: report.passed, failed: report.failed };
}

/**
 * One suite's counts: what its report says, plus one failure if it exited non-zero
 * without reporting a failure (a crash, a setup problem), or if it left no report.
 */
export function suiteCounts(counts, exitCode) {
  if (!counts) return { passed: 0, failed: 1 };
  if (exitCode !== 0 && counts.failed === 0) return { passed: counts.passed, failed: 1 };
  return counts;
}

/**
 * The titles of the failed tests in any of the reports above, so the end of a long log
 * says what failed: Playwright (nested suites, unexpected or flaky), Vitest / Jest, and
 * the scripts' `results` / `checks` lists; for the visual farm the failed captures.
 */
export function failedTitles(report) {
  if (!report || typeof report !== 'object') return [];
  if (Array.isArray(report.testResults)) {
    return report.testResults.flatMap((file) => (file.assertionResults ?? []).filter((a) => a.status === 'failed').map((a) => a.fullName ?? a.title));
  }
  const listed = report.results ?? report.checks;
  if (Array.isArray(listed)) return listed.filter((item) => item && item.ok === false).map((item) => String(item.name));
  const captures = reportCaptures(report);
  if (captures) return captures.filter((c) => !c.ok).map((c) => c.title);
  const titles = [];
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status === 'unexpected' || test.status === 'flaky') titles.push(spec.title);
      }
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report.suites ?? []) walk(suite);
  return titles;
}

export function closingLine(suites) {
  const passed = suites.reduce((n, s) => n + s.passed, 0);
  const failed = suites.reduce((n, s) => n + s.failed, 0);
  return `${passed} passed, ${failed} failed`;
}
