/**
 * An events page's list view.
 */
import type { EventsMountProps } from '../mountTypes';
import type { KindDescriptor, KindFacts } from './kindDescriptor';

/** An events page's list: the decoded events JSON (read by `readEvents` in the chunk) and the site's time zone. */
export const eventsList: KindDescriptor<EventsMountProps> = {
  load: () => import('../mounts/eventsList'),
  // its chunk's scanner (scan/scanCollectionPages.ts scanEventsPage) reads these
  elements: '.eventlist[data-events-json]',
  onPage: ({ pageKind }) => pageKind === 'eventsList',
};

/** @internal read by the runtime build (its group) and the descriptors' test, not shipped */
export const eventsListFacts: KindFacts = {
  finds: '.eventlist[data-events-json] on an events page (scan/scanCollectionPages.ts scanEventsPage)',
  reader: ['readEvents', 'src/blocks/events/events.rules.ts'],
  group: 'events',
};
