import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { VisuallyHidden } from '../../primitives/a11y/VisuallyHidden';
import { addMonths, dayKeyAt, eventsByDay, monthGrid, moveDay, openingDay, parseDayKey, type DayKey } from './calendar.math';
import { eventTimeRange, type EventEntry } from './events.rules';
import { Button } from '../../primitives/buttons/Button';
import { Calendar, CellCount, CellEvents, Day, DayAgenda, DayNumber, Grid, Header } from './EventsCalendar.styles';

export interface EventsCalendarProps {
  events: readonly EventEntry[];
  /** Now, ms since the epoch: marks today and picks the month to open on (today's, or the next event's when today's has none: `openingDay`). */
  now: number;
  /** The day selected at first ("YYYY-MM-DD"); default today, or the next event's day when today's month has no event. */
  initialDay?: DayKey;
  locale?: string;
  /** The site's time zone (the browser's when absent). */
  timeZone?: string;
  /** Heading level of the month title (default 2). */
  headingLevel?: 2 | 3 | 4;
}

const WEEKDAYS = Array.from({ length: 7 }, (_, i) => Date.UTC(2026, 0, 4 + i)); // a Sunday to a Saturday

/** Our wording: the spec shows none for the calendar. */
export const NO_EVENTS_ON_DAY = 'No events on this day.';

/**
 * The events calendar (000 §2 "events list and calendar"): a month as a grid of days
 * with the day's events, and the selected day's events listed under it. APG grid with
 * date-picker keys: one day takes focus (roving tabindex); arrows move a day or a week,
 * Home / End the week's ends, Page Up / Page Down a month; moving out of the month
 * turns the page. Enter, Space or a click selects the focused day. Narrow calendars
 * (under 560 px) show a count in each day instead of titles.
 */
export function EventsCalendar({ events, now, initialDay, locale = 'en-US', timeZone, headingLevel = 2 }: EventsCalendarProps) {
  const today = dayKeyAt(now, timeZone);
  const byDay = useMemo(() => eventsByDay(events, timeZone), [events, timeZone]);
  const [focused, setFocused] = useState<DayKey>(() => initialDay ?? openingDay(today, byDay.keys()));
  const [selected, setSelected] = useState<DayKey>(focused);
  const grid = useRef<HTMLTableElement>(null);
  const titleId = useId();
  const { year, month } = parseDayKey(focused);
  const weeks = monthGrid(year, month);
  const Heading = `h${headingLevel}` as const;
  const SubHeading = `h${headingLevel + 1}` as 'h3' | 'h4' | 'h5';
  const monthTitle = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(Date.UTC(year, month - 1, 1));
  const dayLabel = (key: DayKey) => {
    const { year: y, month: m, day: d } = parseDayKey(key);
    return new Intl.DateTimeFormat(locale, { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(Date.UTC(y, m - 1, d));
  };

  const focusDay = (key: DayKey) => {
    setFocused(key);
    // after the render that gives the day its tabindex
    requestAnimationFrame(() => grid.current?.querySelector<HTMLElement>(`[data-day="${key}"]`)?.focus());
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      setSelected(focused);
      return;
    }
    const next = moveDay(focused, event.key);
    if (!next) return;
    event.preventDefault();
    focusDay(next);
  };
  const turn = (delta: number) => {
    const next = addMonths(focused, delta);
    setFocused(next);
    setSelected(next);
  };
  const agenda = byDay.get(selected) ?? [];

  return (
    <Calendar aria-labelledby={titleId} data-events-calendar="">
      <Header>
        <Button $variant="outline" onClick={() => turn(-1)} aria-label="Previous month">
          ‹
        </Button>
        <Heading id={titleId} aria-live="polite">
          {monthTitle}
        </Heading>
        <Button $variant="outline" onClick={() => turn(1)} aria-label="Next month">
          ›
        </Button>
      </Header>
      <Grid role="grid" aria-labelledby={titleId} ref={grid} onKeyDown={onKeyDown}>
        <thead>
          <tr>
            {WEEKDAYS.map((day) => (
              <th key={day} scope="col" role="columnheader">
                <abbr title={new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(day)}>
                  {new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' }).format(day)}
                </abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week[0]!.key}>
              {week.map((day) => {
                const dayEvents = byDay.get(day.key) ?? [];
                const count = dayEvents.length === 1 ? '1 event' : `${dayEvents.length} events`;
                return (
                  <Day
                    key={day.key}
                    role="gridcell"
                    data-day={day.key}
                    tabIndex={day.key === focused ? 0 : -1}
                    aria-selected={day.key === selected}
                    $inMonth={day.inMonth}
                    $selected={day.key === selected}
                    onClick={() => {
                      setFocused(day.key);
                      setSelected(day.key);
                    }}
                  >
                    <VisuallyHidden>{`${dayLabel(day.key)}${day.key === today ? ', today' : ''}${dayEvents.length > 0 ? `, ${count}:` : ''}`}</VisuallyHidden>
                    <DayNumber $today={day.key === today} aria-hidden="true">
                      {day.day}
                    </DayNumber>
                    {dayEvents.length > 0 && (
                      <>
                        <CellEvents>
                          {dayEvents.map((e) => (
                            <li key={e.id}>{e.title}</li>
                          ))}
                        </CellEvents>
                        <CellCount aria-hidden="true">{dayEvents.length}</CellCount>
                      </>
                    )}
                  </Day>
                );
              })}
            </tr>
          ))}
        </tbody>
      </Grid>
      <DayAgenda aria-live="polite">
        <SubHeading>{dayLabel(selected)}</SubHeading>
        {agenda.length === 0 ? (
          <p>{NO_EVENTS_ON_DAY}</p>
        ) : (
          <ul>
            {agenda.map((e) => (
              <li key={e.id}>
                {e.url !== null ? <a href={e.url}>{e.title}</a> : e.title} · {eventTimeRange(e, { locale, timeZone })}
                {e.location ? ` · ${e.location}` : ''}
              </li>
            ))}
          </ul>
        )}
      </DayAgenda>
    </Calendar>
  );
}
