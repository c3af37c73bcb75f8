/**
 * Mount chunk: an events page's list in place of its server markup (kept for visitors
 * without JavaScript, hidden while the view stands in). The events are read here
 * (`readEvents`); events it refuses throw, and the mounter logs them and leaves the
 * server's list as it was.
 */
import { EventsList } from '../../blocks/events/EventsList';
import { readEvents } from '../../blocks/events/events.rules';
import type { MountFunction } from '../mountTypes';
import { replaceBlockContent } from './renderRoot';

/** The page's scanner for this view comes with its mount (one dynamic import). */
export { scanEventsPage as scan } from '../scan/scanCollectionPages';

export const mount: MountFunction<'eventsList'> = (element, { events, timeZone }, context) =>
  replaceBlockContent(
    element,
    <EventsList
      events={readEvents(events)}
      now={Date.now()}
      timeZone={timeZone ?? undefined}
      locale={element.ownerDocument.documentElement.lang || undefined}
    />,
    context,
    'runtime-events-list',
  );
