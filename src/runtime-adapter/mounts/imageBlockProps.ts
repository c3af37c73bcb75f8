/**
 * An image block with a layout: its props from what the scanner passed, read in the image
 * mount chunk. Data it refuses throws an Error (the mounter logs it with the block; the
 * server markup stays). Pure.
 */
import { parseDimensions, parseFocalPoint } from '../../primitives/image/imageGeometry';
import type { ImageBlockButton, ImageBlockImage, ImageBlockProps } from '../../blocks/image/ImageBlock';
import { imageLayoutFromVariantId } from '../../blocks/image/imageBlock.rules';
import type { BlockSettings } from '../parse/blockJson';
import type { ImageBlockMarkup } from '../parse/contentBlockMarkup';
import { imageSource, str } from './markupValues';

function imageButtonOf(settings: BlockSettings, fallback: ImageBlockMarkup['button']): ImageBlockButton | null {
  const raw = settings.button;
  if (raw && typeof raw === 'object') {
    const bag = raw as Record<string, unknown>;
    const label = str(bag.label) ?? str(bag.text);
    const href = str(bag.href) ?? str(bag.url);
    if (label && href) return { label, href, newWindow: bag.newWindow === true };
  }
  const label = str(settings.buttonText);
  const href = str(settings.buttonLink);
  if (label && href) return { label, href, newWindow: settings.buttonNewWindow === true };
  return fallback;
}

/**
 * An image block with a layout: the layout from the variant id (1012–1017), the image
 * from the markup (a block without one throws), title, text and button from the JSON
 * (`title`, `description`, `button` { label, href, newWindow } or `buttonText` /
 * `buttonLink`), else from the markup (`.image-title`, `.image-subtitle`, `.image-button a`).
 */
export function readImageBlockProps({ settings, variantId, image, title, text, button }: ImageBlockMarkup): ImageBlockProps {
  const layout = imageLayoutFromVariantId(variantId);
  const src = imageSource(image);
  if (!src) throw new Error('The image block has no image source (data-src, data-image or a noscript img)');
  const picture: ImageBlockImage = {
    src,
    alt: image.image?.['alt'] ?? '',
    dimensions: parseDimensions(image.image?.['data-image-dimensions'] ?? null),
    focalPoint: parseFocalPoint(image.image?.['data-image-focal-point'] ?? null),
  };
  return {
    layout,
    image: picture,
    title: str(settings.title) ?? title,
    text: str(settings.description) ?? str(settings.text) ?? text,
    button: imageButtonOf(settings, button),
  };
}

