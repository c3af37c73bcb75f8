import { useId } from 'react';
import styled from 'styled-components';
import { ResponsiveImage } from '../../primitives/image/ResponsiveImage';
import type { Dimensions, FocalPoint } from '../../primitives/image/imageGeometry';
import { FAMILY_SIZING, shapeByName, type ShapeName } from '../../primitives/shapes/shapeCatalog';

const Frame = styled.div`
  position: relative;
  width: 100%;
  & > span {
    position: absolute;
    inset: 0;
  }
`;

export interface MaskedImageProps {
  src: string;
  alt: string;
  shape: ShapeName;
  dimensions?: Dimensions | null;
  focalPoint?: FocalPoint;
  /** Fill the block's box instead of taking the shape's proportions. */
  stretch?: boolean;
  sizes?: string;
}

/**
 * An image block masked by a named shape: the box takes the shape family's
 * proportions (100, 150 or 67 % of its width; the rectangle is square) unless
 * stretched, the image fills it around its focal point, and the shape clips it.
 */
export function MaskedImage({ src, alt, shape, dimensions = null, focalPoint, stretch = false, sizes }: MaskedImageProps) {
  const definition = shapeByName(shape);
  const clipId = useId().replace(/:/g, '');
  const [, , vbWidth, vbHeight] = definition.viewBox.split(/[\s,]+/).map(Number);
  return (
    <Frame
      data-mask-shape={shape}
      style={{ ...(stretch ? { height: '100%' } : { paddingBottom: `${FAMILY_SIZING[definition.family]}%` }), clipPath: `url(#${clipId})` }}
    >
      <svg width="0" height="0" aria-hidden="true" focusable="false" style={{ position: 'absolute' }}>
        <clipPath id={clipId} clipPathUnits="objectBoundingBox">
          <path d={definition.path} transform={`scale(${1 / vbWidth!} ${1 / vbHeight!})`} />
        </clipPath>
      </svg>
      <ResponsiveImage src={src} alt={alt} dimensions={dimensions} focalPoint={focalPoint} mode="fill" fillParent sizes={sizes} />
    </Frame>
  );
}
