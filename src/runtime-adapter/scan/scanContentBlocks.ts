/**
 * The scanner's part for the video, image-with-layout, map, table booking, share
 * buttons and donation blocks: it finds their markup and passes plain values (settings, image
 * attributes, a few texts, the site context's values); the blocks' readers run in the
 * mount chunks. No React, no block code.
 */
import type { BlockSettings } from '../parse/blockJson';
import type { ImageAttributes } from '../parse/contentBlockMarkup';
import type { MountJob } from '../mountTypes';
import { attributesOf, blockContent, firstImage, noscriptImageSrc } from './readMarkup';
import { audioBlockJob } from './scanAudioBlocks';
import { widgetBlockJob } from './scanWidgetBlocks';
import { imageBlockJob } from './scanImageBlocks';
import { tableBooking } from '../kinds/tableBooking.kind';

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

/** The job for one of these blocks, or null when the block is not one of them (an image block without a layout). */
export function contentBlockJob(block: HTMLElement, kind: string, settings: BlockSettings, label: string, context: ContentBlockContext): MountJob | null {
  const content = blockContent(block);
  if (kind === 'image') return imageBlockJob(block, content, settings, label);
  if (kind === 'video') {
    const wrapperHtml = content.querySelector('.sqs-video-wrapper[data-html]')?.getAttribute('data-html') ?? null;
    return { kind: 'video', element: block, props: { settings, poster: imageOf(content), wrapperHtml }, label };
  }
  if (kind === 'map')
    return { kind: 'map', element: block, props: { settings, renderKey: context.mapsRenderKey ?? null, locale: context.locale ?? null }, label };
  // an embed whose HTML the server already placed in the content (7.0) has run there: left as it is, not run twice
  if (kind === 'embed') return hasRenderedContent(content) ? null : { kind: 'embed', element: block, props: { settings }, label };
  // a code block whose settings carry no `html`, or whose HTML the server already rendered, stays as it is (its scripts ran once)
  if (kind === 'code') return 'html' in settings && !hasRenderedContent(content) ? { kind: 'code', element: block, props: { settings }, label } : null;
  if (kind === 'donation') return { kind: 'donation', element: block, props: { settings, currency: context.currency ?? null, headingLevel: 2 }, label };
  if (tableBooking.blocks?.includes(kind))
    return { kind: 'tableBooking', element: block, props: { settings, provider: kind, loggedIn: Boolean(context.authenticatedAccountId) }, label };
  return widgetBlockJob(block, kind, settings, label, context.locale ?? null) ?? audioBlockJob(block, kind, settings, label);
}
