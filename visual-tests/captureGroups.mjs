/**
 * Several captures per Playwright test, each still counted and named on its own. Pure.
 *
 * A test takes a run of captures in one mode (the list is mode-major). It declares them
 * as annotations of type `capture` (titled `Title › Story [mode]`, as a test per capture
 * was) and takes each in a step of that title whose checks are soft assertions, so a
 * capture that fails fails its step and the test goes on to the next one. The progress
 * reporter, the JUnit report, `npm test`'s counts and the benchmark read the captures of
 * a test from its declaration and its steps (`captureOutcomes`).
 */

/** The annotation type a test declares each of its captures with. */
export const CAPTURE_ANNOTATION = 'capture';

/**
 * A capture's name in every report.
 * @param {{ title: string, name: string, modeName: string }} capture
 */
export function captureTitle(capture) {
  return `${capture.title} › ${capture.name} [${capture.modeName}]`;
}

/**
 * Consecutive captures in runs of at most `size`, a run never spanning two modes.
 * @template {{ modeName: string }} C
 * @param {C[]} captures
 * @param {number} size
 * @returns {C[][]}
 */
export function groupCaptures(captures, size) {
  if (!(size >= 1)) throw new Error(`A group holds at least one capture, not ${size}`);
  /** @type {C[][]} */
  const groups = [];
  /** @type {C[]} */
  let current = [];
  for (const capture of captures) {
    if (current.length === size || (current.length > 0 && current[0]?.modeName !== capture.modeName)) {
      groups.push(current);
      current = [];
    }
    current.push(capture);
  }
  if (current.length > 0) groups.push(current);
  return groups;
}

/**
 * A group's test title: a single capture keeps its own (so `--grep` picks it as before),
 * a run names its mode, size and first and last story.
 * @param {{ title: string, name: string, modeName: string }[]} group
 */
export function groupTitle(group) {
  const [first, last] = [group[0], group[group.length - 1]];
  if (!first || !last) throw new Error('A group holds at least one capture');
  if (group.length === 1) return captureTitle(first);
  return `${group.length} captures [${first.modeName}]: ${first.title} › ${first.name} … ${last.title} › ${last.name}`;
}

/**
 * Whether Playwright was asked to pick tests by title (`--grep`, `-g`, `--grep-invert`,
 * `-G`, in any of their spellings): the farm then makes a test per capture, titled by it.
 * @param {string[]} argv
 */
export function picksByTitle(argv) {
  return argv.some((arg) => /^(--grep(-invert)?|-[gG])($|=)/.test(arg) || /^-[gG]./.test(arg));
}

/**
 * @typedef {{ type: string, description?: string }} Annotation
 * @typedef {{ title: string, error?: { message?: string } | null, category?: string }} Step
 * @typedef {{ status: string, error?: { message?: string } | null, steps?: Step[] }} Run
 * @typedef {{ title: string, ok: boolean, error?: string }} CaptureOutcome
 */

/** The captures a test declares (none for a test that is not the farm's). @param {Annotation[] | undefined} annotations */
export function declaredCaptures(annotations) {
  return (annotations ?? []).filter((a) => a.type === CAPTURE_ANNOTATION).map((a) => String(a.description));
}

const firstLine = (error) => String(error?.message ?? '').split('\n')[0];

/**
 * What a failed capture's error says, on one line: its message without colours, without
 * the capture's own title (the soft assertions' label) and without the matcher's call,
 * the first two lines of what remains.
 * @param {{ message?: string } | null | undefined} error
 * @param {string} title
 */
export function errorSummary(error, title) {
  const lines = String(error?.message ?? '')
    .replace(/\u001b\[[0-9;]*m/g, '')
    .split('\n')
    .map((line) => line.trim().replace(/^Error: /, ''))
    .map((line) => (line.startsWith(title) ? line.slice(title.length).replace(/^: /, '') : line))
    .filter((line) => line && !/^expect\(/.test(line) && !/^Error name:/.test(line));
  return lines.slice(0, 2).join(' — ') || 'failed';
}

/**
 * Each declared capture of one run of a test, passed or failed. A capture passed when its
 * step ended without an error; one with no step (the run stopped before it) failed with
 * the run's error, and so did the step that was running when the run timed out or was
 * interrupted (Playwright leaves that step without an error). A run that failed with every
 * capture passed (a fixture's teardown, say) adds a failure titled by the test.
 * A skipped run counts nothing, as Playwright's own counts do.
 * @param {string} testTitle
 * @param {string[]} captures what the test declared
 * @param {Run} run steps as the JSON report lists them (top-level `test.step`s only)
 * @returns {CaptureOutcome[]}
 */
export function captureOutcomes(testTitle, captures, run) {
  if (run.status === 'skipped') return [];
  const runError = firstLine(run.error) || run.status;
  const steps = new Map((run.steps ?? []).filter((s) => !s.category || s.category === 'test.step').map((s) => [s.title, s]));
  const stopped = run.status === 'timedOut' || run.status === 'interrupted';
  const started = captures.filter((title) => steps.has(title));
  const running = stopped ? started[started.length - 1] : undefined;
  /** @type {CaptureOutcome[]} */
  const outcomes = captures.map((title) => {
    const step = steps.get(title);
    if (!step) return { title, ok: false, error: `not captured: ${runError}` };
    if (step.error) return { title, ok: false, error: errorSummary(step.error, title) };
    if (title === running) return { title, ok: false, error: runError };
    return { title, ok: true };
  });
  if (run.status !== 'passed' && outcomes.every((o) => o.ok)) outcomes.push({ title: testTitle, ok: false, error: runError });
  return outcomes;
}

/**
 * The captures of one run of any test: its declared captures (captureOutcomes), or the
 * test itself as one when it declares none.
 * @param {string} testTitle
 * @param {Annotation[] | undefined} annotations the test's (declared) annotations
 * @param {Run} run
 * @returns {CaptureOutcome[]}
 */
export function testOutcomes(testTitle, annotations, run) {
  const declared = declaredCaptures(annotations);
  if (declared.length > 0) return captureOutcomes(testTitle, declared, run);
  if (run.status === 'skipped') return [];
  return [run.status === 'passed' ? { title: testTitle, ok: true } : { title: testTitle, ok: false, error: firstLine(run.error) || run.status }];
}

/**
 * Every test result of a Playwright JSON report, with its spec's title and what the test
 * declared (its annotations).
 * @param {any} report
 */
export function testResults(report) {
  const out = [];
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) for (const r of test.results ?? []) out.push({ ...r, title: spec.title, declared: test.annotations ?? [] });
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report?.suites ?? []) walk(suite);
  return out;
}

/**
 * Every capture of a Playwright JSON report with its outcome, or null when no test in it
 * declares captures (a report of another suite). The farm runs without retries; a retried
 * test would count its captures once per run.
 * @param {any} report
 * @returns {CaptureOutcome[] | null}
 */
export function reportCaptures(report) {
  /** @type {CaptureOutcome[]} */
  const outcomes = [];
  let farm = false;
  for (const r of testResults(report)) {
    const declared = declaredCaptures(r.declared);
    if (declared.length === 0) continue;
    farm = true;
    outcomes.push(...captureOutcomes(r.title, declared, r));
  }
  return farm ? outcomes : null;
}
