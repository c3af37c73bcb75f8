/**
 * The image block's layouts (spec 002 §3: block variant ids 1012 to 1017 image inline,
 * poster, card, overlap, collage, stack) and its narrow mode (spec 000 §9: narrow under
 * 415 px). Which parts each layout shows and how they are arranged at a given container
 * width. Pure.
 */
import { BlockVariantType } from '../../platform/enums/blockTypes';
import { classifyLink } from '../../platform/links/linkKind.rules';
import type { Dimensions } from '../../primitives/image/imageGeometry';

export const IMAGE_LAYOUTS = ['inline', 'poster', 'card', 'overlap', 'collage', 'stack'] as const;
export type ImageLayout = (typeof IMAGE_LAYOUTS)[number];

export const IMAGE_LAYOUT_VARIANT_IDS: Readonly<Record<ImageLayout, number>> = {
  inline: BlockVariantType.IMAGE_INLINE,
  poster: BlockVariantType.IMAGE_POSTER,
  card: BlockVariantType.IMAGE_CARD,
  overlap: BlockVariantType.IMAGE_OVERLAP,
  collage: BlockVariantType.IMAGE_COLLAGE,
  stack: BlockVariantType.IMAGE_STACK,
};

/** Spec 000 §9: an image block narrower than this (container width, px) is narrow. */
export const NARROW_IMAGE_BLOCK_BELOW_PX = 415;

export class ImageLayoutError extends RangeError {
  constructor(value: unknown) {
    super(`Image block variant id must be one of 1012 to 1017 (inline, poster, card, overlap, collage, stack), not ${String(value)}`);
    this.name = 'ImageLayoutError';
  }
}

/** The layout of a block variant id (1012 to 1017); anything else throws ImageLayoutError. */
export function imageLayoutFromVariantId(id: unknown): ImageLayout {
  const found = IMAGE_LAYOUTS.find((layout) => IMAGE_LAYOUT_VARIANT_IDS[layout] === id);
  if (!found) throw new ImageLayoutError(id);
  return found;
}

/**
 * Narrow under 415 px of container width. A width of 0 or less means not measured yet
 * (no layout box): the block keeps its normal layout.
 */
export function isNarrowImageBlock(containerWidth: number): boolean {
  return containerWidth > 0 && containerWidth < NARROW_IMAGE_BLOCK_BELOW_PX;
}

/** Which parts a layout shows. Our reading (the spec names the layouts, not their parts): inline shows the image with an optional caption; every other layout has a title, text and a button. */
export interface LayoutParts {
  title: boolean;
  text: boolean;
  button: boolean;
}

export function layoutParts(layout: ImageLayout): LayoutParts {
  if (layout === 'inline') return { title: false, text: true, button: false };
  return { title: true, text: true, button: true };
}

/**
 * How the image and its text sit:
 * - `caption`: the image, its caption below (inline);
 * - `overlay`: the text over the image (poster);
 * - `side`: image and text side by side (card), or with the text box overlapping the image (overlap),
 *   or offset on a coloured panel (collage);
 * - `stacked`: the image above its text (stack, and every side-by-side layout when narrow).
 */
export type Arrangement = 'caption' | 'overlay' | 'side' | 'stacked';

export function arrangement(layout: ImageLayout, containerWidth: number): Arrangement {
  if (layout === 'inline') return 'caption';
  if (layout === 'poster') return 'overlay';
  if (layout === 'stack' || isNarrowImageBlock(containerWidth)) return 'stacked';
  return 'side';
}

/** The CSS aspect-ratio reserved for the image from data-image-dimensions ("W / H"), or null when unknown. */
export function reservedRatio(dimensions: Dimensions | null | undefined): string | null {
  if (!dimensions || !(dimensions.width > 0) || !(dimensions.height > 0)) return null;
  return `${dimensions.width} / ${dimensions.height}`;
}

const BUTTON_PROTOCOLS = new Set(['http', 'https', 'mailto', 'tel']);

/**
 * The button's address if a visitor can follow it safely: http(s), mailto and tel
 * links, page anchors, file and content links; null for anything else (a script
 * address, a malformed or empty link), and the view then shows no button.
 */
export function buttonHref(href: string | null | undefined): string | null {
  if (href == null) return null;
  const { kind, link, protocol } = classifyLink(href);
  if (kind === 'anchor' || kind === 'file' || kind === 'content') return link;
  if ((kind === 'external' || kind === 'other-protocol') && protocol && BUTTON_PROTOCOLS.has(protocol)) return link;
  return null;
}
