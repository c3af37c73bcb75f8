/**
 * A progress line while the farm runs, and at the end how many snapshots it compared
 * per second.
 */
import type { FullConfig, FullResult, Reporter, Suite, TestCase, TestResult } from '@playwright/test/reporter';

export default class ProgressReporter implements Reporter {
  private total = 0;
  private done = 0;
  private failed = 0;
  private started = 0;
  private lastPrint = 0;
  /** Captures compared a second time, two frames later (stories.spec.ts), and how that went. */
  private readonly recaptured: string[] = [];
  private readonly tty = process.stdout.isTTY;

  onBegin(_config: FullConfig, suite: Suite) {
    this.total = suite.allTests().length;
    this.started = Date.now();
    console.log(`Visual farm: ${this.total} captures`);
  }

  onTestEnd(test: TestCase, result: TestResult) {
    this.done += 1;
    const annotations = (result as TestResult & { annotations?: TestCase['annotations'] }).annotations ?? test.annotations;
    if (annotations.some((a) => a.type === 'recaptured')) this.recaptured.push(`${test.title} (${result.status})`);
    if (result.status !== 'passed' && result.status !== 'skipped') {
      this.failed += 1;
      const reason = result.error?.message?.split('\n')[0] ?? result.status;
      this.write(`  ✗ ${test.title}: ${reason}\n`);
    }
    const now = Date.now();
    if (this.done === this.total || now - this.lastPrint > 2000 || this.tty) {
      this.lastPrint = now;
      const line = `  ${this.done}/${this.total} compared, ${this.failed} failed, ${this.rate().toFixed(1)}/s`;
      this.write(this.tty ? `\r${line}` : `${line}\n`);
    }
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

  private rate() {
    const seconds = (Date.now() - this.started) / 1000;
    return seconds > 0 ? this.done / seconds : 0;
  }

  private write(text: string) {
    process.stdout.write(text);
  }
}
