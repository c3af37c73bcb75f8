import { useRef, type PointerEvent } from 'react';
import { dragRelease } from '../core/swipe.rules';

export interface SwipeHandlers {
  onPointerDown: (e: PointerEvent) => void;
  onPointerUp: (e: PointerEvent) => void;
  onPointerCancel: () => void;
  /** Whether the pointer that just went up swiped: the click it produces should not count as a click. */
  justSwiped: () => boolean;
}

/**
 * Swipe on a slide area (spec: a release advances when the drag passed half the width
 * or the velocity is above 1): `step` gets 1 for a drag to the left (next), -1 to the
 * right. `width` is read at release.
 */
export function useSwipe(width: () => number, step: (by: -1 | 1) => void): SwipeHandlers {
  const start = useRef<{ x: number; t: number } | null>(null);
  const swiped = useRef(false);
  return {
    onPointerDown: (e) => {
      if (e.button !== 0) return;
      start.current = { x: e.clientX, t: e.timeStamp };
      swiped.current = false;
    },
    onPointerUp: (e) => {
      if (!start.current) return;
      const dragPx = e.clientX - start.current.x;
      const velocity = dragPx / Math.max(1, e.timeStamp - start.current.t);
      start.current = null;
      const by = dragRelease({ dragPx, widthPx: width(), velocity });
      if (by === 0) return;
      // the click this release produces follows at once; later clicks (the keyboard's) count again
      swiped.current = true;
      window.setTimeout(() => {
        swiped.current = false;
      }, 0);
      step(by);
    },
    onPointerCancel: () => {
      start.current = null;
    },
    justSwiped: () => swiped.current,
  };
}
