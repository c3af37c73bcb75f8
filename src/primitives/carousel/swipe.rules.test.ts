import { describe, expect, it } from 'vitest';
import { dragRelease, swipeDurationS, touchSwipe } from './swipe.rules';

describe('swipe', () => {
  it('advances past half the width or above velocity 1, else snaps back', () => {
    expect(dragRelease({ dragPx: -201, widthPx: 400, velocity: 0 })).toBe(1);
    expect(dragRelease({ dragPx: 201, widthPx: 400, velocity: 0 })).toBe(-1);
    expect(dragRelease({ dragPx: -200, widthPx: 400, velocity: 0.5 })).toBe(0);
    expect(dragRelease({ dragPx: -30, widthPx: 400, velocity: -1.2 })).toBe(1);
    expect(dragRelease({ dragPx: 0, widthPx: 400, velocity: 0 })).toBe(0);
  });

  it('counts a touch as a swipe at 50 px within 250 ms', () => {
    expect(touchSwipe({ dx: -50, dt: 250 })).toBe(1);
    expect(touchSwipe({ dx: 60, dt: 100 })).toBe(-1);
    expect(touchSwipe({ dx: -49, dt: 100 })).toBe(0);
    expect(touchSwipe({ dx: -200, dt: 251 })).toBe(0);
  });

  it('clamps the settle duration, tighter under 767 px', () => {
    expect(swipeDurationS({ remainingPx: 1000, velocity: 0.1, viewportWidth: 1280 })).toBe(0.5);
    expect(swipeDurationS({ remainingPx: 10, velocity: 5, viewportWidth: 1280 })).toBe(0.3);
    expect(swipeDurationS({ remainingPx: 400, velocity: 1, viewportWidth: 1280 })).toBeCloseTo(0.4);
    expect(swipeDurationS({ remainingPx: 1000, velocity: 0.1, viewportWidth: 500 })).toBe(0.4);
    expect(swipeDurationS({ remainingPx: 10, velocity: 5, viewportWidth: 500 })).toBe(0.2);
  });
});
