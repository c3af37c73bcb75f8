import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { autoplayStatus, nextAutoplayIndex, type AutoplayInputs } from './autoplay.rules';

const base: AutoplayInputs = {
  enabled: true,
  slideCount: 4,
  pauseOnMouseover: true,
  pointerOver: false,
  focusInside: false,
  isMobile: false,
  videoShowing: false,
  noMotion: false,
  reducedMotion: false,
};

describe('autoplay', () => {
  it('runs when enabled and nothing stops it', () => {
    expect(autoplayStatus(base)).toBe('running');
  });

  it('is off when disabled, with nomotion, under reduced motion or with one slide', () => {
    for (const change of [{ enabled: false }, { noMotion: true }, { reducedMotion: true }, { slideCount: 1 }]) {
      expect(autoplayStatus({ ...base, ...change })).toBe('off');
    }
  });

  it('pauses under the pointer except on mobile, and stops while a video shows', () => {
    expect(autoplayStatus({ ...base, pointerOver: true })).toBe('paused');
    expect(autoplayStatus({ ...base, pointerOver: true, isMobile: true })).toBe('running');
    expect(autoplayStatus({ ...base, pointerOver: true, pauseOnMouseover: false })).toBe('running');
    expect(autoplayStatus({ ...base, videoShowing: true })).toBe('stopped-for-video');
    expect(autoplayStatus({ ...base, videoShowing: false })).toBe('running');
    expect(autoplayStatus({ ...base, focusInside: true, isMobile: true })).toBe('paused');
  });

  it('advances in order, or at random to a different slide (property)', () => {
    expect(nextAutoplayIndex(3, 4, false)).toBe(0);
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 60 }), fc.nat(), fc.double({ min: 0, max: 0.9999999 }), (count, i, r) => {
        const index = i % count;
        const next = nextAutoplayIndex(index, count, true, () => r);
        expect(next).not.toBe(index);
        expect(next >= 0 && next < count).toBe(true);
      }),
    );
  });
});
