import { describe, expect, it } from 'vitest';
import { captureOutcomes, captureTitle, errorSummary, groupCaptures, groupTitle, picksByTitle, reportCaptures, testOutcomes } from './captureGroups.mjs';

const capture = (name: string, modeName: string) => ({ title: 'Blocks/Audio', name, modeName });

describe('groupCaptures', () => {
  it('cuts the mode-major list into runs of at most the size, never across a mode', () => {
    const list = [capture('a', 'desktop'), capture('b', 'desktop'), capture('c', 'desktop'), capture('a', 'dark'), capture('b', 'dark')];
    expect(groupCaptures(list, 2).map((g) => g.map((c) => `${c.name}:${c.modeName}`))).toEqual([
      ['a:desktop', 'b:desktop'],
      ['c:desktop'],
      ['a:dark', 'b:dark'],
    ]);
    expect(groupCaptures(list, 1)).toHaveLength(5);
    expect(groupCaptures([], 16)).toEqual([]);
    expect(() => groupCaptures(list, 0)).toThrow();
  });

  it('titles a single capture as itself and a run by its mode, size and ends', () => {
    expect(captureTitle(capture('Playing', 'desktop'))).toBe('Blocks/Audio › Playing [desktop]');
    expect(groupTitle([capture('Playing', 'desktop')])).toBe('Blocks/Audio › Playing [desktop]');
    expect(groupTitle([capture('Idle', 'dark'), capture('Muted', 'dark'), capture('Playing', 'dark')])).toBe(
      '3 captures [dark]: Blocks/Audio › Idle … Blocks/Audio › Playing',
    );
  });
});

describe('picksByTitle', () => {
  it('sees --grep and --grep-invert in every spelling', () => {
    for (const args of [['--grep', 'x'], ['--grep=x'], ['-g', 'x'], ['-gx'], ['--grep-invert', 'x'], ['-G', 'x']])
      expect(picksByTitle(['node', 'playwright', 'test', ...args])).toBe(true);
    expect(picksByTitle(['node', 'playwright', 'test', '-c', 'visual-tests/playwright.config.ts', '--shard=1/2', '--update-snapshots=changed'])).toBe(false);
  });
});

describe('captureOutcomes', () => {
  const titles = ['A', 'B', 'C'];

  it('passes a capture whose step ended without an error and names the failed ones with their message', () => {
    const run = {
      status: 'failed',
      steps: [
        { title: 'A' },
        {
          title: 'B',
          error: {
            message: 'Error: B\n\n\u001b[2mexpect(\u001b[22mBuffer).toMatchSnapshot(expected) failed\n\n  12 pixels are different.\n\n  Snapshot: b.png',
          },
        },
        { title: 'C' },
      ],
    };
    expect(captureOutcomes('group', titles, run)).toEqual([
      { title: 'A', ok: true },
      { title: 'B', ok: false, error: '12 pixels are different. — Snapshot: b.png' },
      { title: 'C', ok: true },
    ]);
  });

  it('fails the capture running when the test timed out, and those it never reached', () => {
    const run = { status: 'timedOut', error: { message: 'Test timeout of 48000ms exceeded.' }, steps: [{ title: 'A' }, { title: 'B' }] };
    expect(captureOutcomes('group', titles, run)).toEqual([
      { title: 'A', ok: true },
      { title: 'B', ok: false, error: 'Test timeout of 48000ms exceeded.' },
      { title: 'C', ok: false, error: 'not captured: Test timeout of 48000ms exceeded.' },
    ]);
  });

  it('adds the test as a failure when it failed with every capture passed, and counts nothing of a skipped test', () => {
    const steps = titles.map((title) => ({ title }));
    expect(captureOutcomes('group', titles, { status: 'failed', error: { message: 'worker teardown' }, steps }).filter((o) => !o.ok)).toEqual([
      { title: 'group', ok: false, error: 'worker teardown' },
    ]);
    expect(captureOutcomes('group', titles, { status: 'skipped' })).toEqual([]);
  });

  it('leaves out steps that are not the test’s own (hooks, fixtures) when the reporter API lists them', () => {
    const run = {
      status: 'passed',
      steps: [{ title: 'Before Hooks', category: 'hook', error: { message: 'x' } }, ...titles.map((title) => ({ title, category: 'test.step' }))],
    };
    expect(captureOutcomes('group', titles, run).every((o) => o.ok)).toBe(true);
  });
});

describe('testOutcomes and reportCaptures', () => {
  it('counts a test that declares no capture as one', () => {
    expect(testOutcomes('t', [], { status: 'passed' })).toEqual([{ title: 't', ok: true }]);
    expect(testOutcomes('t', [{ type: 'issue', description: 'x' }], { status: 'failed', error: { message: 'boom\nstack' } })).toEqual([
      { title: 't', ok: false, error: 'boom' },
    ]);
  });

  it('reads the captures of a JSON report, or null for another suite’s', () => {
    const report = {
      suites: [
        {
          specs: [{ title: 'g', tests: [{ annotations: [{ type: 'capture', description: 'A' }], results: [{ status: 'passed', steps: [{ title: 'A' }] }] }] }],
        },
      ],
    };
    expect(reportCaptures(report)).toEqual([{ title: 'A', ok: true }]);
    expect(reportCaptures({ suites: [{ specs: [{ title: 'e2e', tests: [{ annotations: [], results: [{ status: 'passed' }] }] }] }] })).toBeNull();
  });
});

describe('errorSummary', () => {
  it('keeps what the error says beyond the capture’s title and the matcher', () => {
    expect(
      errorSummary({ message: 'Error: T [desktop]: requests outside the served Storybook\n\nexpect(received).toEqual(expected)\n\n- []' }, 'T [desktop]'),
    ).toBe('requests outside the served Storybook — - []');
    expect(errorSummary(undefined, 'T')).toBe('failed');
  });
});
