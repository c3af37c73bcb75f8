import { useRef, useState, type DragEvent, type PointerEvent } from 'react';
import { dragRelease, swipeDurationS, touchSwipe } from './swipe.rules';

/** The pointer handlers a slide area spreads onto its element (`{...swipe.handlers}`). */
export interface SwipePointerHandlers {
  onPointerDown: (e: PointerEvent) => void;
  /** Follows the pointer while it is down: `dragPx` is how far it has moved. */
  onPointerMove: (e: PointerEvent) => void;
  onPointerUp: (e: PointerEvent) => void;
  onPointerCancel: () => void;
  /** The pointer left the area while down: the drag snaps back. */
  onPointerLeave: () => void;
  /** The browser's own drag of an image would cancel the pointer: the slides are dragged instead. */
  onDragStart: (e: DragEvent) => void;
}

export interface SwipeHandlers {
  handlers: SwipePointerHandlers;
  /** Whether the pointer that just went up swiped: the click it produces should not count as a click. */
  justSwiped: () => boolean;
  /** How far the pointer has dragged the slides, px (0 when no drag is on): the view moves them by it, without a transition. */
  dragPx: number;
  /**
   * After a swipe, how long the slides take to settle, s: the distance left at the release's
   * speed, clamped to 0.3-0.5 s (0.2-0.4 s on narrow screens); null otherwise (the view's own).
   */
  settleS: number | null;
}

/**
 * Swipe on a slide area (spec: a drag moves the container; on release it advances when the
 * drag passed half the width or the velocity is above 1; a touch counts as a swipe when it
 * moves 50 px within 250 ms): `step` gets 1 for a drag to the left (next), -1 to the right.
 * `width` is read at release.
 */
export function useSwipe(width: () => number, step: (by: -1 | 1) => void): SwipeHandlers {
  const start = useRef<{ x: number; t: number } | null>(null);
  const swiped = useRef(false);
  const [dragPx, setDragPx] = useState(0);
  const [settleS, setSettleS] = useState<number | null>(null);
  const end = () => {
    start.current = null;
    setDragPx(0);
  };
  return {
    dragPx,
    settleS,
    justSwiped: () => swiped.current,
    handlers: {
      onPointerDown: (e) => {
        if (e.button !== 0) return;
        start.current = { x: e.clientX, t: e.timeStamp };
        swiped.current = false;
        setSettleS(null);
      },
      onPointerMove: (e) => {
        if (start.current) setDragPx(e.clientX - start.current.x);
      },
      onPointerUp: (e) => {
        if (!start.current) return;
        const dragPx = e.clientX - start.current.x;
        const dt = Math.max(1, e.timeStamp - start.current.t);
        end();
        const dragged = dragRelease({ dragPx, widthPx: width(), velocity: dragPx / dt });
        const by = dragged !== 0 || e.pointerType !== 'touch' ? dragged : touchSwipe({ dx: dragPx, dt });
        if (by === 0) return;
        setSettleS(swipeDurationS({ remainingPx: Math.max(0, width() - Math.abs(dragPx)), velocity: dragPx / dt, viewportWidth: window.innerWidth }));
        // the click this release produces follows at once; later clicks (the keyboard's) count again
        swiped.current = true;
        window.setTimeout(() => {
          swiped.current = false;
        }, 0);
        step(by);
      },
      onPointerCancel: end,
      onPointerLeave: () => {
        if (start.current) end();
      },
      onDragStart: (e) => e.preventDefault(),
    },
  };
}
