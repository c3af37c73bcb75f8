/**
 * Mount chunk: an events page's calendar view in place of its server list (kept for
 * visitors without JavaScript). The events are read here (`readEvents`); events it
 * refuses throw, and the mounter logs them and leaves the server's list as it was.
 */
import { EventsCalendar } from '../../blocks/events/EventsCalendar';
import { readEvents } from '../../blocks/events/events.rules';
import type { MountFunction } from '../mountTypes';
import { replaceBlockContent } from './renderRoot';

export const mount: MountFunction<'eventsCalendar'> = (element, { events, timeZone }, context) =>
  replaceBlockContent(
    element,
    <EventsCalendar events={readEvents(events)} now={Date.now()} timeZone={timeZone ?? undefined} locale={element.ownerDocument.documentElement.lang || undefined} />,
    context,
    'runtime-events-calendar',
  );
