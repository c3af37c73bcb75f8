import { dayKeyAt } from './calendar.math';
import { eventDay, eventRelativeTime, eventTimeRange, splitEvents, type EventEntry } from './events.rules';
import { Badge, Item, List, When } from './EventsList.styles';

export interface EventsListProps {
  events: readonly EventEntry[];
  /** Now, ms since the epoch: splits upcoming from past and words the relative times. */
  now: number;
  locale?: string;
  /** The site's time zone (the browser's when absent). */
  timeZone?: string;
  /** Show past events under the upcoming ones (default true). */
  showPast?: boolean;
}

/** Our wording: the spec shows none for the list. */
export const EVENTS_LIST_WORDS = { upcoming: 'Upcoming events', past: 'Past events', none: 'No upcoming events.' } as const;

function EventItem({ event, now, locale, timeZone }: { event: EventEntry; now: number; locale: string; timeZone?: string }) {
  const month = new Intl.DateTimeFormat(locale, { month: 'short', timeZone }).format(event.start);
  const day = new Intl.DateTimeFormat(locale, { day: 'numeric', timeZone }).format(event.start);
  return (
    <Item data-event={event.id}>
      <Badge aria-hidden="true">
        <span>{month}</span>
        <span>{day}</span>
      </Badge>
      <div>
        <h3>{event.url !== null ? <a href={event.url}>{event.title}</a> : event.title}</h3>
        <When>
          <time dateTime={dayKeyAt(event.start, timeZone)}>{eventDay(event.start, { locale, timeZone })}</time> · {eventTimeRange(event, { locale, timeZone })}{' '}
          · <span data-relative="">{eventRelativeTime(event, now, locale)}</span>
        </When>
        {event.location && <p>{event.location}</p>}
        {event.excerpt && <p>{event.excerpt}</p>}
      </div>
    </Item>
  );
}

/**
 * The events list (000 §2): upcoming events soonest first, then past ones most recent
 * first, each with its day, times, place and how far off it is ("in 3 days", "2 days
 * ago", "happening now"). An event still running counts as upcoming. Static: nothing moves.
 */
export function EventsList({ events, now, locale = 'en-US', timeZone, showPast = true }: EventsListProps) {
  const { upcoming, past } = splitEvents(events, now);
  return (
    <List aria-label="Events" data-events-list="">
      <h2>{EVENTS_LIST_WORDS.upcoming}</h2>
      {upcoming.length === 0 ? (
        <p>{EVENTS_LIST_WORDS.none}</p>
      ) : (
        <ol>
          {upcoming.map((e) => (
            <EventItem key={e.id} event={e} now={now} locale={locale} timeZone={timeZone} />
          ))}
        </ol>
      )}
      {showPast && past.length > 0 && (
        <>
          <h2>{EVENTS_LIST_WORDS.past}</h2>
          <ol>
            {past.map((e) => (
              <EventItem key={e.id} event={e} now={now} locale={locale} timeZone={timeZone} />
            ))}
          </ol>
        </>
      )}
    </List>
  );
}
