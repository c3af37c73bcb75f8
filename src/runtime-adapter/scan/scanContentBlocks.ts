/**
 * The scanner's part for content blocks: what the video, map, table booking and donation
 * descriptors (`kinds/`) need from the site context, whether the server rendered an embed's
 * or a code block's content, and the video's markup. Plain values; the blocks' readers run
 * in the mount chunks. No React, no block code.
 */
import type { BlockSettings } from '../parse/blockJson';
import type { ImageAttributes, VideoMarkup } from '../parse/contentBlockMarkup';
import { attributesOf, firstImage, noscriptImageSrc } from './readMarkup';

/** What these blocks need from the site context. */
export interface ContentBlockContext {
  /** `mapsRenderKey` (the context's `gmRenderKey`). */
  mapsRenderKey?: string | null;
  /** The locale the map is drawn in. */
  locale?: string | null;
  /** `authenticatedAccountId`: a signed-in account sees the table booking preview notice. */
  authenticatedAccountId?: string | null;
  /** The store currency code (the donation block's amounts); USD when absent. */
  currency?: string;
}

/**
 * Whether the server rendered the block's own content (any element but a `noscript` note,
 * or text): the platform publishes a 7.0 embed's HTML (a provider's script, a frame) right
 * in `.sqs-block-content`, where the browser has already run it.
 */
export function hasRenderedContent(content: Element): boolean {
  return Array.from(content.childNodes).some((node) =>
    node.nodeType === 1 ? (node as Element).tagName !== 'NOSCRIPT' : node.nodeType === 3 && (node.textContent ?? '').trim() !== '',
  );
}

function imageOf(content: Element): ImageAttributes {
  const image = firstImage(content);
  return { image: image ? attributesOf(image) : null, noscriptSrc: noscriptImageSrc(content) };
}

/** What the video kind gets from its block: settings, poster, the wrapper's `data-html`. */
export function videoMarkupOf(content: Element, settings: BlockSettings): VideoMarkup {
  const wrapperHtml = content.querySelector('.sqs-video-wrapper[data-html]')?.getAttribute('data-html') ?? null;
  return { settings, poster: imageOf(content), wrapperHtml };
}
