/**
 * Visitor-facing display enumerations: mobile info bar and popup overlay styles, the
 * popup overlay's storage keys, marquee direction, anchor positions, device views and
 * media breakpoints.
 */
export const MobileInfoBarStyle = { NONE: 1, LIGHT: 2, DARK: 3 } as const;
export type MobileInfoBarStyle = (typeof MobileInfoBarStyle)[keyof typeof MobileInfoBarStyle];

export const PopupOverlayStyle = { NONE: 1, SHOW: 2 } as const;
export type PopupOverlayStyle = (typeof PopupOverlayStyle)[keyof typeof PopupOverlayStyle];

/** The fields of the popup overlay's display record in local storage. */
export const PopupOverlayStorageKey = {
  DATE_CLOSED: 'date-closed',
  VERSION: 'version',
  SUBMITTED: 'submitted',
} as const;
export type PopupOverlayStorageKey = (typeof PopupOverlayStorageKey)[keyof typeof PopupOverlayStorageKey];

export const MARQUEE_DIRECTIONS = ['left', 'right'] as const;
export type MarqueeDirection = (typeof MARQUEE_DIRECTIONS)[number];

export const VERTICAL_ANCHORS = ['top', 'center', 'bottom'] as const;
export const HORIZONTAL_ANCHORS = ['left', 'center', 'right'] as const;
export type VerticalAnchor = (typeof VERTICAL_ANCHORS)[number];
export type HorizontalAnchor = (typeof HORIZONTAL_ANCHORS)[number];
export type AnchorPosition = `${VerticalAnchor}-${HorizontalAnchor}`;

/** The nine anchor positions, row by row: top-left … bottom-right. */
export const ANCHOR_POSITIONS: readonly AnchorPosition[] = VERTICAL_ANCHORS.flatMap((v) => HORIZONTAL_ANCHORS.map((h): AnchorPosition => `${v}-${h}`));

export const DEVICE_VIEWS = ['desktop', 'phone', 'tablet'] as const;
export type DeviceView = (typeof DEVICE_VIEWS)[number];
