import { describe, expect, it } from 'vitest';
import { farmRate } from './farmRate.mjs';

const at = (ms: number) => new Date(Date.UTC(2026, 0, 1) + ms).toISOString();
const result = (startMs: number, duration: number, workerIndex: number, status = 'passed') => ({ startTime: at(startMs), duration, workerIndex, status });

describe('farmRate', () => {
  it('gives the overall rate and the steady rate after each worker started', () => {
    const report = {
      stats: { duration: 4000 },
      suites: [
        {
          specs: [
            { tests: [{ results: [result(0, 1000, 0), result(0, 1000, 1)] }] },
            { tests: [{ results: [result(1000, 500, 0), result(1000, 500, 1, 'failed')] }] },
          ],
          suites: [{ specs: [{ tests: [{ results: [result(1500, 500, 0), result(1500, 500, 1)] }] }] }],
        },
      ],
    };
    expect(farmRate(report)).toEqual({ captures: 6, failed: 1, failedTitles: [undefined], seconds: 4, overall: 1.5, steady: 4 });
  });
});
