/**
 * Turning each suite's machine-readable report into passed / failed counts, and the
 * counts into the closing line. Pure.
 */

/** Vitest and Jest (the test-runner) JSON reports. */
export function countJest(report) {
  if (!report || typeof report.numPassedTests !== 'number') return null;
  return { passed: report.numPassedTests, failed: report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0) };
}

/** Playwright's JSON report; flaky tests count as failed (the farm must be deterministic). */
export function countPlaywright(report) {
  const stats = report?.stats;
  if (!stats || typeof stats.expected !== 'number') return null;
  const errors = Array.isArray(report.errors) ? report.errors.length : 0;
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

export function closingLine(suites) {
  const passed = suites.reduce((n, s) => n + s.passed, 0);
  const failed = suites.reduce((n, s) => n + s.failed, 0);
  return `${passed} passed, ${failed} failed`;
}
