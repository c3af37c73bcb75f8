/**
 * Mount chunk: an events page's calendar view, in the calendar's box the server sent
 * before its list (`.eventlist-calendar`, holding only a stand-in of the month's height):
 * the view takes that box (`replaceBlockContent`: the stand-in's height is held while on
 * screen), so the list under it does not move. A calendar shows a month at a time, so it
 * cannot stand in for the list of every event the server sent: the list stays shown under
 * it (enhance, never erase). A page without the box gets the calendar added before its
 * list. The events are read here (`readEvents`); events it refuses throw, and the mounter
 * logs them and the page stays as it was. Unmounting removes the calendar.
 */
import { EventsCalendar } from '../../blocks/events/EventsCalendar';
import { readEvents } from '../../blocks/events/events.rules';
import type { MountFunction } from '../mountTypes';
import { renderInto, replaceBlockContent } from './renderRoot';
import { VIEW_ATTRIBUTE } from './serverContent';

/** The calendar's box as the server sends it, a child of the events root. */
const CALENDAR_BOX = ':scope > .eventlist-calendar';
const HOST_CLASS = 'runtime-events-calendar';

export const mount: MountFunction<'eventsCalendar'> = (element, { events, timeZone }, context) => {
  const view = (
    <EventsCalendar
      events={readEvents(events)}
      now={Date.now()}
      timeZone={timeZone ?? undefined}
      locale={element.ownerDocument.documentElement.lang || undefined}
    />
  );
  const box = element.querySelector<HTMLElement>(CALENDAR_BOX);
  if (box) return replaceBlockContent(box, view, context, HOST_CLASS);
  const host = element.ownerDocument.createElement('div');
  host.className = HOST_CLASS;
  host.setAttribute(VIEW_ATTRIBUTE, '');
  element.prepend(host);
  const unmount = renderInto(host, view, context);
  return () => {
    unmount();
    host.remove();
  };
};
