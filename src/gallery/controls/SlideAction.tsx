import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { ShownSlide } from '../core/slideAttributes';
import { slideName } from './SlideMedia';
import { focusRing } from '../../primitives/focusRing/focusRing';
import { buttonBase } from '../../primitives/buttons/buttonBase';

const showsFocus = `
  &:focus-visible {
    ${focusRing()}
  }
`;

const Opener = styled.button`
  ${buttonBase()}
  display: block;
  width: 100%;
  height: 100%;
  padding: 0;
  border: 0;
  background: none;
  cursor: zoom-in;
`;

const NextButton = styled(Opener)`
  cursor: pointer;
`;

const Link = styled.a`
  display: block;
  width: 100%;
  height: 100%;
  ${showsFocus}
`;

export interface SlideActionProps {
  slide: ShownSlide;
  index: number;
  count: number;
  /** Opens the lightbox on this slide; absent when the block has no lightbox. */
  onOpen?: ((index: number, opener: HTMLElement) => void) | null;
  /** Without a lightbox: a click shows the next slide (the stacked design's click behaviour), named by `label`. */
  next?: { label: string; go: () => void } | null;
  children: ReactNode;
}

/**
 * What clicking a slide does, in every design: a video plays where it is (its own
 * control), an image with a click-through URL is a link, otherwise it opens the
 * lightbox when the block has one, else shows the next slide when the design says so
 * (stacked), or does nothing.
 */
export function SlideAction({ slide, index, count, onOpen, next = null, children }: SlideActionProps) {
  if (slide.type === 'video') return children;
  if (slide.clickThroughUrl) return <Link href={slide.clickThroughUrl}>{children}</Link>;
  if (!onOpen && next) {
    return (
      <NextButton type="button" aria-label={next.label} onClick={next.go}>
        {children}
      </NextButton>
    );
  }
  if (!onOpen) return children;
  return (
    <Opener type="button" aria-label={`Open ${slideName(slide, index, count)} in the lightbox`} onClick={(e) => onOpen(index, e.currentTarget)}>
      {children}
    </Opener>
  );
}
