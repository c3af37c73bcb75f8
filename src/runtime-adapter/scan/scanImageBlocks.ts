/**
 * The scanner's part for image blocks without a mask. The layout is named by the JSON's
 * block variant id (1012–1017, our dev-site form) or, as published, by the class
 * `design-layout-<name>` on `.image-block-outer-wrapper` (7.0 and 7.1):
 *
 * - card, collage (and poster, overlap, stack): the image block's view in that layout, with
 *   the title, subtitle and button the server rendered (`.image-title`, `.image-subtitle`,
 *   `.image-button a`);
 * - inline, fluid: the server's markup stays; when an image has no `src` (7.0 renders only
 *   `data-src` and a noscript twin) it is loaded in place, its box reserved
 *   (`inPlace`); a 7.1 image already has `src`, `srcset` and lazy loading: nothing to add (null).
 *
 * Plain values only; `readImageBlockProps` reads them in the image chunk.
 */
import type { BlockSettings } from '../parse/blockJson';
import type { ImageAttributes, ImageBlockMarkup } from '../parse/contentBlockMarkup';
import { classList } from '../parse/blockKind';
import { visibleText } from './visibleText';
import { attributesOf, firstImage, noscriptImageSrc } from './readMarkup';

/** Block variant ids of the image block's layouts (spec: 1012 to 1017, inline … stack). */
const VARIANT_OF_LAYOUT: Readonly<Record<string, number>> = { inline: 1012, poster: 1013, card: 1014, overlap: 1015, collage: 1016, stack: 1017 };

/** The variant id named by the JSON (`blockVariantId`, else `variantId`), when it is one of the layouts'. */
function variantOfSettings(settings: BlockSettings): number | null {
  const raw = settings.blockVariantId ?? settings.variantId;
  const id = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw;
  return typeof id === 'number' && Object.values(VARIANT_OF_LAYOUT).includes(id) ? id : null;
}

/** The layout named by a `design-layout-<name>` class in the block, or null. */
export function designLayoutOf(content: Element): string | null {
  const wrapper = content.querySelector('[class*="design-layout-"]');
  for (const c of classList(wrapper?.getAttribute('class'))) {
    const match = /^design-layout-([a-z]+)$/.exec(c);
    if (match) return match[1] ?? null;
  }
  return null;
}

function imageButton(content: Element): { label: string; href: string; newWindow: boolean } | null {
  const link = content.querySelector<HTMLAnchorElement>('.image-button a[href], a.image-button[href]');
  const label = visibleText(link);
  if (!link || !label) return null;
  return { label, href: link.getAttribute('href') ?? '', newWindow: link.getAttribute('target') === '_blank' };
}

function imageOf(content: Element): ImageAttributes {
  const image = firstImage(content);
  return { image: image ? attributesOf(image) : null, noscriptSrc: noscriptImageSrc(content) };
}

/** What the image kind gets from an image block without a mask, or null when there is nothing to add (it stays as rendered). */
export function imageBlockMarkupOf(content: Element, settings: BlockSettings): ImageBlockMarkup | null {
  const layout = designLayoutOf(content);
  const variantId = variantOfSettings(settings) ?? (layout !== null && layout !== 'inline' ? (VARIANT_OF_LAYOUT[layout] ?? null) : null);
  if (variantId !== null) {
    const props = {
      settings,
      variantId,
      image: imageOf(content),
      title: visibleText(content.querySelector('.image-title')),
      text: visibleText(content.querySelector('.image-subtitle')),
      button: imageButton(content),
    };
    return props;
  }
  // inline and fluid layouts: load in place what the server left without a src
  const unloaded = Array.from(content.querySelectorAll('img')).some(
    (img) => img.closest('noscript') === null && !img.getAttribute('src') && (img.getAttribute('data-src') || img.getAttribute('data-image')),
  );
  if (!unloaded) return null;
  return { settings, variantId: null, inPlace: true, image: imageOf(content), title: null, text: null, button: null };
}
