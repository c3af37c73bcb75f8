import { useState, type SyntheticEvent } from 'react';
import styled from 'styled-components';
import { loadedRenditionOf } from '../../primitives/image/loadedRenditions';
import { buildSrcset, sizedUrl } from '../../primitives/image/srcset';
import { images } from '../../tokens/tokens';
import type { ShownSlide } from '../core/slideAttributes';

const Box = styled.span`
  position: relative;
  display: block;
  overflow: hidden;
  width: 100%;
  height: 100%;
`;

/**
 * Both images take the whole box, shown whole and centred: the placeholder and the full
 * image cover the same pixels. The full one lies on top, painting nothing until it has
 * data, so the placeholder shows through until then.
 */
const Picture = styled.img`
  position: absolute;
  inset: 0;
  display: block;
  width: 100%;
  height: 100%;
  object-fit: contain;
  object-position: center;
  /* a failed image keeps its name for assistive technology, without the browser's broken-image mark */
  &[data-load-failed] {
    opacity: 0;
  }
`;

const Failed = styled.span`
  position: absolute;
  inset: 0;
  display: grid;
  place-items: center;
  padding: 8px;
  text-align: center;
`;

export interface LightboxImageProps {
  slide: ShownSlide & { src: string };
  /** The image's accessible name. */
  name: string;
}

/**
 * The lightbox's image. The rendition the page has already loaded for this image (the
 * gallery's thumbnail) shows at once, in the box the full image takes, so the lightbox
 * has its picture the moment it opens; the full image, fetched first (not through the
 * gallery's load queue), replaces it once decoded, with nothing moving. Marked with
 * data-loading until the full image has arrived or failed; if it fails, the thumbnail
 * stays, or without one the image's name shows.
 */
export function LightboxImage({ slide, name }: LightboxImageProps) {
  const [placeholder] = useState(() => loadedRenditionOf(slide.src));
  const [status, setStatus] = useState<'loading' | 'loaded' | 'failed'>('loading');
  const onLoad = (e: SyntheticEvent<HTMLImageElement>) => {
    // shown only once decoded, so the swap never paints an empty frame
    e.currentTarget.decode().then(
      () => setStatus('loaded'),
      () => setStatus('loaded'),
    );
  };
  return (
    <Box data-loading={status === 'loading' ? '' : undefined}>
      {placeholder && status !== 'loaded' && <Picture src={placeholder.url} alt="" />}
      <Picture
        src={sizedUrl(slide.src, images.widths[2]!)}
        srcSet={buildSrcset(slide.src, { originalWidth: slide.dimensions?.width })}
        sizes="100vw"
        alt={name}
        width={slide.dimensions?.width}
        height={slide.dimensions?.height}
        fetchPriority="high"
        data-loading={status === 'loading' ? '' : undefined}
        data-load-failed={status === 'failed' ? '' : undefined}
        onLoad={onLoad}
        onError={() => setStatus('failed')}
      />
      {status === 'failed' && !placeholder && <Failed aria-hidden="true">{name}</Failed>}
    </Box>
  );
}

/** LightboxImage's styled elements, empty, for LightboxStyles to put their rules in the page ahead of the first open. */
export function LightboxImageStyles() {
  return (
    <Box>
      <Picture alt="" />
      <Failed />
    </Box>
  );
}
