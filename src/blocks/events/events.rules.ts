/**
 * Events as the events list and calendar show them: read from the page's events JSON
 * (collection item type event-item), split into upcoming and past around now, and
 * their date and time put into words. Pure: the clock, the locale and the time zone
 * are passed in.
 */
import { relativeTimeAround } from '../../primitives/time/relativeTime';

export interface EventEntry {
  id: string;
  title: string;
  /** The event's address; null when it has none (its title is then shown as text, not as a link). */
  url: string | null;
  /** Start, ms since the epoch. */
  start: number;
  /** End, ms since the epoch; null for an open-ended event. */
  end: number | null;
  location: string | null;
  excerpt: string | null;
  allDay: boolean;
}

export class EventsDataError extends TypeError {
  constructor(message: string) {
    super(`Events: ${message}`);
    this.name = 'EventsDataError';
  }
}

function stamp(value: unknown, what: string): number {
  const ms = typeof value === 'number' ? value : typeof value === 'string' ? Date.parse(value) : Number.NaN;
  if (!Number.isFinite(ms)) throw new EventsDataError(`${what} must be a date (ms since the epoch or ISO text), not ${JSON.stringify(value)}`);
  return ms;
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

/** Reads the events list: each needs an id, a title and a start; an end before its start is refused. */
export function readEvents(raw: unknown): EventEntry[] {
  if (!Array.isArray(raw)) throw new EventsDataError('the events must be a list');
  return raw.map((value, index) => {
    if (typeof value !== 'object' || value === null) throw new EventsDataError(`event ${index + 1} must be an object`);
    const record = value as Record<string, unknown>;
    const title = text(record.title);
    if (!title) throw new EventsDataError(`event ${index + 1} has no title`);
    const start = stamp(record.startDate ?? record.start, `the start of "${title}"`);
    const endRaw = record.endDate ?? record.end;
    const end = endRaw === undefined || endRaw === null ? null : stamp(endRaw, `the end of "${title}"`);
    if (end !== null && end < start) throw new EventsDataError(`"${title}" ends before it starts`);
    return {
      id: text(record.id) ?? `event-${index + 1}`,
      title,
      url: text(record.url) ?? text(record.fullUrl),
      start,
      end,
      location: text(record.location),
      excerpt: text(record.excerpt),
      allDay: record.allDay === true,
    };
  });
}

/** Upcoming (not yet over, soonest first) and past (most recent first). */
export function splitEvents(events: readonly EventEntry[], now: number): { upcoming: EventEntry[]; past: EventEntry[] } {
  const over = (e: EventEntry) => (e.end ?? e.start) < now;
  return {
    upcoming: events.filter((e) => !over(e)).sort((a, b) => a.start - b.start),
    past: events.filter(over).sort((a, b) => b.start - a.start),
  };
}

/** Our wording for an event under way (the spec gives none). */
export const HAPPENING_NOW = 'happening now';

/** How far off the event is: "in 3 days", "2 days ago", or "happening now" while it runs. */
export function eventRelativeTime(event: EventEntry, now: number, locale: string): string {
  if (event.start <= now && event.end !== null && now <= event.end) return HAPPENING_NOW;
  return relativeTimeAround(event.start, now, { locale });
}

export interface DateWords {
  locale: string;
  /** IANA time zone the site shows its times in; the browser's when absent. */
  timeZone?: string;
}

/** "Thu, Jan 15, 2026" */
export function eventDay(ms: number, { locale, timeZone }: DateWords): string {
  return new Intl.DateTimeFormat(locale, { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', timeZone }).format(ms);
}

/**
 * The event's times: "All day", "7:00 PM – 9:30 PM", or across days
 * "Jan 15, 7:00 PM – Jan 16, 2:00 AM"; open-ended, only the start.
 */
export function eventTimeRange(event: EventEntry, { locale, timeZone }: DateWords): string {
  if (event.allDay) return 'All day';
  const time = new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone });
  if (event.end === null) return time.format(event.start);
  const dayKey = (ms: number) => new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(ms);
  if (dayKey(event.start) === dayKey(event.end)) return `${time.format(event.start)} – ${time.format(event.end)}`;
  const dayTime = new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZone });
  return `${dayTime.format(event.start)} – ${dayTime.format(event.end)}`;
}
