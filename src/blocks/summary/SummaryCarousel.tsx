import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { arrowKeySteps } from '../../primitives/carousel/arrowKeySteps';
import { ControlBar, ControlButton } from '../../primitives/carousel/GalleryChrome';
import { useSwipe } from '../../primitives/carousel/useSwipe';
import { markSlides } from './summaryMarkup';
import { carouselView } from './summaryLayout.rules';
import { CarouselRegion, CarouselViewport } from './Summary.styles';

export interface SummaryCarouselProps {
  /** The server's items, in order. */
  items: readonly HTMLElement[];
  /** Items to a group. */
  columns: number;
  /** The container width, for swipes. */
  width: number;
  /** The carousel's accessible name. */
  label: string;
  /** The rendering (its list is the track). */
  children: ReactNode;
}

/**
 * The summary carousel (APG carousel, no rotation): the server's items in groups of
 * `columns` on a track moved by the shown group, previous and next buttons (the
 * gallery's controls; hidden when all fit, disabled at the ends), the arrow keys on
 * the focused region, swipe; items outside the group are inert.
 */
export function SummaryCarousel({ items, columns, width, label, children }: SummaryCarouselProps) {
  const [group, setGroup] = useState(0);
  const view = carouselView(group, items.length, columns);
  const shownKey = view.shown.join(',');

  useLayoutEffect(() => {
    markSlides(items, new Set(shownKey === '' ? [] : shownKey.split(',').map(Number)));
  }, [items, shownKey]);

  const previousButton = useRef<HTMLButtonElement>(null);
  const nextButton = useRef<HTMLButtonElement>(null);
  const last = Math.max(0, view.groups - 1);
  const step = (by: -1 | 1) => {
    const to = Math.min(Math.max(0, view.group + by), last);
    setGroup(to);
    return to;
  };
  // a button that reaches the end is disabled: focus goes to the other one (once it is enabled) rather than to the page
  const focusNext = useRef<HTMLButtonElement | null>(null);
  const press = (by: -1 | 1) => {
    const to = step(by);
    if (by === -1 && to === 0) focusNext.current = nextButton.current;
    if (by === 1 && to === last) focusNext.current = previousButton.current;
  };
  useLayoutEffect(() => {
    focusNext.current?.focus();
    focusNext.current = null;
  }, [view.group]);
  const swipe = useSwipe(() => width, step);

  return (
    <CarouselRegion
      aria-roledescription="carousel"
      aria-label={label}
      tabIndex={0}
      onKeyDown={arrowKeySteps((by) => void step(by))}
      style={{ ['--summary-group' as string]: view.group }}
      data-summary-group={view.group}
    >
      <CarouselViewport onPointerDown={swipe.handlers.onPointerDown} onPointerUp={swipe.handlers.onPointerUp} onPointerCancel={swipe.handlers.onPointerCancel}>
        {children}
      </CarouselViewport>
      {!view.controls.hidden && (
        <ControlBar>
          <ControlButton ref={previousButton} type="button" aria-label="Previous items" disabled={view.controls.previousDisabled} onClick={() => press(-1)}>
            ‹
          </ControlButton>
          <ControlButton ref={nextButton} type="button" aria-label="Next items" disabled={view.controls.nextDisabled} onClick={() => press(1)}>
            ›
          </ControlButton>
        </ControlBar>
      )}
    </CarouselRegion>
  );
}
