import { describe, expect, it } from 'vitest';
import { px, tokens } from './tokens';

describe('design tokens', () => {
  it('keeps font sizes within 9.75-28 px, weights 400/500/600 and radii 0/4/8', () => {
    const sizes = Object.values(tokens.fontSizes);
    expect(Math.min(...sizes)).toBe(9.75);
    expect(Math.max(...sizes)).toBe(28);
    expect([...sizes].sort((a, b) => a - b)).toEqual(sizes);
    expect(Object.values(tokens.fontWeights)).toEqual([400, 500, 600]);
    expect(Object.values(tokens.radii)).toEqual([0, 4, 8]);
  });

  it('keeps transition times within 0-600 ms and the motion defaults', () => {
    const times = Object.values(tokens.transitionTimes);
    expect(Math.min(...times)).toBe(0);
    expect(Math.max(...times)).toBe(600);
    expect(tokens.motion).toEqual({
      defaultDurationS: 0.3,
      defaultEasing: 'linear',
      tweenDurationMs: 300,
      scaleHideTarget: 0.94,
      animationStartDelayMs: 250,
      animationWatchMs: 2000,
      placementDebounceMs: 10,
    });
  });

  it('has the breakpoints, device heights and media queries', () => {
    expect(tokens.breakpoints).toEqual({ mobileMax: 432, desktopMin: 433, desktopMedium: 800, desktopLarge: 1024, mobileBarMax: 1024 });
    expect(Object.values(tokens.deviceHeights)).toEqual([926, 1024, 1366]);
    expect(tokens.mediaQueries.mobile).toBe('(max-width: 432px)');
    expect(tokens.mediaQueries.desktop).toBe('(min-width: 433px)');
  });

  it('has the dialog, observer and image constants', () => {
    expect(tokens.zIndices.dialog).toBe(30000);
    expect(tokens.observer).toEqual({ thresholds: [0, 0.1, 0.25, 0.5, 1], defaultRatio: 0.5 });
    expect(tokens.images).toEqual({ widths: [2500, 1500, 1000, 750, 500, 300, 100], lazyMarginPx: 200 });
    expect(tokens.tooltip).toEqual({ showDelayMs: 1200, widthPx: 250, mouseOffsetPx: 15, screenEdgeMarginPx: 20 });
    expect(tokens.dialog).toMatchObject({ widthPx: 350, paddingPx: 20, fadeS: 0.3 });
  });

  it('has the space scale, line heights, focus ring and target size', () => {
    const steps = Object.values(tokens.space);
    expect([...steps].sort((a, b) => a - b)).toEqual(steps);
    expect(tokens.space).toMatchObject({ none: 0, xxs: 4, sm: 8, md: 12, lg: 16, xxl: 24 });
    expect(px(tokens.space.sm, tokens.space.md)).toBe('8px 12px');
    expect(px(0, tokens.space.lg)).toBe('0 16px');
    expect(Object.values(tokens.lineHeights)).toEqual([1, 1.2, 1.3, 1.4, 1.5, 1.6]);
    expect(tokens.focusRing).toMatchObject({ widthPx: 3, offsetPx: 2, insetOffsetPx: -3 });
    expect(tokens.focusRing.colors.focus).toBe('var(--color-focus)');
    expect(tokens.targetSize).toEqual({ minPx: 44, compactPx: 36, wcagMinimumPx: 24 });
  });
});
