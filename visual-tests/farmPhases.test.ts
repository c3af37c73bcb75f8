import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { clearPhases, formatPhases, readPhases, summarizePhases, writePhases } from './farmPhases.mjs';

const at = (ms: number) => new Date(Date.UTC(2026, 0, 1) + ms).toISOString();
/** A test of the captures `steps` (title and step duration); `failing` fails its step. */
const group = (steps: [string, number][], startMs: number, duration: number, workerIndex: number, failing?: string) => ({
  title: steps.map(([t]) => t).join(' + '),
  tests: [
    {
      annotations: steps.map(([description]) => ({ type: 'capture', description })),
      results: [
        {
          startTime: at(startMs),
          duration,
          workerIndex,
          status: failing ? 'failed' : 'passed',
          steps: steps.map(([title, d]) => ({ title, duration: d, ...(title === failing ? { error: { message: 'Error: differs' } } : {}) })),
        },
      ],
    },
  ],
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
  it('gives the mean of each phase over passed captures, Playwright’s share of each, the gaps between tests per capture and a worker’s start', () => {
    const report = {
      stats: { duration: 1000 },
      suites: [
        {
          specs: [
            // 10 ms of the test outside its two steps: 5 ms each
            group(
              [
                ['a', 95],
                ['b', 195],
              ],
              0,
              300,
              0,
            ),
            group([['c', 140]], 0, 150, 1),
            // 500 ms after worker 1's first test: its start (its fixtures are set up then)
            group([['f', 90]], 650, 100, 1),
            // 20 ms after f; its failed capture d is not summarized
            group(
              [
                ['d', 40],
                ['e', 56],
              ],
              770,
              100,
              1,
              'd',
            ),
          ],
        },
      ],
    };
    const summary = summarizePhases(report, [
      phases('a', 40, 20, 70, 20, 2),
      { ...phases('b', 100, 40, 150, 30, 4), recaptured: 'matched' as const },
      phases('c', 60, 30, 100, 30, 0),
      { ...phases('d', 1, 1, 1, 1, 1), recaptured: 'differed' as const },
      phases('e', 20, 10, 40, 10, 0),
      phases('f', 60, 10, 80, 10, 0),
    ]);
    expect(summary).toEqual({
      captures: 5,
      render: (40 + 100 + 60 + 20 + 60) / 5,
      settle: (20 + 40 + 30 + 10 + 10) / 5,
      roundTrip: (10 + 10 + 10 + 10 + 10) / 5,
      capture: (20 + 30 + 30 + 10 + 10) / 5,
      compare: (2 + 4 + 0 + 0 + 0) / 5,
      playwright: (8 + 16 + 20 + 8 + 10) / 5,
      between: 20 / 2,
      workerStart: 500,
      kilobytes: 2,
      recaptured: ['b'],
    });
    expect(formatPhases(summary)).toContain('render 56.0 ms');
    expect(formatPhases(summary)).toContain("a worker's start 0.5 s");
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
