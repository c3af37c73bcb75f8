import type { ReactNode } from 'react';
import styled, { keyframes } from 'styled-components';
import { useReducedMotion } from '../reducedMotion';

/** How far the image grows (spec: slideshow Ken Burns zoom 1.075). */
const KEN_BURNS_ZOOM = 1.075;

const zoom = keyframes`
  from { transform: scale(1); }
  to { transform: scale(${KEN_BURNS_ZOOM}); }
`;

const Frame = styled.div<{ $durationS: number; $zooming: boolean }>`
  width: 100%;
  height: 100%;
  transform-origin: 50% 50%;
  /* switching the animation on starts it from scale 1 again */
  animation: ${({ $zooming }) => ($zooming ? zoom : 'none')} ${({ $durationS }) => $durationS}s linear forwards;
`;

export interface KenBurnsProps {
  /** Zoom while true (the slide is current); restarts each time it becomes true again. */
  active: boolean;
  /** How long the slow zoom to 1.075 takes, seconds (the slide's time on screen). */
  durationS: number;
  children?: ReactNode;
}

/**
 * The Ken Burns effect for slideshow images (spec: zoom 1.075): the current slide's
 * image grows slowly from 1 to 1.075 while it shows; nothing moves under reduced
 * motion. The same element throughout, so the image inside is never remounted; the
 * frame around it clips the growth.
 */
export function KenBurns({ active, durationS, children }: KenBurnsProps) {
  const reduced = useReducedMotion();
  const zooming = active && !reduced;
  return (
    <Frame $durationS={durationS} $zooming={zooming} data-ken-burns={zooming ? '' : undefined}>
      {children}
    </Frame>
  );
}
