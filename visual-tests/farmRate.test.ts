import { describe, expect, it } from 'vitest';
import { farmRate } from './farmRate.mjs';

const at = (ms: number) => new Date(Date.UTC(2026, 0, 1) + ms).toISOString();
const declare = (...titles: string[]) => titles.map((description) => ({ type: 'capture', description }));
/** A test of `titles`, each a step; `failing` fails its step. */
const group = (titles: string[], startMs: number, duration: number, workerIndex: number, failing?: string) => ({
  title: titles.join(' + '),
  tests: [
    {
      annotations: declare(...titles),
      results: [
        {
          startTime: at(startMs),
          duration,
          workerIndex,
          status: failing ? 'failed' : 'passed',
          steps: titles.map((title) => ({
            title,
            duration: duration / titles.length,
            ...(title === failing ? { error: { message: `Error: ${title}\n\n3 pixels are different.` } } : {}),
          })),
        },
      ],
    },
  ],
});

describe('farmRate', () => {
  it('counts captures, not tests: overall, and steady after each worker’s first test', () => {
    const report = {
      stats: { duration: 4000 },
      suites: [
        {
          specs: [group(['a', 'b'], 0, 1000, 0), group(['c'], 0, 1000, 1), group(['d', 'e', 'f'], 1000, 1000, 0, 'e')],
          suites: [{ specs: [group(['g', 'h', 'i'], 1000, 1000, 1), group(['j'], 2000, 1000, 1)] }],
        },
      ],
    };
    expect(farmRate(report)).toEqual({ captures: 10, failed: 1, failedTitles: ['e'], seconds: 4, overall: 2.5, steady: 3.5 });
  });
});
