import { useState } from 'react';
import styled from 'styled-components';
import * as tokens from '../../tokens/tokens';
import { images } from '../../tokens/tokens';
import { objectFit, objectPosition, reservedAspectRatio, type LoadMode } from './imageFit';
import { DEFAULT_FOCAL_POINT, type Dimensions, type FocalPoint } from './imageGeometry';
import { buildSrcset, sizedUrl, type SizeFormat } from './srcset';
import { useImageKey, useQueuedLoad } from './ImageLoadQueue';
import { rememberLoadedRendition } from './loadedRenditions';
import { useNearViewport } from './useNearViewport';

const Frame = styled.span<{ $fill: boolean }>`
  position: relative;
  display: block;
  overflow: hidden;
  width: 100%;
  height: ${({ $fill }) => ($fill ? '100%' : 'auto')};
  background: var(--color-surface);
`;

const Img = styled.img`
  display: block;
  width: 100%;
  height: 100%;
  transition: opacity ${tokens.transitionTimes.base}ms linear;
  &[data-loading],
  &[data-load-failed] {
    opacity: 0;
  }
`;

const Broken = styled.span`
  position: absolute;
  inset: 0;
  display: grid;
  place-items: center;
  padding: 8px;
  text-align: center;
  background: var(--color-surface);
  font-size: ${tokens.fontSizes.sm}px;
  color: var(--color-on-surface);
`;

export interface ResponsiveImageProps {
  src: string;
  alt: string;
  /** Known size ("data-image-dimensions"): reserves the space before the image loads. */
  dimensions?: Dimensions | null;
  focalPoint?: FocalPoint;
  /** fill crops to the box around the focal point; fit shows the whole image. */
  mode?: LoadMode;
  /** Fill the parent's height (a gallery cell) instead of keeping the image's ratio. */
  fillParent?: boolean;
  /** The sizes attribute: how wide the image shows. */
  sizes?: string;
  lazy?: boolean;
  sizeFormat?: SizeFormat;
}

/**
 * An image with a responsive srcset, its space reserved from its dimensions, loaded
 * lazily within 200 px of the viewport through the shared load queue, marked with
 * data-loading until it has loaded, and a box with a broken-image icon and the alt
 * text when it fails.
 */
export function ResponsiveImage({
  src,
  alt,
  dimensions = null,
  focalPoint = DEFAULT_FOCAL_POINT,
  mode = 'fill',
  fillParent = false,
  sizes = '100vw',
  lazy = true,
  sizeFormat = 'queryString',
}: ResponsiveImageProps) {
  const id = useImageKey();
  const [frame, setFrame] = useState<HTMLSpanElement | null>(null);
  const { near, visible } = useNearViewport(frame, images.lazyMarginPx);
  const wanted = !lazy || near === true;
  const { granted, settle } = useQueuedLoad(id, wanted, visible);
  const [status, setStatus] = useState<'waiting' | 'loaded' | 'failed'>('waiting');

  return (
    <Frame
      ref={setFrame}
      $fill={fillParent}
      // marked until it is known to be far from view, or until it has loaded or failed
      data-loading={(wanted || near === null) && status === 'waiting' ? '' : undefined}
      style={fillParent ? undefined : { aspectRatio: reservedAspectRatio(dimensions) }}
    >
      {granted && (
        <Img
          src={sizedUrl(src, images.widths[2]!, sizeFormat)}
          srcSet={buildSrcset(src, { originalWidth: dimensions?.width, format: sizeFormat })}
          sizes={sizes}
          alt={alt}
          width={dimensions?.width}
          height={dimensions?.height}
          decoding="async"
          data-loading={status === 'waiting' ? '' : undefined}
          data-load-failed={status === 'failed' ? '' : undefined}
          // the focal point only matters when the image is cropped to its box
          style={{ objectFit: objectFit(mode), objectPosition: mode === 'fill' ? objectPosition(focalPoint) : 'center' }}
          onLoad={(e) => {
            rememberLoadedRendition(src, e.currentTarget.currentSrc, e.currentTarget.naturalWidth);
            setStatus('loaded');
            settle('loaded');
          }}
          onError={() => {
            setStatus('failed');
            settle('failed');
          }}
        />
      )}
      {status === 'failed' && (
        // the alt text stays the visible label (so an opener's name still contains it)
        <Broken aria-hidden="true">
          <span>
            <svg width="28" height="28" viewBox="0 0 28 28" focusable="false" style={{ display: 'block', margin: '0 auto 6px' }}>
              <rect x="3" y="5" width="22" height="18" rx="2" fill="none" stroke="currentColor" strokeWidth="2" />
              <path d="M3 20l6-6 5 5 3-3 8 8M5 3l18 22" fill="none" stroke="currentColor" strokeWidth="2" />
            </svg>
            {alt}
          </span>
        </Broken>
      )}
    </Frame>
  );
}
