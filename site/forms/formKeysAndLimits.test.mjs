import { describe, expect, it } from 'vitest';
import { createFormKeys } from './formKeys.mjs';
import { createRateLimit } from './rateLimit.mjs';

describe('form keys', () => {
  it('are good once, only when issued here, and only within their lifetime', () => {
    let t = 0;
    const keys = createFormKeys({ now: () => t, ttlMs: 1000 });
    const a = keys.issue();
    const b = keys.issue();
    expect(a).not.toBe(b);
    expect(keys.spend(a)).toBe(true);
    expect(keys.spend(a)).toBe(false);
    expect(keys.spend('invented')).toBe(false);
    expect(keys.spend(undefined)).toBe(false);
    t = 1001;
    expect(keys.spend(b)).toBe(false);
  });

  it('are dropped once expired, and at most maxKeys are held, the oldest going first', () => {
    let t = 0;
    const keys = createFormKeys({ now: () => t, ttlMs: 1000, maxKeys: 100 });
    const first = keys.issue();
    for (let i = 0; i < 5_000; i += 1) keys.issue();
    expect(keys.size).toBe(100);
    expect(keys.spend(first)).toBe(false);
    t = 2000;
    const fresh = keys.issue();
    expect(keys.size).toBe(1);
    expect(keys.spend(fresh)).toBe(true);
  });
});

describe('rate limit', () => {
  it('allows max attempts per window per visitor, sliding', () => {
    let t = 0;
    const limit = createRateLimit({ now: () => t, max: 2, windowMs: 100 });
    expect([limit.take('v'), limit.take('v'), limit.take('v')]).toEqual([true, true, false]);
    expect(limit.take('w')).toBe(true);
    t = 99;
    expect(limit.take('v')).toBe(false);
    t = 100;
    expect(limit.take('v')).toBe(true);
  });
});
