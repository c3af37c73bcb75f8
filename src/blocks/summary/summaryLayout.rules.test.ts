import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { MAX_PLACEHOLDERS } from '../../primitives/widget/widgetRendering.rules';
import { carouselView, isNarrowList, placeholderCount, slideLabel, summaryColumns, summaryDateText } from './summaryLayout.rules';

const NOW = Date.parse('2026-01-15T10:00:00Z');

describe('columns', () => {
  it('keeps the setting when wide or not measured, shows fewer when narrow, and the list has one', () => {
    expect(summaryColumns('grid', 4, 1000)).toBe(4);
    expect(summaryColumns('grid', 4, 0)).toBe(4);
    expect(summaryColumns('carousel', 4, 600)).toBe(3);
    expect(summaryColumns('wall', 3, 400)).toBe(2);
    expect(summaryColumns('grid', 1, 300)).toBe(1);
    expect(summaryColumns('list', 4, 1000)).toBe(1);
  });

  it('the list stacks under 480 px', () => {
    expect([0, 479, 480].map(isNarrowList)).toEqual([false, true, false]);
  });
});

describe('placeholders', () => {
  it('stand in for the page size (capped), or for the carousel’s first group', () => {
    expect(placeholderCount('grid', 6, 3)).toBe(6);
    expect(placeholderCount('list', 40, 1)).toBe(MAX_PLACEHOLDERS);
    expect(placeholderCount('carousel', 6, 3)).toBe(3);
    expect(placeholderCount('carousel', 2, 3)).toBe(2);
    expect(placeholderCount('wall', 0, 3)).toBe(1);
  });
});

describe('carousel', () => {
  it('shows a group of items; previous and next hidden when all fit and disabled at the ends', () => {
    expect(carouselView(0, 5, 3)).toEqual({ groups: 2, group: 0, shown: [0, 1, 2], controls: { hidden: false, previousDisabled: true, nextDisabled: false } });
    expect(carouselView(1, 5, 3)).toEqual({ groups: 2, group: 1, shown: [3, 4], controls: { hidden: false, previousDisabled: false, nextDisabled: true } });
    expect(carouselView(0, 3, 3).controls.hidden).toBe(true);
    expect(carouselView(0, 0, 3)).toMatchObject({ groups: 0, group: 0, shown: [] });
  });

  it('keeps the group inside the groups there are (fewer items after a resize), and every item is in exactly one group (property)', () => {
    expect(carouselView(9, 5, 3).group).toBe(1);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 40 }), fc.integer({ min: 1, max: 6 }), (count, perRow) => {
        const { groups } = carouselView(0, count, perRow);
        const all = Array.from({ length: groups }, (_, g) => carouselView(g, count, perRow).shown).flat();
        expect(all).toEqual(Array.from({ length: count }, (_, i) => i));
      }),
    );
  });

  it('names slides "n of N"', () => {
    expect(slideLabel(1, 5)).toBe('2 of 5');
  });
});

describe('dates', () => {
  it('past dates read as relative time; under 60 s: less than a minute ago (002 §9)', () => {
    expect(summaryDateText('2026-01-15T09:59:30Z', NOW)).toBe('less than a minute ago');
    expect(summaryDateText('2026-01-08', NOW)).toBe('1 week ago');
    expect(summaryDateText('2026-01-12T10:00:00Z', NOW)).toBe('3 days ago');
    expect(summaryDateText('2026-01-12T10:00:00Z', NOW, 'de')).toBe('vor 3 Tagen');
  });

  it('keeps the server’s text for dates to come (upcoming events) and dates it cannot read', () => {
    expect(summaryDateText('2026-02-01', NOW)).toBeNull();
    expect(summaryDateText('soon', NOW)).toBeNull();
    expect(summaryDateText(null, NOW)).toBeNull();
  });
});
