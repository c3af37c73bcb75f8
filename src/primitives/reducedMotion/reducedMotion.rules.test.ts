import { describe, expect, it } from 'vitest';
import { isReducedMotionOverride, resolveReducedMotion } from './reducedMotion.rules';

describe('reduced motion', () => {
  it('follows the system preference unless overridden', () => {
    expect(resolveReducedMotion(undefined, true)).toBe(true);
    expect(resolveReducedMotion(null, false)).toBe(false);
    expect(resolveReducedMotion('reduce', false)).toBe(true);
    expect(resolveReducedMotion('no-preference', true)).toBe(false);
  });

  it('recognises only the two overrides', () => {
    expect(['reduce', 'no-preference', 'system', '', null].map(isReducedMotionOverride)).toEqual([true, true, false, false, false]);
  });
});
