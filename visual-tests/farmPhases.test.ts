import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { clearPhases, formatPhases, readPhases, summarizePhases, writePhases } from './farmPhases.mjs';

const at = (ms: number) => new Date(Date.UTC(2026, 0, 1) + ms).toISOString();
const result = (title: string, startMs: number, duration: number, workerIndex: number, status = 'passed') => ({
  title,
  tests: [{ results: [{ startTime: at(startMs), duration, workerIndex, status }] }],
});
const phases = (title: string, render: number, settle: number, evaluate: number, capture: number, compare: number) => ({
  title,
  render,
  settle,
  evaluate,
  capture,
  compare,
  bytes: 2048,
});

describe('summarizePhases', () => {
  it('gives the mean of each phase over passed captures, Playwright’s share of each test and the gaps between tests', () => {
    const report = {
      stats: { duration: 1000 },
      suites: [
        {
          specs: [result('a', 0, 100, 0), result('b', 110, 200, 0), result('c', 0, 150, 1), result('d', 170, 50, 1, 'failed')],
        },
      ],
    };
    const summary = summarizePhases(report, [
      phases('a', 40, 20, 70, 20, 2),
      { ...phases('b', 100, 40, 150, 30, 4), recaptured: 'matched' as const },
      phases('c', 60, 30, 100, 30, 0),
      { ...phases('d', 1, 1, 1, 1, 1), recaptured: 'differed' as const },
    ]);
    expect(summary).toEqual({
      captures: 3,
      render: (40 + 100 + 60) / 3,
      settle: 30,
      roundTrip: (10 + 10 + 10) / 3,
      capture: (20 + 30 + 30) / 3,
      compare: 2,
      playwright: (8 + 16 + 20) / 3,
      between: (10 + 20) / 2,
      kilobytes: 2,
      recaptured: ['b'],
    });
    expect(formatPhases(summary)).toContain('render 66.7 ms');
  });
});

describe('writePhases and readPhases', () => {
  it('keeps every worker’s records of the last run until cleared', () => {
    const dir = mkdtempSync(join(tmpdir(), 'phases-'));
    try {
      writePhases(dir, 0, [phases('a', 1, 2, 3, 4, 5)]);
      writePhases(dir, 1, [phases('b', 1, 2, 3, 4, 5)]);
      expect(
        readPhases(dir)
          .map((p: { title: string }) => p.title)
          .sort(),
      ).toEqual(['a', 'b']);
      clearPhases(dir);
      expect(readPhases(dir)).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
