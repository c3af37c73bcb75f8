import { describe, expect, it } from 'vitest';
import { fail, ok, type Result } from './result';

const half = (n: number): Result<number> => (n % 2 === 0 ? ok(n / 2) : fail(`${n} is odd`));

describe('Result', () => {
  it('carries the value read under value, and why not under error', () => {
    expect(half(4)).toEqual({ ok: true, value: 2 });
    expect(half(3)).toEqual({ ok: false, error: '3 is odd' });
  });

  it('narrows on ok', () => {
    const read = half(3);
    expect(read.ok ? read.value : read.error.length).toBe(8);
  });
});
