/**
 * The table booking block (spec 002 §3: block variant 1018 reservations): the provider
 * widget's layout rules (spec 000 §9: wide theme over 850 px; reservation column layout
 * at 750 px or less) and what a logged-in account sees (spec 000 §6: a preview-only
 * notice asking the user to log out of the provider account; the block is unusable).
 * Pure.
 */
/** Spec 000 §9: the provider widget takes its wide theme over this container width (px). */
export const WIDE_THEME_ABOVE_PX = 850;
/** Spec 000 §9: the reservation form lays its fields out in a column at this container width (px) or less. */
export const COLUMN_LAYOUT_AT_MOST_PX = 750;

/**
 * The preview-only notice. The spec gives no wording (it says only that the notice asks
 * the user to log out of the provider account); these words are ours.
 */
export const PREVIEW_NOTICE = {
  title: 'Preview only',
  body: 'You are logged in, so this table booking block is shown as a preview and cannot take reservations. Log out of your table booking provider account to use it.',
} as const;

export type WidgetTheme = 'wide' | 'standard';

export interface WidgetLayout {
  theme: WidgetTheme;
  /** The reservation fields in one column. */
  column: boolean;
}

/**
 * The widget's layout at a container width. A width of 0 or less means not measured
 * yet: the narrowest layout (standard theme, column), which never overflows.
 */
export function widgetLayout(containerWidth: number): WidgetLayout {
  if (!(containerWidth > 0)) return { theme: 'standard', column: true };
  return { theme: containerWidth > WIDE_THEME_ABOVE_PX ? 'wide' : 'standard', column: containerWidth <= COLUMN_LAYOUT_AT_MOST_PX };
}

/** A logged-in account sees the preview notice and an unusable block; visitors see the widget. */
export type TableBookingView = 'preview-notice' | 'widget';

export function tableBookingView({ loggedIn }: { loggedIn: boolean }): TableBookingView {
  return loggedIn ? 'preview-notice' : 'widget';
}
