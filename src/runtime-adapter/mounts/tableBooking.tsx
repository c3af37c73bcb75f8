/**
 * Mount chunk: the table booking block (opentable v2, opentable or tock) in place of its
 * server markup. A signed-in account (the site context's `authenticatedAccountId`) sees
 * the preview-only notice over an inert widget. The widget is the provider's page at the
 * JSON's `widgetUrl` in a frame; without one the block's stand-in of the fields shows.
 */
import { TableBooking } from '../../blocks/tableBooking/TableBooking';
import type { MountFunction } from '../mountTypes';
import { tableBookingWidgetUrl } from './bookingAndShareSettings';
import { replaceBlockContent } from './renderRoot';

/** Our name of the provider's frame (the spec gives none). */
export const TABLE_BOOKING_WIDGET_TITLE = 'Table booking widget';

export const mount: MountFunction<'tableBooking'> = (element, { settings, loggedIn }, context) => {
  const widgetUrl = tableBookingWidgetUrl(settings);
  const renderWidget = widgetUrl
    ? () => <iframe src={widgetUrl} title={TABLE_BOOKING_WIDGET_TITLE} style={{ border: 0, width: '100%', minHeight: 320 }} loading="lazy" />
    : undefined;
  return replaceBlockContent(element, <TableBooking loggedIn={loggedIn} renderWidget={renderWidget} />, context, 'runtime-table-booking');
};
