import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { shownStars, starAfterKey, starLabel, tabStopStar } from './starRating.rules';

describe('star rating rules', () => {
  it('labels each star by its value', () => {
    expect([1, 2, 4, 5].map(starLabel)).toEqual(['1 star', '2 stars', '4 stars', '5 stars']);
  });

  it('keeps one tab stop: the checked star, else the first', () => {
    expect(tabStopStar(0, 5)).toBe(1);
    expect(tabStopStar(4, 5)).toBe(4);
    expect(tabStopStar(9, 5)).toBe(1);
  });

  it('moves with the arrows and wraps at both ends; Space keeps the focused star', () => {
    expect(starAfterKey('ArrowRight', 3, 5)).toBe(4);
    expect(starAfterKey('ArrowDown', 5, 5)).toBe(1);
    expect(starAfterKey('ArrowLeft', 1, 5)).toBe(5);
    expect(starAfterKey('ArrowUp', 2, 5)).toBe(1);
    expect(starAfterKey(' ', 2, 5)).toBe(2);
    expect(starAfterKey('Enter', 2, 5)).toBeNull();
    expect(starAfterKey('Tab', 2, 5)).toBeNull();
  });

  it('next then previous comes back to the same star, always within 1…count', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 10 }).chain((count) => fc.tuple(fc.constant(count), fc.integer({ min: 1, max: count }))), ([count, star]) => {
        const next = starAfterKey('ArrowRight', star, count)!;
        return next >= 1 && next <= count && starAfterKey('ArrowLeft', next, count) === star;
      }),
    );
  });

  it('previews the hovered star, else shows the value', () => {
    expect(shownStars(2, null)).toBe(2);
    expect(shownStars(2, 5)).toBe(5);
    expect(shownStars(0, 1)).toBe(1);
  });
});
