/**
 * The scanner's part for the blocks the widget call renders (000 §7): the summary v2
 * block (`summary-v2-block`, number 55) and the social gallery (the spec's "instagram"
 * block, `instagram-block`; its number is not shown). Plain values only; no block code.
 */
import type { BlockSettings } from '../parse/blockJson';
import type { MountJob } from '../mountTypes';

export const SUMMARY_BLOCK_KIND = 'summary-v2';
/** Block kinds rendered as a social gallery (spec block name "instagram"). */
export const SOCIAL_GALLERY_BLOCK_KINDS: ReadonlySet<string> = new Set(['instagram']);

export const WIDGET_BLOCK_KINDS: readonly string[] = [SUMMARY_BLOCK_KIND, ...SOCIAL_GALLERY_BLOCK_KINDS];

/** The job for a summary or social gallery block, or null for any other kind. */
export function widgetBlockJob(block: HTMLElement, kind: string, settings: BlockSettings, label: string, locale: string | null): MountJob | null {
  const props = { settings, elementId: block.getAttribute('id'), blockType: block.getAttribute('data-block-type'), locale };
  if (kind === SUMMARY_BLOCK_KIND) return { kind: 'summary', element: block, props, label };
  if (SOCIAL_GALLERY_BLOCK_KINDS.has(kind)) return { kind: 'socialGallery', element: block, props, label };
  return null;
}
