/**
 * Mount chunk: an image block with a layout (variant 1012–1017, or the published
 * `design-layout-card|collage|…` class) in place of its server markup (the noscript
 * fallback stays); `readImageBlockProps` reads it here, data it refuses throws, the mounter
 * logs it with the block and the markup stays. An inline or fluid image the server left
 * without a `src` (`inPlace`) is loaded where it is, its box reserved, the markup kept.
 */
import { ImageBlock } from '../../blocks/image/ImageBlock';
import type { MountFunction, Unmount } from '../mountTypes';
import { inPlaceImage, readImageBlockProps } from './imageBlockProps';
import { replaceBlockContent } from './renderRoot';

/** Loads the block's images that have no `src` yet; returns how to put the markup back as it was. */
function loadInPlace(block: HTMLElement): Unmount {
  const restores: Array<() => void> = [];
  for (const img of Array.from(block.querySelectorAll('img'))) {
    if (img.closest('noscript')) continue;
    const attributes = Object.fromEntries(Array.from(img.attributes).map((a) => [a.name, a.value]));
    const load = inPlaceImage(attributes);
    if (!load) continue;
    const style = img.getAttribute('style');
    img.loading = 'lazy';
    img.decoding = 'async';
    if (load.aspectRatio) img.style.aspectRatio = load.aspectRatio;
    img.style.width = img.style.width || '100%';
    img.style.height = 'auto';
    img.style.objectPosition = load.objectPosition;
    img.src = load.src;
    img.setAttribute('data-load', 'true');
    restores.push(() => {
      img.removeAttribute('src');
      img.removeAttribute('loading');
      img.removeAttribute('decoding');
      img.setAttribute('data-load', 'false');
      if (style === null) img.removeAttribute('style');
      else img.setAttribute('style', style);
    });
  }
  return () => restores.forEach((restore) => restore());
}

export const mount: MountFunction<'image'> = (element, markup, context) =>
  markup.inPlace ? loadInPlace(element) : replaceBlockContent(element, <ImageBlock {...readImageBlockProps(markup)} />, context, 'runtime-image');
