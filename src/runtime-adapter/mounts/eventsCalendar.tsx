/**
 * Mount chunk: an events page's calendar view, added before its server list. A calendar
 * shows a month at a time, so it cannot stand in for the list of every event the server
 * sent: the list stays shown under it (enhance, never erase), and the calendar adds the
 * month grid, its keys and the chosen day's events. The events are read here
 * (`readEvents`); events it refuses throw, and the mounter logs them and the page stays as
 * it was. Unmounting removes the calendar.
 */
import { EventsCalendar } from '../../blocks/events/EventsCalendar';
import { readEvents } from '../../blocks/events/events.rules';
import type { MountFunction } from '../mountTypes';
import { renderInto } from './renderRoot';
import { VIEW_ATTRIBUTE } from './serverContent';

export const mount: MountFunction<'eventsCalendar'> = (element, { events, timeZone }, context) => {
  const view = (
    <EventsCalendar
      events={readEvents(events)}
      now={Date.now()}
      timeZone={timeZone ?? undefined}
      locale={element.ownerDocument.documentElement.lang || undefined}
    />
  );
  const host = element.ownerDocument.createElement('div');
  host.className = 'runtime-events-calendar';
  host.setAttribute(VIEW_ATTRIBUTE, '');
  element.prepend(host);
  const unmount = renderInto(host, view, context);
  return () => {
    unmount();
    host.remove();
  };
};
