/**
 * What the scanner passes for the blocks rendered by the widget call (000 §7: summary
 * and social gallery): the block data, sent as the widget's value, and the two
 * attributes the call needs; the blocks read the settings in their chunks. Types only.
 */
import type { BlockSettings } from './blockJson';
import type { SummaryServerRendering } from '../../blocks/summary/summary.rules';

export interface WidgetBlockMarkup {
  settings: BlockSettings;
  /** The block element's id (`block-…`), null without one. */
  elementId: string | null;
  /** Its `data-block-type` attribute as found ('' or null when the page gives none). */
  blockType: string | null;
  /** The site context's locale, for relative dates; null: English. */
  locale: string | null;
}

/**
 * A social gallery block: as the other widget blocks, with the HTML the server rendered in
 * it (its posts as linked images, a line of text), or null when it sent nothing a visitor sees.
 */
export interface SocialGalleryMarkup extends WidgetBlockMarkup {
  serverHtml: string | null;
}

/** A summary v2 block: as the other widget blocks, with what the server already rendered in it. */
export interface SummaryMarkup extends WidgetBlockMarkup {
  server: SummaryServerRendering;
}
