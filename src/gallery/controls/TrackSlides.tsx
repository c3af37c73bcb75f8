import styled from 'styled-components';
import type { ShownSlide } from '../core/slideAttributes';
import { snapRect, type Rect } from '../layout/layoutTypes';
import { SlideAction } from './SlideAction';
import { SlideMedia } from './SlideMedia';
import { SlideMeta } from './SlideMeta';
import type { MetaPlacement } from '../core/metaPosition';
import { focusRing } from '../../primitives/focusRing/focusRing';

/** The window onto a horizontally scrolling track (carousel, strip); vertical panning stays with the page. */
export const TrackViewport = styled.div`
  overflow: hidden;
  touch-action: pan-y;
`;

/** The row of slides, moved by a transform. */
export const Track = styled.div`
  position: relative;
`;

/** A slide: an APG carousel slide is a group, so the track is not a list. */
const Item = styled.div`
  position: absolute;
  top: 0;
  &[aria-current='true'] {
    ${focusRing({ inset: true })}
  }
`;

export interface TrackSlidesProps {
  slides: readonly ShownSlide[];
  /** Each slide's place on the track, in the same order. */
  rects: readonly Rect[];
  /** Outside the visible window: hidden from assistive technology and inert. */
  isHidden: (index: number) => boolean;
  isLazy: (index: number) => boolean;
  /** A video that cannot start here (a strip's slides other than the current). */
  isInactive?: (index: number) => boolean;
  /** Where titles and descriptions show over the slides (the block's meta-position); null: not shown. */
  meta?: MetaPlacement | null;
  /** Opens the lightbox on a slide (the block's lightbox setting); absent: slides open nothing. */
  onOpen?: ((index: number, opener: HTMLElement) => void) | null;
  /** The current slide, marked with aria-current (strip); none for a carousel's groups. */
  currentIndex?: number;
}

/** The slides positioned on a horizontally scrolling track (carousel, strip). */
export function TrackSlides({ slides, rects, isHidden, isLazy, isInactive = () => false, meta = null, onOpen, currentIndex }: TrackSlidesProps) {
  return slides.map((slide, index) => {
    const rect = snapRect(rects[index]!);
    const hidden = isHidden(index);
    return (
      <Item
        key={slide.id ?? index}
        role="group"
        aria-roledescription="slide"
        aria-label={`${index + 1} of ${slides.length}`}
        aria-current={currentIndex === undefined ? undefined : index === currentIndex}
        aria-hidden={hidden || undefined}
        inert={hidden || undefined}
        style={{ left: rect.x, width: rect.width, height: rect.height }}
      >
        <SlideAction slide={slide} index={index} count={slides.length} onOpen={onOpen}>
          <SlideMedia
            slide={slide}
            index={index}
            count={slides.length}
            lazy={isLazy(index)}
            sizes={`${Math.ceil(rect.width)}px`}
            inactive={hidden || isInactive(index)}
          />
        </SlideAction>
        {meta && <SlideMeta slide={slide} placement={meta} />}
      </Item>
    );
  });
}
