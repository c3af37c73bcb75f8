/**
 * The scanner's part for the blocks the widget call renders (000 §7): the summary v2
 * block (`summary-v2-block`, number 55) and the social gallery (the spec's "instagram"
 * block, `instagram-block`; its number is not shown). Plain values only; no block code.
 */
import type { BlockSettings } from '../parse/blockJson';
import type { FoundBlock } from '../kinds/kindDescriptor';
import type { SocialGalleryMarkup, SummaryMarkup } from '../parse/widgetBlockMarkup';
import type { SummaryServerRendering } from '../../blocks/summary/summary.rules';
import { classList } from '../parse/blockKind';
import { blockContent } from './readMarkup';

/**
 * What the server rendered in a summary block: the content's HTML, its `.summary-item`s
 * counted, whether it shows text or an image, and the published wrapper's classes
 * (`summary-block-setting-*`).
 */
export function summaryServerRenderingOf(block: Element): SummaryServerRendering {
  const content = blockContent(block);
  const wrapper = content.querySelector('.summary-block-wrapper');
  const shown = Array.from(content.querySelectorAll('img')).some((img) => img.closest('noscript') === null);
  return {
    html: content.innerHTML,
    itemCount: content.querySelectorAll('.summary-item').length,
    hasContent:
      shown ||
      Array.from(content.childNodes).some((node) => node.nodeName !== 'NOSCRIPT' && node.nodeName !== 'SCRIPT' && (node.textContent ?? '').trim() !== ''),
    wrapperClasses: classList(wrapper?.getAttribute('class')),
  };
}

/** What the widget call needs of a summary or social gallery block: its settings, element id, numbered type and the locale. */
function widgetMarkupOf(block: HTMLElement, settings: BlockSettings, locale: string | null) {
  return { settings, elementId: block.getAttribute('id'), blockType: block.getAttribute('data-block-type'), locale };
}

/** What the summary kind gets from its block. */
export function summaryMarkupOf(block: HTMLElement, settings: BlockSettings, locale: string | null): SummaryMarkup {
  return { ...widgetMarkupOf(block, settings, locale), server: summaryServerRenderingOf(block) };
}

/** What the social gallery kind gets: what the server sent (its posts), which the view keeps on show while the call loads and in place if it fails. */
export function socialGalleryMarkupOf(block: HTMLElement, settings: BlockSettings, locale: string | null): SocialGalleryMarkup {
  const server = summaryServerRenderingOf(block);
  return { ...widgetMarkupOf(block, settings, locale), serverHtml: server.hasContent ? server.html : null };
}

/** A summary v2 block's reader, in its mount chunk (`scanBlock`). */
export const scanSummaryBlock = ({ element, settings, context }: FoundBlock): SummaryMarkup => summaryMarkupOf(element, settings, context.locale ?? null);

/** An instagram block's reader when the gallery kind did not take it (no rendered posts), in the social gallery's chunk (`scanBlock`). */
export const scanSocialGalleryBlock = ({ element, settings, context }: FoundBlock): SocialGalleryMarkup =>
  socialGalleryMarkupOf(element, settings, context.locale ?? null);
