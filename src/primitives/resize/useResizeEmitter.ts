import { useEffect, useRef } from 'react';
import { createResizeEmitter, type ResizeEmitterOptions } from './resizeEmitter';

export interface ResizeEmitterHookOptions extends Pick<ResizeEmitterOptions, 'axis' | 'threshold' | 'timeoutMs'> {
  /**
   * The box measured: `content` (the observer's content rectangle, the default) or `border`
   * (the element's bounding rectangle: padding and border in, as laid out on the page).
   */
  box?: 'content' | 'border';
}

/**
 * Calls `onResize` with an element's size along an axis once it has settled (300 ms by
 * default) and moved by more than the threshold: a ResizeObserver feeding the
 * framework-free resize emitter. The one way components follow an element's size.
 */
export function useResizeEmitter(
  element: Element | null,
  onResize: (size: number) => void,
  { axis = 'x', threshold = 0, timeoutMs, box = 'content' }: ResizeEmitterHookOptions = {},
) {
  const callback = useRef(onResize);
  callback.current = onResize;
  useEffect(() => {
    if (!element || typeof ResizeObserver === 'undefined') return;
    const emitter = createResizeEmitter({ axis, threshold, timeoutMs });
    emitter.subscribe((size) => callback.current(size));
    const observer = new ResizeObserver(([entry]) => {
      const { width, height } = box === 'border' ? element.getBoundingClientRect() : entry!.contentRect;
      emitter.measure({ width, height });
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      emitter.dispose();
    };
  }, [element, axis, threshold, timeoutMs, box]);
}
