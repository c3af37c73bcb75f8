import { useMemo, useReducer } from 'react';
import { useMeasuredWidth } from '../../primitives/measure/useMeasuredWidth';
import { useReducedMotion } from '../../primitives/reducedMotion';
import { arrowKeySteps } from '../../primitives/carousel/arrowKeySteps';
import { ControlBar, ControlButton, GalleryRegion } from '../../primitives/carousel/GalleryChrome';
import { Track, TrackSlides, TrackViewport } from '../controls/TrackSlides';
import { useSwipe } from '../../primitives/carousel/useSwipe';
import { GALLERY_CONSTANTS } from '../core/designs';
import { edgeControls, galleryStateReducer, initialGalleryState } from '../core/gallery.machine';
import { lightboxOf, type GallerySettings } from '../core/galleryBlockData';
import { shownSlides, slideLayoutItem, type Slide } from '../core/slideAttributes';
import { inStripWindow, stripLayout, stripOffset, type StripBoundary } from '../layout/strip.math';
import { EmptyGallery } from '../layouts/EmptyGallery';
import type { LightboxHistoryOptions } from '../lightbox/lightboxHistory';
import { useGalleryLightbox } from '../lightbox/useGalleryLightbox';

export interface StripGalleryProps {
  settings: GallerySettings;
  slides: Slide[];
  label?: string;
  /** Strip height in px (the block's vSize when it has one). */
  height?: number;
  boundaries?: { start: StripBoundary; end: StripBoundary };
  initialIndex?: number;
  /** Lightbox deep links (itemId in the address); none by default. */
  deepLinks?: LightboxHistoryOptions | null;
}

/**
 * The strip design: slides in one row at a fixed height; the current slide is
 * brought to the alignment point (start, middle or end) within the boundaries, and
 * slides outside the visible window are inert. Previous / next, arrow keys 37 / 39.
 */
export function StripGallery({
  settings,
  slides,
  label = 'Gallery',
  height = settings.vSize ?? 280,
  boundaries = { start: 'hard', end: 'hard' },
  initialIndex = 0,
  deepLinks = null,
}: StripGalleryProps) {
  const images = useMemo(() => shownSlides(slides), [slides]);
  const { openAt, element: lightbox, prefetch } = useGalleryLightbox(images, { lightbox: lightboxOf(settings), title: label, deepLinks });
  const [ref, width] = useMeasuredWidth(GALLERY_CONSTANTS.resizeTimeoutMs);
  const reducedMotion = useReducedMotion();
  const [state, dispatch] = useReducer(galleryStateReducer, { count: images.length, index: initialIndex, loop: settings.loop }, initialGalleryState);
  const stepBy = (by: -1 | 1) => dispatch({ type: by === 1 ? 'next' : 'previous' });
  const swipe = useSwipe(() => width, stepBy);
  if (images.length === 0) return <EmptyGallery />;

  const gutter = settings.gutter;
  const layout = stripLayout(images.map(slideLayoutItem), { height, gutter });
  const options = { containerWidth: width, height, gutter, alignment: settings.alignment, boundaries };
  // whole pixels, as the slides are (see snapRect)
  const offset = width > 0 ? Math.round(stripOffset(layout, state.index, options)) : 0;
  const edges = edgeControls(state);
  const onKeyDown = arrowKeySteps(stepBy);

  return (
    <>
      <GalleryRegion
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
              height,
              // the track follows a drag, then settles on the current slide
              transform: `translateX(${offset + swipe.dragPx}px)`,
              transition: reducedMotion || swipe.dragPx !== 0 ? 'none' : `transform ${swipe.settleS ?? settings.speed}s ease-out`,
            }}
          >
            <TrackSlides
              slides={images}
              rects={layout.rects}
              isHidden={(i) => width > 0 && !inStripWindow(layout, i, offset, width)}
              isLazy={(i) => Math.abs(i - state.index) > settings.preload + 2}
              isInactive={(i) => i !== state.index}
              meta={settings.metaPosition}
              onOpen={openAt && ((i, opener) => !swipe.justSwiped() && openAt(i, opener))}
              currentIndex={state.index}
            />
          </Track>
        </TrackViewport>
        {images.length > 1 && (
          <ControlBar>
            <ControlButton type="button" aria-label="Previous slide" disabled={edges.previousDisabled} onClick={() => dispatch({ type: 'previous' })}>
              ‹
            </ControlButton>
            <ControlButton type="button" aria-label="Next slide" disabled={edges.nextDisabled} onClick={() => dispatch({ type: 'next' })}>
              ›
            </ControlButton>
          </ControlBar>
        )}
      </GalleryRegion>
      {lightbox}
    </>
  );
}
