/**
 * The bar's box: its least height (one line of text beside the 44 px dismiss button), padding, text size
 * and line height, as CSS declarations. The view's styles write them (`AnnouncementBar.styles.ts`), and so
 * does the runtime's start-up, which lays the bar's words out unseen in the platform's empty dropzone before
 * the first paint (`runtime-adapter/scan/reservedAnnouncementBar.ts`): the bar then mounts into a box of its own height,
 * one line on a wide screen, two on a phone. No React.
 */
import { fontSizes, lineHeights, targetSize } from '../../tokens/textScale';

/** The bar's least height, px: one line of text with a 44 px dismiss button (our choice). */
const ANNOUNCEMENT_BAR_MIN_HEIGHT = targetSize.minPx;

/** The declarations of the bar's box. */
export const ANNOUNCEMENT_BAR_BOX = `box-sizing: border-box; min-height: ${ANNOUNCEMENT_BAR_MIN_HEIGHT}px; padding: 8px 52px; font-size: ${fontSizes.md}px; line-height: ${lineHeights.normal}; text-align: center;`;
