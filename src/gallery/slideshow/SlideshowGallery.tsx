import { useMemo, useReducer, useState } from 'react';
import styled from 'styled-components';
import { ResponsiveImage } from '../../primitives/image/ResponsiveImage';
import { useMeasuredWidth } from '../../primitives/measure/useMeasuredWidth';
import { useReducedMotion } from '../../primitives/reducedMotion';
import * as tokens from '../../tokens/tokens';
import { mediaQueries } from '../../tokens/tokens';
import { arrowKeySteps } from '../../primitives/carousel/arrowKeySteps';
import { ControlBar, ControlButton, GalleryRegion } from '../../primitives/carousel/GalleryChrome';
import { GALLERY_CONSTANTS } from '../core/designs';
import { nextAutoplayIndex } from '../core/autoplay.rules';
import { edgeControls, galleryStateReducer, initialGalleryState } from '../core/gallery.machine';
import { lightboxOf, type GallerySettings } from '../core/galleryBlockData';
import { shownSlides, slideLayoutItem, type Slide } from '../core/slideAttributes';
import { slideshowStageHeight } from '../layout/stacked.math';
import { EmptyGallery } from '../layouts/EmptyGallery';
import type { LightboxHistoryOptions } from '../lightbox/lightboxHistory';
import { useGalleryLightbox } from '../lightbox/useGalleryLightbox';
import { SlideAction } from '../controls/SlideAction';
import { SlideMeta } from '../controls/SlideMeta';
import { KenBurns } from '../../primitives/motion/KenBurns';
import { SlideMedia } from '../controls/SlideMedia';
import { useSwipe } from '../../primitives/carousel/useSwipe';
import { useAutoplay } from './useAutoplay';
import { buttonBase } from '../../primitives/buttons/buttonBase';

const Stage = styled.div`
  position: relative;
  overflow: hidden;
  touch-action: pan-y;
  background: var(--color-surface);
`;

const SlideBox = styled.div`
  position: absolute;
  inset: 0;
`;

const Bar = styled(ControlBar)`
  justify-content: flex-start;
`;

const Button = styled(ControlButton)`
  padding: 0 12px;
`;

const Counter = styled.span`
  margin-left: auto;
  font-size: ${tokens.fontSizes.sm}px;
`;

const Thumbs = styled.div`
  display: grid;
`;

const Thumb = styled.button`
  ${buttonBase()}
  padding: 0;
  border: 2px solid transparent;
  background: none;
  aspect-ratio: 1;
  &[aria-current='true'] {
    border-color: var(--color-focus);
  }
`;

const VideoThumb = styled.span`
  display: grid;
  place-items: center;
  width: 100%;
  height: 100%;
  background: #222;
  color: #fff;
`;

export interface SlideshowGalleryProps {
  settings: GallerySettings;
  slides: Slide[];
  label?: string;
  initialIndex?: number;
  /** The page's nomotion=true flag: autoplay off. */
  noMotion?: boolean;
  /** Lightbox deep links (itemId in the address); none by default. */
  deepLinks?: LightboxHistoryOptions | null;
}

function isMobileScreen(): boolean {
  return typeof window !== 'undefined' && !!window.matchMedia && window.matchMedia(mediaQueries.mobile).matches;
}

/**
 * The slideshow design: one slide at a time, previous / next (looping unless the block
 * says `loop: false`, then disabled at the ends), arrow keys 37 / 39, thumbnails when
 * the block has them, and autoplay with a rotation control (APG carousel): to the next
 * slide or, with `autoplayOptions.randomize`, a random other one; it pauses while the
 * pointer is over it (not on mobile; unless `autoplayOptions.pauseOnMouseover` is false) or
 * focus is inside, and is off with nomotion or under reduced motion. The block's `kenBurns`
 * zooms the current image slowly to 1.075.
 */
export function SlideshowGallery({ settings, slides, label = 'Gallery', initialIndex = 0, noMotion = false, deepLinks = null }: SlideshowGalleryProps) {
  const images = useMemo(() => shownSlides(slides), [slides]);
  const { openAt, element: lightbox, prefetch } = useGalleryLightbox(images, { lightbox: lightboxOf(settings), title: label, deepLinks });
  const [ref, width] = useMeasuredWidth(GALLERY_CONSTANTS.resizeTimeoutMs);
  const reducedMotion = useReducedMotion();
  const [state, dispatch] = useReducer(galleryStateReducer, { count: images.length, index: initialIndex, loop: settings.loop }, initialGalleryState);
  const [pointerOver, setPointerOver] = useState(false);
  const [focusInside, setFocusInside] = useState(false);
  const [userPaused, setUserPaused] = useState(false);
  const [videoShowing, setVideoShowing] = useState(false);
  const status = useAutoplay(
    {
      enabled: settings.autoplay,
      slideCount: images.length,
      pauseOnMouseover: settings.autoplayPauseOnMouseover,
      pointerOver,
      focusInside,
      isMobile: isMobileScreen(),
      videoShowing,
      noMotion,
      reducedMotion,
      timeoutMs: settings.autoplayTimeoutMs,
      userPaused,
    },
    () => dispatch({ type: 'goTo', index: nextAutoplayIndex(state.index, images.length, settings.autoplayRandomize) }),
  );
  const stepBy = (by: -1 | 1) => dispatch({ type: by === 1 ? 'next' : 'previous' });
  const swipe = useSwipe(() => width, stepBy);
  // the click that ends a swipe does not open the lightbox
  const onOpen = openAt && ((i: number, opener: HTMLElement) => !swipe.justSwiped() && openAt(i, opener));

  if (images.length === 0) return <EmptyGallery />;
  const stageHeight = slideshowStageHeight(images.map(slideLayoutItem), { containerWidth: width, aspectRatio: settings.aspectRatio });
  const rotating = status === 'running';
  const edges = edgeControls(state);
  const onKeyDown = arrowKeySteps(stepBy);

  return (
    <>
      <GalleryRegion
        aria-roledescription="carousel"
        aria-label={label}
        tabIndex={0}
        onKeyDown={onKeyDown}
        onPointerEnter={() => {
          setPointerOver(true);
          prefetch?.();
        }}
        onPointerLeave={() => setPointerOver(false)}
        onFocus={() => {
          setFocusInside(true);
          prefetch?.();
        }}
        onBlur={(e) => {
          if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocusInside(false);
        }}
      >
        <Stage ref={ref} aria-live={rotating ? 'off' : 'polite'} style={{ height: stageHeight }} {...swipe.handlers}>
          {images.map((slide, i) => {
            const current = i === state.index;
            return (
              <SlideBox
                key={slide.id ?? i}
                role="group"
                aria-roledescription="slide"
                aria-label={`${i + 1} of ${images.length}`}
                aria-hidden={!current || undefined}
                inert={!current || undefined}
                style={{
                  opacity: current ? 1 : 0,
                  // the current slide follows a drag
                  transform: current && swipe.dragPx !== 0 ? `translateX(${swipe.dragPx}px)` : undefined,
                  transition: reducedMotion || swipe.dragPx !== 0 ? 'none' : `opacity ${settings.speed * 0.6}s linear`,
                }}
              >
                <KenBurns active={settings.kenBurns && current && slide.type === 'image'} durationS={settings.autoplayTimeoutMs / 1000 + settings.speed}>
                  <SlideAction slide={slide} index={i} count={images.length} onOpen={onOpen}>
                    <SlideMedia
                      slide={slide}
                      index={i}
                      count={images.length}
                      // auto-crop fills the stage (cropped about the focal point); without it each image shows whole
                      mode={settings.autoCrop ? 'fill' : 'fit'}
                      lazy={Math.abs(i - state.index) > settings.preload}
                      sizes={`${Math.ceil(width)}px`}
                      inactive={!current}
                      // autoplay stops while a video shows, and resumes after (only the current slide's can)
                      onVideoShowingChange={setVideoShowing}
                    />
                  </SlideAction>
                </KenBurns>
                {settings.metaPosition && <SlideMeta slide={slide} placement={settings.metaPosition} />}
              </SlideBox>
            );
          })}
        </Stage>
        {images.length > 1 && (
          <Bar>
            {settings.autoplay && !noMotion && !reducedMotion && (
              <Button
                type="button"
                data-carousel-rotation=""
                aria-label={userPaused ? 'Play autoplay' : 'Pause autoplay'}
                onClick={() => setUserPaused(!userPaused)}
              >
                <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true" focusable="false">
                  {userPaused ? <path d="M3 1.5v11l9-5.5z" fill="currentColor" /> : <path d="M3 1.5h3v11H3zM8 1.5h3v11H8z" fill="currentColor" />}
                </svg>
              </Button>
            )}
            <Button type="button" aria-label="Previous slide" disabled={edges.previousDisabled} onClick={() => dispatch({ type: 'previous' })}>
              ‹
            </Button>
            <Button type="button" aria-label="Next slide" disabled={edges.nextDisabled} onClick={() => dispatch({ type: 'next' })}>
              ›
            </Button>
            <Counter aria-hidden="true">
              {state.index + 1} / {images.length}
            </Counter>
          </Bar>
        )}
        {settings.thumbnails.enabled && images.length > 1 && (
          <Thumbs
            style={{
              gridTemplateColumns: `repeat(${settings.thumbnails.perRow}, 1fr)`,
              gap: settings.thumbnails.stripMargin,
              marginTop: 2 * settings.thumbnails.stripMargin,
            }}
          >
            {images.map((slide, i) => (
              <Thumb
                key={slide.id ?? i}
                type="button"
                aria-label={`Show slide ${i + 1}${slide.title ? `: ${slide.title}` : ''}`}
                aria-current={i === state.index}
                // square thumbnails, or a strip of the block's thumbnail height
                style={settings.thumbnails.square ? undefined : { aspectRatio: 'auto', height: settings.thumbnails.stripHeight }}
                onClick={() => dispatch({ type: 'goTo', index: i })}
              >
                {slide.src ? (
                  <ResponsiveImage src={slide.src} alt="" dimensions={slide.dimensions} focalPoint={slide.focalPoint} fillParent sizes="100px" />
                ) : (
                  <VideoThumb aria-hidden="true">▶</VideoThumb>
                )}
              </Thumb>
            ))}
          </Thumbs>
        )}
      </GalleryRegion>
      {lightbox}
    </>
  );
}
