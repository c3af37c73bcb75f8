import { describe, expect, it } from 'vitest';
import { closingLine, countJest, countPlaywright, countSize, failedTitles, suiteCounts } from './summary.mjs';

describe('test summary', () => {
  it('reads Vitest / Jest, Playwright and size reports', () => {
    expect(countJest({ numPassedTests: 5, numFailedTests: 1, numRuntimeErrorTestSuites: 1 })).toEqual({ passed: 5, failed: 2 });
    expect(countPlaywright({ stats: { expected: 10, unexpected: 1, flaky: 2, skipped: 0 }, errors: [{}] })).toEqual({ passed: 10, failed: 4 });
    expect(countSize({ passed: 3, failed: 0 })).toEqual({ passed: 3, failed: 0 });
    expect(countJest(undefined)).toBeNull();
    expect(countPlaywright({})).toBeNull();
  });

  it('counts a suite that crashed or left no report as a failure', () => {
    expect(suiteCounts(null, 0)).toEqual({ passed: 0, failed: 1 });
    expect(suiteCounts({ passed: 4, failed: 0 }, 2)).toEqual({ passed: 4, failed: 1 });
    expect(suiteCounts({ passed: 4, failed: 2 }, 1)).toEqual({ passed: 4, failed: 2 });
    expect(suiteCounts({ passed: 4, failed: 0 }, 0)).toEqual({ passed: 4, failed: 0 });
  });

  it('sums every suite into one line', () => {
    expect(
      closingLine([
        { passed: 3, failed: 0 },
        { passed: 2, failed: 1 },
      ]),
    ).toBe('5 passed, 1 failed');
    expect(closingLine([])).toBe('0 passed, 0 failed');
  });

  it('names the failed tests of Playwright, Vitest and the scripts’ reports', () => {
    const playwright = {
      suites: [
        {
          specs: [{ title: 'a', tests: [{ status: 'expected' }] }],
          suites: [
            {
              specs: [
                { title: 'b', tests: [{ status: 'unexpected' }] },
                { title: 'c', tests: [{ status: 'flaky' }] },
              ],
            },
          ],
        },
      ],
    };
    expect(failedTitles(playwright)).toEqual(['b', 'c']);
    const vitest = {
      testResults: [
        {
          assertionResults: [
            { status: 'passed', fullName: 'x' },
            { status: 'failed', fullName: 'y z' },
          ],
        },
      ],
    };
    expect(failedTitles(vitest)).toEqual(['y z']);
    expect(
      failedTitles({
        results: [
          { name: 'gallery', ok: true },
          { name: 'form', ok: false },
        ],
      }),
    ).toEqual(['form']);
    expect(failedTitles(null)).toEqual([]);
  });

  it('counts and names the visual farm’s captures, several to a test', () => {
    const declare = (...titles: string[]) => titles.map((description) => ({ type: 'capture', description }));
    const farm = {
      stats: { expected: 1, unexpected: 1, flaky: 0, skipped: 0 },
      errors: [],
      suites: [
        {
          specs: [
            {
              title: 'g1',
              tests: [
                {
                  annotations: declare('A [desktop]', 'B [desktop]'),
                  results: [{ status: 'passed', steps: [{ title: 'A [desktop]' }, { title: 'B [desktop]' }] }],
                },
              ],
            },
            {
              title: 'g2',
              tests: [
                {
                  annotations: declare('C [dark]', 'D [dark]', 'E [dark]'),
                  results: [
                    {
                      status: 'failed',
                      steps: [
                        { title: 'C [dark]' },
                        { title: 'D [dark]', error: { message: 'Error: D [dark]\n\n12 pixels are different.' } },
                        { title: 'E [dark]' },
                      ],
                    },
                  ],
                },
              ],
            },
          ],
        },
      ],
    };
    expect(countPlaywright(farm)).toEqual({ passed: 4, failed: 1 });
    expect(failedTitles(farm)).toEqual(['D [dark]']);
  });
});
