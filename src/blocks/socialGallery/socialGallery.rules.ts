/**
 * The social gallery block (the spec's "instagram" block, 002 §3; rendered by the widget
 * call like the summary, 000 §7): its settings — images to a row and how many the
 * loading state stands in for — and what the call sends as its type when the page gives
 * no number. Keys may be absent or null: the defaults apply. Pure.
 */
import { responsiveSlidesPerRow } from '../../primitives/carousel/carousel.math';
import { MAX_PLACEHOLDERS } from '../../primitives/widget/widgetRendering.rules';

/** The widget type sent when the block's `data-block-type` holds no number: its kind. */
export const SOCIAL_GALLERY_WIDGET_TYPE = 'instagram';
/** What a social gallery image is in the server's HTML. */
export const SOCIAL_GALLERY_ITEM_SELECTOR = '.social-gallery-item';

/** Our defaults (the spec shows none): four to a row, eight images. */
export const SOCIAL_GALLERY_DEFAULTS = { itemsPerRow: 4, pageSize: 8 } as const;
export const MAX_SOCIAL_ITEMS_PER_ROW = 8;

export interface SocialGallerySettings {
  itemsPerRow: number;
  pageSize: number;
}

function positiveWhole(value: unknown): number | null {
  const n = typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n > 0 ? n : null;
}

/** `itemsPerRow` (capped at 8) and `pageSize`, else the defaults. */
export function readSocialGallerySettings(settings: Readonly<Record<string, unknown>>): SocialGallerySettings {
  const perRow = positiveWhole(settings.itemsPerRow);
  return {
    itemsPerRow: perRow === null ? SOCIAL_GALLERY_DEFAULTS.itemsPerRow : Math.min(perRow, MAX_SOCIAL_ITEMS_PER_ROW),
    pageSize: positiveWhole(settings.pageSize) ?? SOCIAL_GALLERY_DEFAULTS.pageSize,
  };
}

/** Images to a row at a container width (narrow containers show fewer, as the gallery carousel does); 0 keeps the setting. */
export function socialGalleryColumns(itemsPerRow: number, containerWidth: number): number {
  return containerWidth > 0 ? responsiveSlidesPerRow(itemsPerRow, containerWidth) : Math.max(1, itemsPerRow);
}

/** Square stand-ins while the images load: the page size, capped. */
export function socialPlaceholderCount(pageSize: number): number {
  return Math.min(Math.max(1, pageSize), MAX_PLACEHOLDERS);
}
