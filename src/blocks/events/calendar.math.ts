/**
 * The month grid of the events calendar and its keyboard moves (APG grid, date picker
 * keys): days are keyed "YYYY-MM-DD" in the site's time zone; a month is shown as whole
 * weeks starting on Sunday. Pure.
 */
export type DayKey = string;

export interface CalendarDay {
  key: DayKey;
  /** Day of the month, 1–31. */
  day: number;
  /** Inside the month shown (days of the weeks around it are not). */
  inMonth: boolean;
}

const pad = (n: number) => String(n).padStart(2, '0');

export function dayKeyOf(year: number, month: number, day: number): DayKey {
  const date = new Date(Date.UTC(year, month - 1, day));
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

export function parseDayKey(key: DayKey): { year: number; month: number; day: number } {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(key);
  if (!match) throw new RangeError(`Not a day key: ${key}`);
  return { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
}

/** The day an instant falls on in a time zone (the browser's when absent). */
export function dayKeyAt(ms: number, timeZone?: string): DayKey {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(ms);
}

const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** The weeks (Sunday first) that cover the month. */
export function monthGrid(year: number, month: number): CalendarDay[][] {
  const first = new Date(Date.UTC(year, month - 1, 1)).getUTCDay();
  const count = daysIn(year, month);
  const cells = Math.ceil((first + count) / 7) * 7;
  const weeks: CalendarDay[][] = [];
  for (let i = 0; i < cells; i += 1) {
    const date = new Date(Date.UTC(year, month - 1, 1 - first + i));
    const day: CalendarDay = {
      key: dayKeyOf(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate()),
      day: date.getUTCDate(),
      inMonth: i >= first && i < first + count,
    };
    if (i % 7 === 0) weeks.push([]);
    weeks[weeks.length - 1]!.push(day);
  }
  return weeks;
}

/** The same day in the month `delta` months away, kept within that month (Jan 31 + 1 month is Feb 28). */
export function addMonths(key: DayKey, delta: number): DayKey {
  const { year, month, day } = parseDayKey(key);
  const target = new Date(Date.UTC(year, month - 1 + delta, 1));
  const y = target.getUTCFullYear();
  const m = target.getUTCMonth() + 1;
  return dayKeyOf(y, m, Math.min(day, daysIn(y, m)));
}

const addDays = (key: DayKey, delta: number) => {
  const { year, month, day } = parseDayKey(key);
  return dayKeyOf(year, month, day + delta);
};

/** Where a key press moves the focused day; null for a key the grid does not handle. */
export function moveDay(key: DayKey, pressed: string): DayKey | null {
  const weekday = new Date(Date.UTC(parseDayKey(key).year, parseDayKey(key).month - 1, parseDayKey(key).day)).getUTCDay();
  switch (pressed) {
    case 'ArrowLeft':
      return addDays(key, -1);
    case 'ArrowRight':
      return addDays(key, 1);
    case 'ArrowUp':
      return addDays(key, -7);
    case 'ArrowDown':
      return addDays(key, 7);
    case 'Home':
      return addDays(key, -weekday);
    case 'End':
      return addDays(key, 6 - weekday);
    case 'PageUp':
      return addMonths(key, -1);
    case 'PageDown':
      return addMonths(key, 1);
    default:
      return null;
  }
}

/** Events grouped by the day they start on. */
export function eventsByDay<E extends { start: number }>(events: readonly E[], timeZone?: string): Map<DayKey, E[]> {
  const days = new Map<DayKey, E[]>();
  for (const event of [...events].sort((a, b) => a.start - b.start)) {
    const key = dayKeyAt(event.start, timeZone);
    days.set(key, [...(days.get(key) ?? []), event]);
  }
  return days;
}

/**
 * The day the calendar opens on: today, unless today's month holds no event and a later day does; then that next
 * event's day, so a visitor is shown the coming events rather than an empty month (the server's list under the
 * calendar starts with them too). Days are `YYYY-MM-DD` keys, which sort as the days do.
 */
export function openingDay(today: DayKey, eventDays: Iterable<DayKey>): DayKey {
  const month = today.slice(0, 7);
  let next: DayKey | null = null;
  for (const day of eventDays) {
    if (day.slice(0, 7) === month) return today;
    if (day > today && (next === null || day < next)) next = day;
  }
  return next ?? today;
}
