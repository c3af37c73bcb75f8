/**
 * An events page's calendar view.
 */
import type { EventsMountProps } from '../mountTypes';
import type { KindDescriptor, KindFacts } from './kindDescriptor';

/** An events page's calendar view; as the list. */
export const eventsCalendar: KindDescriptor<EventsMountProps> = {
  load: () => import('../mounts/eventsCalendar'),
};

/** @internal read by the runtime build (its group) and the descriptors' test, not shipped */
export const eventsCalendarFacts: KindFacts = {
  finds: '.eventlist[data-events-json] in calendar view (scan/scanCollectionPages.ts scanEventsPage)',
  reader: ['readEvents', 'src/blocks/events/events.rules.ts'],
  group: 'events',
};
