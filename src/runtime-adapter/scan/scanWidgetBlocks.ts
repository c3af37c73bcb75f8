/**
 * The scanner's part for the blocks the widget call renders (000 §7): the summary v2
 * block (`summary-v2-block`, number 55) and the social gallery (the spec's "instagram"
 * block, `instagram-block`; its number is not shown). Plain values only; no block code.
 */
import type { BlockSettings } from '../parse/blockJson';
import type { MountJob } from '../mountTypes';
import type { SummaryServerRendering } from '../../blocks/summary/summary.rules';
import { classList } from '../parse/blockKind';
import { blockContent } from './readMarkup';
import { summary } from '../kinds/summary.kind';
import { socialGallery } from '../kinds/socialGallery.kind';

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

/** The job for a summary or social gallery block, or null for any other kind. */
export function widgetBlockJob(block: HTMLElement, kind: string, settings: BlockSettings, label: string, locale: string | null): MountJob | null {
  const props = { settings, elementId: block.getAttribute('id'), blockType: block.getAttribute('data-block-type'), locale };
  if (summary.blocks?.includes(kind)) return { kind: 'summary', element: block, props: { ...props, server: summaryServerRenderingOf(block) }, label };
  if (socialGallery.blocks?.includes(kind)) {
    // what the server sent (its posts): the view keeps it on show while the call loads and in place if it fails
    const server = summaryServerRenderingOf(block);
    return { kind: 'socialGallery', element: block, props: { ...props, serverHtml: server.hasContent ? server.html : null }, label };
  }
  return null;
}
