import { describe, expect, it } from 'vitest';
import { formatBytes, judge, readBudgets } from './budgets.mjs';

describe('size budgets', () => {
  it('reads a valid budget file', () => {
    const file = { shared: ['react'], entries: [{ name: 'a', entry: 'src/a.ts', gzipLimit: 100 }] };
    expect(readBudgets(file)).toEqual(file);
  });

  it('lists every problem of an invalid file', () => {
    expect(() =>
      readBudgets({
        entries: [
          { name: 'a', entry: '', gzipLimit: 0 },
          { name: 'a', entry: 'x', gzipLimit: 1 },
          { name: 'b', entry: 'x', gzipLimit: 1, build: 'app' },
        ],
      }),
    ).toThrow(
      'Invalid size budgets: entry 0: an entry path is required; entry 0: gzipLimit must be a positive whole number of bytes; entry 1: duplicate name a; entry 2: build must be library or runtime',
    );
    const runtime = { shared: [], entries: [{ name: 'r', entry: 'src/main.ts', gzipLimit: 100, build: 'runtime' }] };
    expect(readBudgets(runtime)).toEqual(runtime);
    expect(() => readBudgets({})).toThrow('no entries');
  });

  it('passes an entry at or under its limit and fails one over it or not measured', () => {
    const budgets = [
      { name: 'at', entry: 'a', gzipLimit: 100 },
      { name: 'over', entry: 'b', gzipLimit: 100 },
      { name: 'missing', entry: 'c', gzipLimit: 100 },
    ];
    expect(judge(budgets, { at: 100, over: 101 }).map((r) => [r.name, r.ok, r.headroom])).toEqual([
      ['at', true, 0],
      ['over', false, -1],
      ['missing', false, null],
    ]);
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(2048)).toBe('2.00 KiB');
  });
});
