import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addMonths, dayKeyAt, dayKeyOf, eventsByDay, monthGrid, moveDay, openingDay, parseDayKey } from './calendar.math';

describe('month grid', () => {
  it('January 2026 starts on a Thursday: five weeks, Sunday first, the days around it marked out of the month', () => {
    const weeks = monthGrid(2026, 1);
    expect(weeks).toHaveLength(5);
    expect(weeks[0]!.map((d) => d.day)).toEqual([28, 29, 30, 31, 1, 2, 3]);
    expect(weeks[0]!.map((d) => d.inMonth)).toEqual([false, false, false, false, true, true, true]);
    expect(weeks[4]!.at(-1)).toEqual({ key: '2026-01-31', day: 31, inMonth: true });
  });

  it('every month: whole weeks, each day of the month exactly once and in order', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1900, max: 2200 }), fc.integer({ min: 1, max: 12 }), (year, month) => {
        const days = monthGrid(year, month).flat();
        expect(days.length % 7).toBe(0);
        const inMonth = days.filter((d) => d.inMonth).map((d) => d.day);
        expect(inMonth).toEqual(Array.from({ length: inMonth.length }, (_, i) => i + 1));
        expect(inMonth.length).toBe(new Date(Date.UTC(year, month, 0)).getUTCDate());
      }),
    );
  });
});

describe('keyboard moves', () => {
  it('arrows move a day or a week, across months', () => {
    expect(moveDay('2026-01-31', 'ArrowRight')).toBe('2026-02-01');
    expect(moveDay('2026-01-01', 'ArrowLeft')).toBe('2025-12-31');
    expect(moveDay('2026-01-15', 'ArrowUp')).toBe('2026-01-08');
    expect(moveDay('2026-01-29', 'ArrowDown')).toBe('2026-02-05');
  });

  it('Home and End go to the start and end of the week; Page Up and Down a month, kept within it', () => {
    expect(moveDay('2026-01-15', 'Home')).toBe('2026-01-11');
    expect(moveDay('2026-01-15', 'End')).toBe('2026-01-17');
    expect(moveDay('2026-01-31', 'PageDown')).toBe('2026-02-28');
    expect(moveDay('2026-03-31', 'PageUp')).toBe('2026-02-28');
    expect(moveDay('2026-01-15', 'Enter')).toBeNull();
  });

  it('a month forward and back lands on the same day when that day exists in both', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1950, max: 2150 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 28 }),
        fc.integer({ min: -30, max: 30 }),
        (y, m, d, delta) => {
          const key = dayKeyOf(y, m, d);
          expect(addMonths(addMonths(key, delta), -delta)).toBe(key);
        },
      ),
    );
  });

  it('refuses a key that is not a day', () => {
    expect(() => parseDayKey('January')).toThrow('Not a day key: January');
  });
});

describe('events by day', () => {
  it('groups by the start day in the site time zone, soonest first', () => {
    const late = { start: Date.UTC(2026, 0, 15, 23, 30) };
    const early = { start: Date.UTC(2026, 0, 15, 9) };
    const byDay = eventsByDay([late, early], 'UTC');
    expect([...byDay.keys()]).toEqual(['2026-01-15']);
    expect(byDay.get('2026-01-15')).toEqual([early, late]);
    expect(dayKeyAt(late.start, 'Asia/Tokyo')).toBe('2026-01-16');
  });
});

describe('the day the calendar opens on', () => {
  it('today when its month has an event, before or after today', () => {
    expect(openingDay('2026-11-27', ['2026-11-03', '2027-03-10'])).toBe('2026-11-27');
    expect(openingDay('2026-11-01', ['2027-03-10', '2026-11-30'])).toBe('2026-11-01');
  });

  it("the next event's day when today's month has none and a later day does", () => {
    expect(openingDay('2026-11-27', ['2027-03-12', '2025-01-01', '2027-03-03', '2027-04-01'])).toBe('2027-03-03');
  });

  it('today when no event is to come (none, or only past ones)', () => {
    expect(openingDay('2026-11-27', [])).toBe('2026-11-27');
    expect(openingDay('2026-11-27', ['2026-10-31', '2020-01-08'])).toBe('2026-11-27');
  });
});
