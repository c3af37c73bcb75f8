import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { carouselControls, groupCount, responsiveSlidesPerRow, slidesInGroup } from './carousel.math';

describe('carousel groups', () => {
  it('counts groups, rounding up', () => {
    expect([groupCount(7, 3), groupCount(6, 3), groupCount(0, 3), groupCount(1, 3)]).toEqual([3, 2, 0, 1]);
  });

  it('shows fewer slides in narrow containers', () => {
    expect([
      responsiveSlidesPerRow(5, 400),
      responsiveSlidesPerRow(1, 400),
      responsiveSlidesPerRow(5, 600),
      responsiveSlidesPerRow(2, 600),
      responsiveSlidesPerRow(5, 724),
    ]).toEqual([2, 1, 3, 2, 5]);
  });

  it('hides controls when all fit and disables them at the ends', () => {
    expect(carouselControls(0, 1)).toEqual({ hidden: true, previousDisabled: true, nextDisabled: true });
    expect(carouselControls(0, 3)).toEqual({ hidden: false, previousDisabled: true, nextDisabled: false });
    expect(carouselControls(1, 3)).toEqual({ hidden: false, previousDisabled: false, nextDisabled: false });
    expect(carouselControls(2, 3)).toEqual({ hidden: false, previousDisabled: false, nextDisabled: true });
  });

  it('puts every slide in exactly one group (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 200 }), fc.integer({ min: 1, max: 10 }), (count, perRow) => {
        const groups = groupCount(count, perRow);
        const seen = Array.from({ length: groups }, (_, g) => slidesInGroup(g, perRow, count)).flat();
        expect(seen).toEqual(Array.from({ length: count }, (_, i) => i));
      }),
    );
  });
});
