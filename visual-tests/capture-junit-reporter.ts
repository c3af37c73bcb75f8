/**
 * The farm's JUnit report for CI: a case per capture, named `Title › Story [mode]`, where
 * Playwright's own JUnit reporter would write a case per test, that is per group of
 * captures (captureGroups.mjs).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { FullResult, Reporter, TestCase, TestError, TestResult } from '@playwright/test/reporter';
import { testOutcomes } from './captureGroups.mjs';
import { junitXml } from '../scripts/test-all/junit.mjs';

interface Case {
  name: string;
  ok: boolean;
  detail?: string;
}

export default class CaptureJUnitReporter implements Reporter {
  private readonly cases: Case[] = [];
  private started = Date.now();

  constructor(private readonly options: { outputFile: string }) {}

  onBegin() {
    this.started = Date.now();
  }

  onTestEnd(test: TestCase, result: TestResult) {
    for (const outcome of testOutcomes(test.title, test.annotations, result)) {
      this.cases.push({ name: outcome.title, ok: outcome.ok, ...(outcome.error ? { detail: outcome.error } : {}) });
    }
  }

  onError(error: TestError) {
    this.cases.push({ name: 'visual farm', ok: false, detail: (error.message ?? 'error').split('\n')[0] });
  }

  onEnd(_result: FullResult) {
    mkdirSync(dirname(this.options.outputFile), { recursive: true });
    writeFileSync(this.options.outputFile, junitXml('visual', this.cases, (Date.now() - this.started) / 1000));
  }

  printsToStdio() {
    return false;
  }
}
