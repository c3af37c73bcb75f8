import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isSlideShown, lastLead, listCarouselColumns, listCarouselControls, listSlideLabel, readListCarouselSettings, stepLead } from './listCarousel.rules';

describe('readListCarouselSettings', () => {
  it('reads the published data-* attributes', () => {
    expect(
      readListCarouselSettings({
        'data-max-columns': '3',
        'data-is-infinite-enabled': 'true',
        'data-space-between-slides-value': '24',
        'data-space-between-slides-unit': 'px',
      }),
    ).toEqual({ maxColumns: 3, infinite: true, gap: '24px' });
  });

  it('defaults: three columns, not infinite, 20px between slides', () => {
    expect(readListCarouselSettings({ 'data-max-columns': 'x', 'data-is-infinite-enabled': '', 'data-space-between-slides-unit': 'furlongs' })).toEqual({
      maxColumns: 3,
      infinite: false,
      gap: '20px',
    });
  });
});

describe('the carousel’s steps', () => {
  it('one slide shows when narrow; never more columns than slides', () => {
    expect([
      listCarouselColumns(3, 1200, 5),
      listCarouselColumns(3, 500, 5),
      listCarouselColumns(3, 1200, 2),
      listCarouselColumns(0, 1200, 5),
      listCarouselColumns(4, 0, 5),
    ]).toEqual([3, 1, 2, 1, 4]);
  });

  it('steps one slide; held at the ends, or wrapping when infinite', () => {
    expect([stepLead(0, 1, 5, 3, false), stepLead(2, 1, 5, 3, false), stepLead(0, -1, 5, 3, false)]).toEqual([1, 2, 0]);
    expect([stepLead(2, 1, 5, 3, true), stepLead(0, -1, 5, 3, true)]).toEqual([0, 2]);
  });

  it('controls: off when all slides show; at the ends off unless infinite', () => {
    expect(listCarouselControls(0, 3, 3, true)).toEqual({ previousDisabled: true, nextDisabled: true });
    expect(listCarouselControls(0, 5, 3, false)).toEqual({ previousDisabled: true, nextDisabled: false });
    expect(listCarouselControls(2, 5, 3, false)).toEqual({ previousDisabled: false, nextDisabled: true });
    expect(listCarouselControls(0, 5, 3, true)).toEqual({ previousDisabled: false, nextDisabled: false });
  });

  it('property: the lead stays between 0 and the last lead, and exactly `columns` slides show', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 20 }),
        fc.integer({ min: 1, max: 6 }),
        fc.boolean(),
        fc.array(fc.constantFrom<1 | -1>(1, -1), { maxLength: 30 }),
        (count, max, infinite, steps) => {
          const columns = listCarouselColumns(max, 1200, count);
          let lead = 0;
          for (const step of steps) lead = stepLead(lead, step, count, columns, infinite);
          const shown = Array.from({ length: count }, (_, i) => i).filter((i) => isSlideShown(i, lead, columns));
          return lead >= 0 && lead <= lastLead(count, columns) && shown.length === columns;
        },
      ),
    );
  });

  it('names slides "n of N"', () => {
    expect(listSlideLabel(1, 5)).toBe('2 of 5');
  });
});
