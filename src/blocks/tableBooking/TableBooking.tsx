import { useId, type ReactNode } from 'react';
import { useMeasuredWidth } from '../../primitives/measure/useMeasuredWidth';
import { PREVIEW_NOTICE, tableBookingView, widgetLayout, type WidgetLayout } from './tableBooking.rules';
import { Notice, Root, WidgetFrame } from './TableBooking.styles';

export interface TableBookingProps {
  /** A logged-in account: the preview-only notice, and the block unusable (spec 000 §6). */
  loggedIn: boolean;
  /** The block's name for assistive technology (default "Table reservations"). */
  label?: string;
  /**
   * The provider's widget, given its layout (wide theme over 850 px, column layout at
   * 750 px or less). The runtime adapter passes the provider's page in a frame; a block
   * with no widget address is not mounted (its server markup stays), so the block never
   * shows a form that cannot book.
   */
  renderWidget: (layout: WidgetLayout) => ReactNode;
  /**
   * What the server rendered in the block (its own text and links: a phone number, a link
   * to the provider), shown under the widget, so the view shows all of it.
   */
  serverContent?: ReactNode;
}

/** Our default name for the block (the spec gives none). */
export const TABLE_BOOKING_LABEL = 'Table reservations';

/**
 * The table booking block (variant 1018, reservations): a frame for the provider's
 * widget, sized by the spec's layout rules. A logged-in account sees the preview-only
 * notice above it, and the widget is inert: nothing in it takes focus, clicks or
 * keys.
 */
export function TableBooking({ loggedIn, label = TABLE_BOOKING_LABEL, renderWidget, serverContent }: TableBookingProps) {
  const [measure, width] = useMeasuredWidth();
  const layout = widgetLayout(width);
  const preview = tableBookingView({ loggedIn }) === 'preview-notice';
  const noticeId = useId();

  return (
    <Root ref={measure} aria-label={label} aria-describedby={preview ? noticeId : undefined} data-table-booking={preview ? 'preview' : 'widget'}>
      {preview && (
        <Notice id={noticeId} role="note">
          <strong>{PREVIEW_NOTICE.title}</strong>
          <p>{PREVIEW_NOTICE.body}</p>
        </Notice>
      )}
      <WidgetFrame
        $theme={layout.theme}
        $column={layout.column}
        $unusable={preview}
        inert={preview}
        data-widget-theme={layout.theme}
        data-column-layout={layout.column || undefined}
      >
        {renderWidget(layout)}
      </WidgetFrame>
      {serverContent}
    </Root>
  );
}
