import { memo, useCallback, useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import { useMeasuredWidth } from '../../primitives/measure/useMeasuredWidth';
import { shownSlides, type ShownSlide, type Slide } from '../core/slideAttributes';
import type { Layout, Rect } from '../layout/layoutTypes';
import { GALLERY_CONSTANTS } from '../core/designs';
import { EmptyGallery } from './EmptyGallery';
import type { LightboxHistoryOptions } from '../lightbox/lightboxHistory';
import { useGalleryLightbox } from '../lightbox/useGalleryLightbox';
import { SlideAction } from '../controls/SlideAction';
import { SlideMedia, slideName } from '../controls/SlideMedia';
import { useReducedMotion } from '../../primitives/reducedMotion';
import type { LightboxTheme } from '../core/galleryBlockData';
import type { MetaPlacement } from '../core/metaPosition';
import { SlideMeta } from '../controls/SlideMeta';
import { useRenderWindow } from './useRenderWindow';

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
  /** Without a lightbox, a click on a slide brings the next one into view and gives it focus (stacked). */
  clickNext?: boolean;
}

interface CellProps {
  slide: ShownSlide;
  index: number;
  count: number;
  rect: Rect;
  imageMode: 'fill' | 'fit';
  meta: MetaPlacement | null;
  onOpen: ((index: number, opener: HTMLElement) => void) | null;
  next: { label: string; go: () => void } | null;
}

/** One slide at its place; rendered again only when its own props change (not as later slides arrive). */
const PositionedCell = memo(function PositionedCell({ slide, index, count, rect, imageMode, meta, onOpen, next }: CellProps) {
  return (
    <Cell data-slide-index={index} style={{ left: rect.x, top: rect.y, width: rect.width, height: rect.height }}>
      <SlideAction slide={slide} index={index} count={count} onOpen={onOpen} next={next}>
        <SlideMedia slide={slide} index={index} count={count} mode={imageMode} sizes={`${Math.ceil(rect.width)}px`} />
      </SlideAction>
      {meta && <SlideMeta slide={slide} placement={meta} />}
    </Cell>
  );
});

/**
 * A slide not rendered in full yet: its box, and its title and description where the design
 * shows them (the text the server's slide showed stays in the page, for find in page and for
 * the never-erase check), without the image and controls the full cell brings once near the viewport.
 */
const HeldCell = memo(function HeldCell({ slide, index, rect, meta }: { slide: ShownSlide; index: number; rect: Rect; meta: MetaPlacement }) {
  return (
    <Cell data-slide-index={index} style={{ left: rect.x, top: rect.y, width: rect.width, height: rect.height }}>
      <SlideMeta slide={slide} placement={meta} />
    </Cell>
  );
});

/**
 * Slides at the positions a layout function gives for the measured width: the shared
 * view of the autocolumns, autogrid, autorows, grid and stacked designs. The height
 * is reserved from the layout, so nothing below shifts as images arrive. A gallery of
 * thousands renders in full the slides near the viewport, more as the visitor scrolls,
 * and the others' text in light cells a batch per task (`useRenderWindow`), each in its place.
 */
export function PositionedGallery({
  slides,
  layout,
  label,
  imageMode = 'fill',
  lightbox = null,
  meta = null,
  deepLinks = null,
  clickNext = false,
}: PositionedGalleryProps) {
  const [measure, width] = useMeasuredWidth(GALLERY_CONSTANTS.resizeTimeoutMs);
  const [stage, setStage] = useState<HTMLUListElement | null>(null);
  const ref = useCallback(
    (element: HTMLUListElement | null) => {
      measure(element);
      setStage(element);
    },
    [measure],
  );
  const images = useMemo(() => shownSlides(slides), [slides]);
  const { openAt, element: lightboxElement, prefetch } = useGalleryLightbox(images, { lightbox, title: label, deepLinks });
  // one function for every render, so slides already there are not rendered again for it
  const latestOpen = useRef(openAt);
  latestOpen.current = openAt;
  const open = useCallback((index: number, opener: HTMLElement) => latestOpen.current?.(index, opener), []);
  const { rects, height } = useMemo(() => (width > 0 ? layout(width) : { rects: [], height: 0 }), [layout, width]);
  // light cells only where there is text to hold: the design shows it, and a slide has some
  const holdText = useMemo(() => meta !== null && images.some((slide) => slide.title || slide.description), [meta, images]);
  const rendered = useRenderWindow(rects, stage, holdText);
  const reducedMotion = useReducedMotion();
  // one object per slide for every render (memoised cells), made only for the stacked design's click
  const nexts = useMemo(
    () =>
      images.map((_slide, i) => {
        if (!clickNext || i + 1 >= images.length) return null;
        const go = () => {
          const cell = stage?.querySelector<HTMLElement>(`[data-slide-index="${i + 1}"]`);
          cell?.scrollIntoView({ block: 'start', behavior: reducedMotion ? 'auto' : 'smooth' });
          cell?.querySelector<HTMLElement>('button, a[href]')?.focus({ preventScroll: true });
        };
        // the slide's own name first: a broken image shows it as text, which the label must hold
        return { label: `${slideName(images[i]!, i, images.length)}: show the next image, ${slideName(images[i + 1]!, i + 1, images.length)}`, go };
      }),
    [clickNext, images, stage, reducedMotion],
  );
  if (images.length === 0) return <EmptyGallery />;
  return (
    <>
      <Stage ref={ref} aria-label={label} style={{ height }} onPointerEnter={prefetch ?? undefined} onFocus={prefetch ?? undefined}>
        {images.map((slide, i) => {
          const rect = rects[i];
          if (!rect) return null;
          if (!rendered.full(i)) return meta && rendered.held(i) ? <HeldCell key={slide.id ?? i} slide={slide} index={i} rect={rect} meta={meta} /> : null;
          return (
            <PositionedCell
              key={slide.id ?? i}
              slide={slide}
              index={i}
              count={images.length}
              rect={rect}
              imageMode={imageMode}
              meta={meta}
              onOpen={openAt ? open : null}
              next={nexts[i] ?? null}
            />
          );
        })}
      </Stage>
      {lightboxElement}
    </>
  );
}
