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
  if (variantId === null) throw new Error('The image block names no layout (a block variant id or a design-layout class)');
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

/** What an image left without a `src` gets to load in place: its source, and its box reserved from its dimensions. */
export interface InPlaceImage {
  src: string;
  /** CSS `aspect-ratio` ("W / H") from `data-image-dimensions`, or null when unknown. */
  aspectRatio: string | null;
  /** CSS `object-position` from `data-image-focal-point`. */
  objectPosition: string;
}

/**
 * An inline or fluid image's in-place load from its attributes: `data-src`, else `data-image`;
 * null when it already has a `src` or has no source at all.
 */
export function inPlaceImage(attributes: Record<string, string>): InPlaceImage | null {
  if (str(attributes.src)) return null;
  const src = str(attributes['data-src']) ?? str(attributes['data-image']);
  if (!src) return null;
  const dimensions = parseDimensions(attributes['data-image-dimensions'] ?? null);
  const focal = parseFocalPoint(attributes['data-image-focal-point'] ?? null);
  return {
    src,
    aspectRatio: dimensions && dimensions.width > 0 && dimensions.height > 0 ? `${dimensions.width} / ${dimensions.height}` : null,
    objectPosition: `${Math.round(focal.x * 100)}% ${Math.round(focal.y * 100)}%`,
  };
}
