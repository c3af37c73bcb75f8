import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkedStarIndex, shownStars, starLabel } from './starRating.rules';

describe('star rating rules', () => {
  it('labels each star by its value', () => {
    expect([1, 2, 4, 5].map(starLabel)).toEqual(['1 star', '2 stars', '4 stars', '5 stars']);
  });

  it('maps a rating to its radio and back; nothing chosen or out of range is no radio', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10 }).chain((count) => fc.tuple(fc.constant(count), fc.integer({ min: 1, max: count }))),
        ([count, value]) => checkedStarIndex(value, count)! + 1 === value,
      ),
    );
    expect(checkedStarIndex(0, 5)).toBeNull();
    expect(checkedStarIndex(6, 5)).toBeNull();
    expect(checkedStarIndex(2.5, 5)).toBeNull();
  });

  it('previews the hovered star, else shows the value', () => {
    expect(shownStars(2, null)).toBe(2);
    expect(shownStars(2, 5)).toBe(5);
    expect(shownStars(0, 1)).toBe(1);
  });
});
