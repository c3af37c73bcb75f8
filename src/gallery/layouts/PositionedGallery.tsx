import { useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import { useMeasuredWidth } from '../../primitives/measure/useMeasuredWidth';
import { shownSlides, type Slide } from '../core/slideAttributes';
import type { Layout } from '../layout/layoutTypes';
import { GALLERY_CONSTANTS } from '../core/designs';
import { EmptyGallery } from './EmptyGallery';
import { GalleryLightbox } from '../lightbox/GalleryLightbox';
import { useInSiteEditor } from '../../primitives/siteEditor/SiteEditor';
import type { LightboxHistoryOptions } from '../lightbox/lightboxHistory';
import { useLightboxDeepLinks } from '../lightbox/useLightboxDeepLinks';
import { SlideMedia, slideName } from '../controls/SlideMedia';
import type { LightboxTheme } from '../core/galleryBlockData';
import { metaBoxStyle, type MetaPlacement } from '../core/metaPosition';
import { plainText } from '../core/slideText';

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

const Opener = styled.button`
  display: block;
  width: 100%;
  height: 100%;
  padding: 0;
  border: 0;
  background: none;
  cursor: zoom-in;
  &:focus-visible {
    outline: 3px solid var(--color-focus);
    outline-offset: 2px;
  }
`;

const Meta = styled.div`
  position: absolute;
  left: 0;
  right: 0;
  padding: 8px 10px;
  background: rgba(0, 0, 0, 0.66);
  color: #fff;
  font-size: ${({ theme }) => theme.tokens.fontSizes.sm}px;
  line-height: 1.3;
  /* the slide's control stays clickable under its meta */
  pointer-events: none;
  strong {
    display: block;
    overflow: hidden;
    white-space: nowrap;
    text-overflow: ellipsis;
  }
  p {
    display: -webkit-box;
    margin: 2px 0 0;
    overflow: hidden;
    -webkit-box-orient: vertical;
    -webkit-line-clamp: 2;
  }
`;

const Link = styled.a`
  display: block;
  width: 100%;
  height: 100%;
  &:focus-visible {
    outline: 3px solid var(--color-focus);
    outline-offset: 2px;
  }
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
  const [open, setOpen] = useState<{ index: number; opener: HTMLElement | null } | null>(null);
  const images = useMemo(() => shownSlides(slides), [slides]);
  const lastOpener = useRef<HTMLElement | null>(null);
  const inSiteEditor = useInSiteEditor();
  const linkOptions = lightbox && deepLinks ? { ...deepLinks, inSiteEditor: deepLinks.inSiteEditor ?? inSiteEditor } : null;
  const links = useLightboxDeepLinks(linkOptions, images, (index) => {
    if (index !== null) return setOpen({ index, opener: lastOpener.current });
    // Back closed it: focus returns to where the visitor opened it from
    setOpen(null);
    lastOpener.current?.focus();
  });
  const { rects, height } = width > 0 ? layout(width) : { rects: [], height: 0 };
  if (images.length === 0) return <EmptyGallery />;
  return (
    <>
    <Stage ref={ref} aria-label={label} style={{ height }}>
      {images.map((slide, i) => {
        const rect = rects[i];
        if (!rect) return null;
        const image = <SlideMedia slide={slide} index={i} count={images.length} mode={imageMode} sizes={`${Math.ceil(rect.width)}px`} />;
        // a video plays where it is; an image links through or opens the lightbox
        const content = slide.type === 'video' ? (
          image
        ) : slide.clickThroughUrl ? (
          <Link href={slide.clickThroughUrl}>{image}</Link>
        ) : lightbox ? (
          <Opener type="button" aria-label={`Open ${slideName(slide, i, images.length)} in the lightbox`} onClick={(e) => {
              lastOpener.current = e.currentTarget;
              setOpen({ index: i, opener: e.currentTarget });
              links?.open(i);
            }}>
            {image}
          </Opener>
        ) : (
          image
        );
        return (
          <Cell key={slide.id ?? i} style={{ left: rect.x, top: rect.y, width: rect.width, height: rect.height }}>
            {content}
            {meta && (slide.title || slide.description) && (
              <Meta style={metaBoxStyle(meta)}>
                {slide.title && <strong>{slide.title}</strong>}
                {slide.description && <p>{plainText(slide.description)}</p>}
              </Meta>
            )}
          </Cell>
        );
      })}
    </Stage>
    {lightbox && (
      <GalleryLightbox
        open={open !== null}
        slides={images}
        index={open?.index ?? 0}
        theme={lightbox.theme}
        title={label}
        opener={open?.opener ?? null}
        onIndexChange={(index) => links?.change(index)}
        onClose={() => {
          setOpen(null);
          links?.close();
        }}
      />
    )}
    </>
  );
}
