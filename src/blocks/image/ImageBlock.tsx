import { ResponsiveImage } from '../../primitives/image/ResponsiveImage';
import { DEFAULT_FOCAL_POINT, type Dimensions, type FocalPoint } from '../../primitives/image/imageGeometry';
import { useMeasuredWidth } from '../../primitives/measure/useMeasuredWidth';
import { arrangement, buttonHref, isNarrowImageBlock, layoutParts, reservedRatio, type ImageLayout } from './imageBlock.rules';
import { Button, Content, Media, Root, Text, Title } from './ImageBlock.styles';

export interface ImageBlockImage {
  src: string;
  /** The alt text; empty for a decorative image. */
  alt: string;
  /** data-image-dimensions: the space is reserved before the image loads. */
  dimensions: Dimensions | null;
  /** data-image-focal-point: what stays in view when the image is cropped. */
  focalPoint?: FocalPoint;
}

export interface ImageBlockButton {
  label: string;
  href: string;
  /** Open the link in a new window. */
  newWindow?: boolean;
}

export interface ImageBlockProps {
  /** The layout: block variant ids 1012 to 1017 (read with imageLayoutFromVariantId). */
  layout: ImageLayout;
  image: ImageBlockImage;
  /** Shown by every layout but inline. */
  title?: string | null;
  /** The text; inline shows it as the caption. */
  text?: string | null;
  /** Shown by every layout but inline; a link that is not safe to follow is left out. */
  button?: ImageBlockButton | null;
  /** The title's heading level (default 2). */
  titleLevel?: 2 | 3 | 4;
  /** The sizes attribute of the image. */
  sizes?: string;
  /** Load the image only near the viewport (default true). */
  lazy?: boolean;
}

/**
 * The image block in its six layouts: inline (the image and a caption), poster (the
 * text over the image, cropped around the focal point), card (image and text side by
 * side), overlap (the text box overlapping the image), collage (image and text on an
 * offset panel) and stack (the text under the image). Under 415 px of container width
 * the side-by-side layouts stack. The image's space is reserved from its dimensions.
 */
export function ImageBlock({ layout, image, title = null, text = null, button = null, titleLevel = 2, sizes, lazy = true }: ImageBlockProps) {
  const [measure, width] = useMeasuredWidth();
  const shape = arrangement(layout, width);
  const parts = layoutParts(layout);
  const href = button ? buttonHref(button.href) : null;
  const poster = shape === 'overlay';
  const shown = {
    title: parts.title && title ? title : null,
    text: parts.text && text ? text : null,
    button: parts.button && button && href ? { ...button, href } : null,
  };
  const hasContent = shown.title !== null || shown.text !== null || shown.button !== null;

  return (
    <Root
      ref={measure}
      $arrangement={shape}
      $layout={layout}
      data-image-block={layout}
      data-arrangement={shape}
      data-narrow={isNarrowImageBlock(width) || undefined}
    >
      <Media $ratio={reservedRatio(image.dimensions)} $poster={poster}>
        <ResponsiveImage
          src={image.src}
          alt={image.alt}
          dimensions={image.dimensions}
          focalPoint={image.focalPoint ?? DEFAULT_FOCAL_POINT}
          fillParent={poster}
          sizes={sizes}
          lazy={lazy}
        />
      </Media>
      {hasContent && (
        <Content $arrangement={shape} $layout={layout}>
          {shown.title && <Title as={`h${titleLevel}`}>{shown.title}</Title>}
          {shown.text && <Text>{shown.text}</Text>}
          {shown.button && (
            <Button href={shown.button.href} $onImage={poster} {...(shown.button.newWindow ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
              {shown.button.label}
            </Button>
          )}
        </Content>
      )}
    </Root>
  );
}
