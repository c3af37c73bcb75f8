/**
 * Collection pages' views: the events list or calendar on an events page
 * (`.eventlist[data-events-json]`, `data-events-view="calendar"` for the calendar).
 * Found only on the page kind they belong to; the events are passed as the decoded JSON
 * and read in the chunk.
 */
import { parseBlockJson } from '../parse/blockJson';
import { readTimeZone } from '../parse/timeZone';
import { BOUND_ATTRIBUTE, SKIPPED } from './boundAttribute';
import type { PageViewScanner } from './scanPageViews';

export const EVENTS_ROOT_SELECTOR = '.eventlist[data-events-json]';

export const scanEventsPage: PageViewScanner = (root, { pageKind }) => {
  const found = { jobs: [] as ReturnType<PageViewScanner>['jobs'], messages: [] as string[] };
  if (pageKind !== 'eventsList') return found;
  for (const element of Array.from(root.querySelectorAll<HTMLElement>(EVENTS_ROOT_SELECTOR))) {
    if (element.hasAttribute(BOUND_ATTRIBUTE)) continue;
    // the events are a JSON list: wrapped so the block JSON reader (entities, errors) reads it
    const parsed = parseBlockJson(`{"events":${element.getAttribute('data-events-json') ?? ''}}`, element.id || null);
    const view = element.getAttribute('data-events-view') === 'calendar' ? 'eventsCalendar' : 'eventsList';
    element.setAttribute(BOUND_ATTRIBUTE, parsed.ok ? view : SKIPPED);
    if (!parsed.ok) {
      found.messages.push(`The events ${element.id ? `#${element.id} ` : ''}left as rendered: its data-events-json is not valid JSON`);
      continue;
    }
    const zone = readTimeZone(
      element.getAttribute('data-time-zone'),
      `The events ${element.id ? `#${element.id}` : view === 'eventsCalendar' ? 'calendar' : 'list'}`,
    );
    if (zone.message) found.messages.push(zone.message);
    const props = { events: parsed.value.events, timeZone: zone.timeZone };
    found.jobs.push(
      view === 'eventsCalendar'
        ? { kind: 'eventsCalendar', element, props, label: 'events calendar' }
        : { kind: 'eventsList', element, props, label: 'events list' },
    );
  }
  return found;
};
