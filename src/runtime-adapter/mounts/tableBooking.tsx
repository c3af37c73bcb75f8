/**
 * Mount chunk: the table booking block (opentable v2, opentable or tock) in place of its
 * server markup. The widget is the provider's page at the JSON's `widgetUrl` in a frame;
 * a signed-in account (the site context's `authenticatedAccountId`) sees the
 * preview-only notice over it, inert. The block's own server content (its text and
 * links) stays under the widget, its addresses through the one address rule. A block
 * with no widget address is left as rendered, marked `data-runtime-left`, with one
 * console warning: its visitors see the server's own text and links (a phone number, a
 * link to the provider), never a form that cannot book.
 */
import { htmlWithUsableAddresses } from '../../primitives/untrustedHtml/serverHtmlAddresses';
import { TableBooking } from '../../blocks/tableBooking/TableBooking';
import type { MountFunction } from '../mountTypes';
import { tableBookingWidgetUrl } from './bookingAndShareSettings';
import { LEFT_ATTRIBUTE, replaceBlockContent } from './renderRoot';

/** Our name of the provider's frame (the spec gives none). */
export const TABLE_BOOKING_WIDGET_TITLE = 'Table booking widget';

export const mount: MountFunction<'tableBooking'> = (element, { settings, loggedIn }, context) => {
  const widgetUrl = tableBookingWidgetUrl(settings);
  if (widgetUrl === null) {
    element.setAttribute(LEFT_ATTRIBUTE, 'widgetUrl');
    console.warn(
      `Block ${element.id || 'without id'} (table booking) left as rendered: its settings hold no widget address (widgetUrl), so the server's own text and links show`,
    );
    return () => element.removeAttribute(LEFT_ATTRIBUTE);
  }
  const renderWidget = () => <iframe src={widgetUrl} title={TABLE_BOOKING_WIDGET_TITLE} style={{ border: 0, width: '100%', minHeight: 320 }} loading="lazy" />;
  // the server's own text and links, as it rendered them in this page (the view shows all of it)
  const serverHtml = element.querySelector('.sqs-block-content')?.innerHTML.trim() ?? '';
  const serverContent = serverHtml ? (
    <div
      className="table-booking-server-content"
      data-server-html=""
      dangerouslySetInnerHTML={{ __html: htmlWithUsableAddresses(serverHtml, element.ownerDocument) }}
    />
  ) : undefined;
  return replaceBlockContent(
    element,
    <TableBooking loggedIn={loggedIn} renderWidget={renderWidget} serverContent={serverContent} />,
    context,
    'runtime-table-booking',
  );
};
