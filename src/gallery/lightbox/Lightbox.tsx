import { useEffect, useId, useLayoutEffect, useReducer, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import styled, { css, keyframes } from 'styled-components';
import { useModal } from '../../primitives/modal/useModal';
import { Portal } from '../../primitives/portal/Portal';
import { useReducedMotion } from '../../primitives/reducedMotion';
import * as tokens from '../../tokens/tokens';
import { px, zIndices } from '../../tokens/tokens';
import { Button } from '../../primitives/buttons/Button';
import type { LightboxTheme } from '../core/galleryBlockData';
import type { Slide } from '../core/slideAttributes';
import { SlideMedia, slideName } from '../controls/SlideMedia';
import { plainText } from '../core/slideText';
import { useSwipe } from '../../primitives/carousel/useSwipe';
import { captionMaxHeight, clickStep, initialLightbox, lightboxReducer, lightboxTitle, LIGHTBOX } from './lightbox.machine';
import { LightboxImage, LightboxImageStyles } from './LightboxImage';

const THEMES: Record<LightboxTheme, { background: string; text: string; control: string }> = {
  light: { background: '#ffffff', text: '#111111', control: '#111111' },
  dark: { background: '#111111', text: '#f5f5f5', control: '#f5f5f5' },
};

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

const CaptionToggle = styled.span`
  display: none;
  @media ${tokens.mediaQueries.mobile} {
    display: inline;
  }
`;

const TopBar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  padding: 8px 12px;
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${tokens.fontSizes.base}px;
  font-weight: ${tokens.fontWeights.medium};
`;

const Stage = styled.div`
  position: relative;
  /* letterboxing shows the lightbox's own background, not the page theme's surface */
  --color-surface: transparent;
  touch-action: pan-y;
  min-height: 0;
  margin: 0 56px;
`;

/** The outline Button in the lightbox theme's control colour, its ring in that colour too. */
const Control = styled(Button).attrs({ $variant: 'outline' as const, $ring: 'current' as const })<{ $color: string }>`
  padding: ${px(0, tokens.space.xs)};
  border-color: currentColor;
  color: ${({ $color }) => $color};
`;

const Side = styled(Control)`
  position: absolute;
  top: 50%;
  transform: translateY(-50%);
`;

/** The lightbox's colour behind everything else in it. */
const Backdrop = styled.div`
  position: absolute;
  inset: 0;
  z-index: -1;
`;

/**
 * The backdrop and the controls fade in (speed S); the image does not, so it shows from
 * the first frame, as the slide it was opened from already did on the page.
 */
const Overlay = styled.div<{ $animate: boolean }>`
  position: fixed;
  inset: 0;
  z-index: ${zIndices.dialog};
  display: grid;
  grid-template-rows: auto 1fr auto;
  ${({ $animate }) =>
    $animate &&
    css`
      & > :not(${Stage}),
      & ${Side} {
        animation: ${fadeIn} ${LIGHTBOX.speedS}s linear;
      }
    `}
`;

/** Its padding inside its height: a capped caption takes 40 % of the lightbox, padding and all. */
const Caption = styled.div`
  box-sizing: border-box;
  padding: 12px 56px 16px;
  overflow: auto;
  p {
    margin: 4px 0 0;
  }
`;

/** What in the stage takes its own clicks: a click there does not step. */
const STAGE_CONTROLS = 'button, a[href], video, iframe, [role="button"]';

export interface LightboxProps {
  slides: Slide[];
  index: number;
  theme?: LightboxTheme;
  title?: string | null;
  /** Called once the lightbox has closed; the opener gets focus back. */
  onClose: () => void;
  onIndexChange?: (index: number) => void;
  opener?: HTMLElement | null;
}

/**
 * The lightbox (APG modal dialog): focus moves to the close control, Tab stays
 * inside, Escape closes it without reaching an outer dialog, and focus returns to the
 * opener. Arrow keys are throttled to one step per 200 ms; a click on the stage goes
 * back or forward except within 2 % of the screen edge; a very tall caption is
 * capped at 40 % of the height. Loaded on demand (see GalleryLightbox).
 */
export default function Lightbox({ slides, index, theme = 'dark', title, onClose, onIndexChange, opener }: LightboxProps) {
  const reducedMotion = useReducedMotion();
  // open from the first render, so the click's own render paints the lightbox
  const [state, dispatch] = useReducer(lightboxReducer, slides.length, (count) => {
    const opening = lightboxReducer(initialLightbox(count), { type: 'open', index });
    return reducedMotion ? lightboxReducer(opening, { type: 'opened' }) : opening;
  });
  const openedAt = useRef(index);
  const closeButton = useRef<HTMLButtonElement>(null);
  const caption = useRef<HTMLDivElement>(null);
  const stage = useRef<HTMLDivElement>(null);
  const [captionCap, setCaptionCap] = useState<number | null>(null);
  const titleId = useId();
  const colors = THEMES[slides[state.index]?.lightboxTheme ?? theme];

  useEffect(() => {
    // opened at first render; opened again when asked for another slide (Back and Forward)
    if (openedAt.current !== index) {
      openedAt.current = index;
      dispatch({ type: 'open', index });
    }
    if (reducedMotion) {
      dispatch({ type: 'opened' });
      return;
    }
    // animationend marks it opened; this is the fallback when no animation runs
    const fallback = window.setTimeout(() => dispatch({ type: 'opened' }), LIGHTBOX.speedS * 1000);
    return () => window.clearTimeout(fallback);
  }, [index, reducedMotion]);

  // focus moves to the close control; the lightbox covers the viewport: nothing to scroll into view, and no layout forced for it
  // the page made inert after the lightbox's first frame: marking it restyles every element outside, on the click's path
  const modal = useModal({ open: true, onEscape: () => close(), initialFocus: closeButton, returnFocus: opener, preventScroll: true, inertAfterPaint: true });

  useEffect(() => onIndexChange?.(state.index), [state.index]); // eslint-disable-line react-hooks/exhaustive-deps -- reported when the index changes, not for each new callback

  // Measured after every layout (the caption appears a render after the portal host).
  // eslint-disable-next-line react-hooks/exhaustive-deps -- after every layout on purpose; the state changes only when the cap does, so it settles
  useLayoutEffect(() => {
    const box = modal.element.current;
    if (!caption.current || !box) return;
    const cap = captionMaxHeight(caption.current.scrollHeight, box.clientHeight);
    if (cap !== captionCap) setCaptionCap(cap);
  });

  // focus returns to the opener as the lightbox leaves the page (useModal)
  function close() {
    dispatch({ type: 'close' });
    onClose();
  }

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'ArrowLeft' || e.key === 'ArrowRight') {
      e.preventDefault();
      dispatch({ type: 'keyStep', step: e.key === 'ArrowRight' ? 1 : -1, now: e.timeStamp });
    } else {
      modal.onKeyDown(e);
    }
  };

  const swipe = useSwipe(
    () => stage.current?.clientWidth ?? 0,
    (step) => dispatch({ type: 'step', step }),
  );

  const onStageClick = (e: MouseEvent) => {
    // a click that ends a swipe has already moved; one on a control (the side buttons, a video's) is the control's;
    // one on the image, which fills the stage, is the stage's
    if (swipe.justSwiped() || (e.target instanceof Element && e.target.closest(STAGE_CONTROLS))) return;
    const step = clickStep(e.clientX, window.innerWidth);
    if (step !== 0) dispatch({ type: 'step', step });
  };

  const slide = slides[state.index];
  if (!slide || state.phase === 'hidden' || state.phase === 'destroyed') return null;
  const name = lightboxTitle(title);

  return (
    <Portal>
      <Overlay
        ref={modal.ref}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onKeyDown={onKeyDown}
        onAnimationEnd={() => dispatch({ type: 'opened' })}
        data-lightbox-phase={state.phase}
        $animate={!reducedMotion}
        style={{ color: colors.text }}
      >
        <Backdrop aria-hidden="true" style={{ background: colors.background }} />
        <TopBar>
          <Title id={titleId}>{name}</Title>
          {(slide.title || slide.description) && (
            <CaptionToggle>
              <Control type="button" $color={colors.control} aria-pressed={state.captionShown} onClick={() => dispatch({ type: 'toggleCaption' })}>
                Caption
              </Control>
            </CaptionToggle>
          )}
          <span aria-live="polite">
            {state.index + 1} of {slides.length}
          </span>
          <Control ref={closeButton} type="button" $color={colors.control} aria-label="Close" onClick={close}>
            <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
              <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="2" />
            </svg>
          </Control>
        </TopBar>
        <Stage
          ref={stage}
          onClick={onStageClick}
          onPointerDown={swipe.handlers.onPointerDown}
          onPointerUp={swipe.handlers.onPointerUp}
          onPointerCancel={swipe.handlers.onPointerCancel}
        >
          {slide.type === 'image' && slide.src !== null ? (
            <LightboxImage key={slide.id ?? state.index} slide={{ ...slide, src: slide.src }} name={slideName(slide, state.index, slides.length)} />
          ) : (
            <SlideMedia key={slide.id ?? state.index} slide={slide} index={state.index} count={slides.length} mode="fit" lazy={false} />
          )}
          {slides.length > 1 && (
            <>
              <Side
                type="button"
                $color={colors.control}
                aria-label="Previous image"
                style={{ left: -52 }}
                onClick={() => dispatch({ type: 'step', step: -1 })}
              >
                ‹
              </Side>
              <Side type="button" $color={colors.control} aria-label="Next image" style={{ right: -52 }} onClick={() => dispatch({ type: 'step', step: 1 })}>
                ›
              </Side>
            </>
          )}
        </Stage>
        {(slide.title || slide.description) && state.captionShown && (
          <Caption
            ref={caption}
            // a capped caption scrolls: it takes focus so the keyboard can scroll it
            {...(captionCap === null ? {} : { tabIndex: 0, role: 'region', 'aria-label': 'Caption' })}
            style={captionCap === null ? undefined : { maxHeight: captionCap }}
          >
            {slide.title && <strong>{slide.title}</strong>}
            {slide.description && <p>{plainText(slide.description)}</p>}
          </Caption>
        )}
      </Overlay>
    </Portal>
  );
}

/**
 * The lightbox's styled elements, empty and hidden, in every variant a gallery can open
 * with (both themes' controls, the fade on or off as the visitor's motion setting says).
 * Rendered by a gallery once the lightbox's code is there (fetched on idle or intent, see
 * GalleryLightbox), so styled-components has put the lightbox's rules in the page before
 * the click: opening styles its own new elements only, instead of the browser restyling
 * the whole page for rules that arrive with it.
 * @public used on pages as a member of this module loaded on demand (lightboxChunk), which knip does not follow
 */
export function LightboxStyles() {
  const reducedMotion = useReducedMotion();
  return (
    <div hidden aria-hidden="true" data-lightbox-styles="">
      <Overlay $animate={!reducedMotion}>
        <Backdrop />
        <TopBar>
          <Title />
          <CaptionToggle />
        </TopBar>
        <Stage>
          <LightboxImageStyles />
          {Object.values(THEMES).map(({ control }) => (
            <Side key={control} as="span" $color={control} />
          ))}
        </Stage>
        {Object.values(THEMES).map(({ control }) => (
          <Control key={control} as="span" $color={control} />
        ))}
        <Caption />
      </Overlay>
    </div>
  );
}
