import { useMemo, useReducer } from 'react';
import styled from 'styled-components';
import { useMeasuredWidth } from '../../primitives/measure/useMeasuredWidth';
import { useReducedMotion } from '../../primitives/reducedMotion';
import { carouselControls, slidesInGroup } from '../../primitives/carousel/carousel.math';
import { arrowKeySteps } from '../../primitives/carousel/arrowKeySteps';
import { ControlBar, ControlButton, GalleryRegion } from '../../primitives/carousel/GalleryChrome';
import { Track, TrackSlides, TrackViewport } from '../controls/TrackSlides';
import { useSwipe } from '../../primitives/carousel/useSwipe';
import { GALLERY_CONSTANTS } from '../core/designs';
import { edgeControls, galleryStateReducer, initialGalleryState } from '../core/gallery.machine';
import { lightboxOf, type GallerySettings } from '../core/galleryBlockData';
import { shownSlides, type Slide } from '../core/slideAttributes';
import { carouselLayout } from '../layout/grid.math';
import { EmptyGallery } from '../layouts/EmptyGallery';
import type { LightboxHistoryOptions } from '../lightbox/lightboxHistory';
import { useGalleryLightbox } from '../lightbox/useGalleryLightbox';

const Region = styled(GalleryRegion)`
  position: relative;
`;

export interface CarouselGalleryProps {
  settings: GallerySettings;
  slides: Slide[];
  label?: string;
  /** The group shown first. */
  initialGroup?: number;
  /** Lightbox deep links (itemId in the address); none by default. */
  deepLinks?: LightboxHistoryOptions | null;
}

/**
 * The carousel design (APG carousel): slides in groups of slides-per-row, previous
 * and next controls hidden when all fit and disabled at the first and last group,
 * arrow keys 37 / 39, swipe, and slides outside the shown group inert.
 */
export function CarouselGallery({ settings, slides, label = 'Gallery', initialGroup = 0, deepLinks = null }: CarouselGalleryProps) {
  const images = useMemo(() => shownSlides(slides), [slides]);
  const { openAt, element: lightbox, prefetch } = useGalleryLightbox(images, { lightbox: lightboxOf(settings), title: label, deepLinks });
  const [ref, width] = useMeasuredWidth(GALLERY_CONSTANTS.resizeTimeoutMs);
  const reduceMotion = useReducedMotion();
  const layout = carouselLayout(images.length, {
    containerWidth: width,
    slidesPerRow: settings.slidesPerRow,
    gutterPercent: settings.gutter,
    aspectRatio: settings.aspectRatio,
  });
  const groups = layout.groupOffsets.length;
  const [state, dispatch] = useReducer(galleryStateReducer, { count: groups, index: initialGroup, loop: settings.loop }, initialGalleryState);
  if (state.count !== groups) dispatch({ type: 'setCount', count: groups });
  const group = Math.min(state.index, Math.max(0, groups - 1));
  const controls = carouselControls(group, groups);
  const edges = edgeControls({ ...state, index: group, count: groups });
  const step = (by: -1 | 1) => {
    dispatch({ type: by === 1 ? 'next' : 'previous' });
  };
  const onKeyDown = arrowKeySteps(step);
  const swipe = useSwipe(() => width, step);

  if (images.length === 0) return <EmptyGallery />;
  const shown = new Set(slidesInGroup(group, layout.perRow, images.length));

  return (
    <>
      <Region
        aria-roledescription="carousel"
        aria-label={label}
        tabIndex={0}
        onKeyDown={onKeyDown}
        onPointerEnter={prefetch ?? undefined}
        onFocus={prefetch ?? undefined}
      >
        <TrackViewport ref={ref} {...swipe.handlers}>
          <Track
            aria-live="polite"
            style={{
              height: layout.height,
              // the track follows a drag, then settles on the group
              transform: `translateX(${Math.round(layout.groupOffsets[group] ?? 0) + swipe.dragPx}px)`,
              transition: reduceMotion || swipe.dragPx !== 0 ? 'none' : `transform ${swipe.settleS ?? GALLERY_CONSTANTS.swipeAnimationS}s ease-out`,
            }}
          >
            <TrackSlides
              slides={images}
              rects={layout.rects}
              isHidden={(i) => !shown.has(i)}
              isLazy={() => false}
              meta={settings.metaPosition}
              // the click that ends a swipe does not open the lightbox
              onOpen={openAt && ((i, opener) => !swipe.justSwiped() && openAt(i, opener))}
            />
          </Track>
        </TrackViewport>
        {!controls.hidden && (
          <ControlBar>
            <ControlButton type="button" aria-label="Previous slides" disabled={edges.previousDisabled} onClick={() => step(-1)}>
              ‹
            </ControlButton>
            <ControlButton type="button" aria-label="Next slides" disabled={edges.nextDisabled} onClick={() => step(1)}>
              ›
            </ControlButton>
          </ControlBar>
        )}
      </Region>
      {lightbox}
    </>
  );
}
