import { describe, expect, it } from 'vitest';
import { eventDay, eventRelativeTime, eventTimeRange, readEvents, splitEvents } from './events.rules';

const words = { locale: 'en-US', timeZone: 'UTC' };
const at = (day: number, hour: number, minute = 0) => Date.UTC(2026, 0, day, hour, minute);

describe('readEvents', () => {
  it('reads ISO or ms dates, defaults the rest', () => {
    const [event] = readEvents([{ id: 'e1', title: ' Cupping night ', startDate: '2026-01-20T19:00:00Z', endDate: at(20, 21, 30), url: '/events/cupping' }]);
    expect(event).toEqual({
      id: 'e1',
      title: 'Cupping night',
      url: '/events/cupping',
      start: at(20, 19),
      end: at(20, 21, 30),
      location: null,
      excerpt: null,
      allDay: false,
    });
  });

  it('says what is wrong, naming the event', () => {
    expect(() => readEvents({})).toThrow('Events: the events must be a list');
    expect(() => readEvents([{ startDate: at(1, 1) }])).toThrow('Events: event 1 has no title');
    expect(() => readEvents([{ title: 'Latte art', startDate: 'soon' }])).toThrow(
      'Events: the start of "Latte art" must be a date (ms since the epoch or ISO text), not "soon"',
    );
    expect(() => readEvents([{ title: 'Latte art', startDate: at(2, 10), endDate: at(2, 9) }])).toThrow('Events: "Latte art" ends before it starts');
  });
});

describe('splitEvents', () => {
  it('an event still running is upcoming; past ones most recent first', () => {
    const events = readEvents([
      { title: 'A', startDate: at(10, 9), endDate: at(10, 10) },
      { title: 'B', startDate: at(15, 9), endDate: at(15, 12) },
      { title: 'C', startDate: at(20, 9) },
      { title: 'D', startDate: at(12, 9) },
    ]);
    const { upcoming, past } = splitEvents(events, at(15, 10));
    expect(upcoming.map((e) => e.title)).toEqual(['B', 'C']);
    expect(past.map((e) => e.title)).toEqual(['D', 'A']);
  });
});

describe('date words', () => {
  it('the day, and the times on one day, across days, open-ended or all day', () => {
    const [same, across, open, allDay] = readEvents([
      { title: 'a', startDate: at(15, 19), endDate: at(15, 21, 30) },
      { title: 'b', startDate: at(15, 19), endDate: at(16, 2) },
      { title: 'c', startDate: at(15, 8) },
      { title: 'd', startDate: at(15, 0), allDay: true },
    ]);
    expect(eventDay(same!.start, words)).toBe('Thu, Jan 15, 2026');
    expect(eventTimeRange(same!, words)).toBe('7:00 PM – 9:30 PM');
    expect(eventTimeRange(across!, words)).toBe('Jan 15, 7:00 PM – Jan 16, 2:00 AM');
    expect(eventTimeRange(open!, words)).toBe('8:00 AM');
    expect(eventTimeRange(allDay!, words)).toBe('All day');
  });
});

describe('eventRelativeTime', () => {
  it('ahead, under way, or over', () => {
    const [event] = readEvents([{ title: 'a', startDate: at(15, 19), endDate: at(15, 21) }]);
    expect(eventRelativeTime(event!, at(12, 19), 'en-US')).toBe('in 3 days');
    expect(eventRelativeTime(event!, at(15, 20), 'en-US')).toBe('happening now');
    expect(eventRelativeTime(event!, at(17, 19), 'en-US')).toBe('2 days ago');
  });
});
