import { describe, expect, it } from 'vitest';
import { inViewThresholds, isInView } from './inView.rules';

describe('in view', () => {
  it('watches the spec thresholds plus the wanted ratio', () => {
    expect(inViewThresholds()).toEqual([0, 0.1, 0.25, 0.5, 1]);
    expect(inViewThresholds(0.75)).toEqual([0, 0.1, 0.25, 0.5, 0.75, 1]);
    expect(() => inViewThresholds(2)).toThrow('An in-view ratio is between 0 and 1, not 2');
  });

  it('counts half visible as in view by default', () => {
    expect(isInView({ isIntersecting: true, intersectionRatio: 0.5 })).toBe(true);
    expect(isInView({ isIntersecting: true, intersectionRatio: 0.49 })).toBe(false);
    expect(isInView({ isIntersecting: false, intersectionRatio: 0.8 })).toBe(false);
    expect(isInView({ isIntersecting: true, intersectionRatio: 0 }, 0)).toBe(true);
  });
});
