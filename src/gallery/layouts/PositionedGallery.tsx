import { useMemo } from 'react';
import styled from 'styled-components';
import { useMeasuredWidth } from '../../primitives/measure/useMeasuredWidth';
import { shownSlides, type Slide } from '../core/slideAttributes';
import type { Layout } from '../layout/layoutTypes';
import { GALLERY_CONSTANTS } from '../core/designs';
import { EmptyGallery } from './EmptyGallery';
import type { LightboxHistoryOptions } from '../lightbox/lightboxHistory';
import { useGalleryLightbox } from '../lightbox/useGalleryLightbox';
import { SlideAction } from '../controls/SlideAction';
import { SlideMedia } from '../controls/SlideMedia';
import type { LightboxTheme } from '../core/galleryBlockData';
import type { MetaPlacement } from '../core/metaPosition';
import { SlideMeta } from '../controls/SlideMeta';

const Stage = styled.ul`
  position: relative;
  list-style: none;
  margin: 0;
  padding: 0;
  width: 100%;
`;

const Cell = styled.li`
  position: absolute;
  margin: 0;
`;



export interface PositionedGalleryProps {
  slides: Slide[];
  /** The layout for a container this wide. */
  layout: (containerWidth: number) => Layout;
  /** Accessible name of the gallery. */
  label: string;
  /** fill crops images to their cells around the focal point; fit shows them whole. */
  imageMode?: 'fill' | 'fit';
  /** Open slides in the lightbox, with its theme. */
  lightbox?: { theme: LightboxTheme } | null;
  /** Where each slide's title and description show over it; null: not shown. */
  meta?: MetaPlacement | null;
  /** Deep links: the open slide written as itemId under the collection address, Back closing the lightbox. */
  deepLinks?: LightboxHistoryOptions | null;
}

/**
 * Slides at the positions a layout function gives for the measured width: the shared
 * view of the autocolumns, autogrid, autorows, grid and stacked designs. The height
 * is reserved from the layout, so nothing below shifts as images arrive.
 */
export function PositionedGallery({ slides, layout, label, imageMode = 'fill', lightbox = null, meta = null, deepLinks = null }: PositionedGalleryProps) {
  const [ref, width] = useMeasuredWidth(GALLERY_CONSTANTS.resizeTimeoutMs);
  const images = useMemo(() => shownSlides(slides), [slides]);
  const { openAt, element: lightboxElement, prefetch } = useGalleryLightbox(images, { lightbox, title: label, deepLinks });
  const { rects, height } = width > 0 ? layout(width) : { rects: [], height: 0 };
  if (images.length === 0) return <EmptyGallery />;
  return (
    <>
    <Stage ref={ref} aria-label={label} style={{ height }} onPointerEnter={prefetch ?? undefined} onFocus={prefetch ?? undefined}>
      {images.map((slide, i) => {
        const rect = rects[i];
        if (!rect) return null;
        return (
          <Cell key={slide.id ?? i} style={{ left: rect.x, top: rect.y, width: rect.width, height: rect.height }}>
            <SlideAction slide={slide} index={i} count={images.length} onOpen={openAt}>
              <SlideMedia slide={slide} index={i} count={images.length} mode={imageMode} sizes={`${Math.ceil(rect.width)}px`} />
            </SlideAction>
            {meta && <SlideMeta slide={slide} placement={meta} />}
          </Cell>
        );
      })}
    </Stage>
    {lightboxElement}
    </>
  );
}
