/**
 * A progress line while the farm runs, and at the end how many snapshots it compared
 * per second. Counts captures, not tests: a test takes several (captureGroups.mjs).
 */
import type { FullConfig, FullResult, Reporter, Suite, TestCase, TestResult, TestStep } from '@playwright/test/reporter';
import { declaredCaptures, testOutcomes } from './captureGroups.mjs';

export default class ProgressReporter implements Reporter {
  private total = 0;
  /** Captures of finished tests. */
  private done = 0;
  /** Captures whose step ended in tests still running (for the progress line only). */
  private stepping = 0;
  private failed = 0;
  private started = 0;
  private lastPrint = 0;
  private lastLine = '';
  /** Captures compared a second time, two frames later (stories.spec.ts), and how that went. */
  private readonly recaptured: string[] = [];
  private readonly tty = process.stdout.isTTY;
  private readonly steppedIn = new Map<TestCase, number>();

  onBegin(_config: FullConfig, suite: Suite) {
    this.total = suite.allTests().reduce((n, test) => n + Math.max(1, declaredCaptures(test.annotations).length), 0);
    this.started = Date.now();
    console.log(`Visual farm: ${this.total} captures`);
  }

  onStepEnd(test: TestCase, _result: TestResult, step: TestStep) {
    if (step.category !== 'test.step' || step.parent) return;
    this.steppedIn.set(test, (this.steppedIn.get(test) ?? 0) + 1);
    this.stepping += 1;
    this.progress();
  }

  onTestEnd(test: TestCase, result: TestResult) {
    this.stepping -= this.steppedIn.get(test) ?? 0;
    this.steppedIn.delete(test);
    const outcomes = testOutcomes(test.title, test.annotations, result);
    const recaptured = new Set(result.annotations.filter((a) => a.type === 'recaptured').map((a) => a.description));
    for (const outcome of outcomes) {
      this.done += 1;
      if (recaptured.has(outcome.title)) this.recaptured.push(`${outcome.title} (${outcome.ok ? 'passed' : 'failed'})`);
      if (outcome.ok) continue;
      this.failed += 1;
      this.write(`${this.tty ? '\n' : ''}  ✗ ${outcome.title}: ${outcome.error}\n`);
    }
    this.progress();
  }

  onEnd(result: FullResult) {
    const seconds = (Date.now() - this.started) / 1000;
    if (this.tty) this.write('\n');
    console.log(
      `Visual farm: ${this.done} snapshots compared in ${seconds.toFixed(1)} s (${this.rate().toFixed(1)} snapshots/s), ` +
        `${this.failed} failed, status ${result.status}`,
    );
    if (this.recaptured.length > 0) {
      console.log(`Captured twice (the first outside the threshold): ${this.recaptured.length}`);
      for (const title of this.recaptured) console.log(`  ${title}`);
    }
  }

  printsToStdio() {
    return true;
  }

  private progress() {
    const now = Date.now();
    const done = this.done + this.stepping;
    const line = `  ${done}/${this.total} compared, ${this.failed} failed`;
    if (line !== this.lastLine && (done === this.total || now - this.lastPrint > 2000 || this.tty)) {
      this.lastPrint = now;
      this.lastLine = line;
      this.write(this.tty ? `\r${line}, ${this.rate().toFixed(1)}/s` : `${line}, ${this.rate().toFixed(1)}/s\n`);
    }
  }

  private rate() {
    const seconds = (Date.now() - this.started) / 1000;
    return seconds > 0 ? (this.done + this.stepping) / seconds : 0;
  }

  private write(text: string) {
    process.stdout.write(text);
  }
}
