import { useEffect, useRef } from 'react';
import { createResizeEmitter, type ResizeEmitterOptions } from './resizeEmitter';

/**
 * Calls `onResize` with an element's size along an axis once it has settled (300 ms by
 * default) and moved by more than the threshold: a ResizeObserver feeding the
 * framework-free resize emitter.
 */
export function useResizeEmitter(
  element: Element | null,
  onResize: (size: number) => void,
  { axis = 'x', threshold = 0, timeoutMs }: Pick<ResizeEmitterOptions, 'axis' | 'threshold' | 'timeoutMs'> = {},
) {
  const callback = useRef(onResize);
  callback.current = onResize;
  useEffect(() => {
    if (!element || typeof ResizeObserver === 'undefined') return;
    const emitter = createResizeEmitter({ axis, threshold, timeoutMs });
    emitter.subscribe((size) => callback.current(size));
    const observer = new ResizeObserver(([entry]) => {
      const { width, height } = entry!.contentRect;
      emitter.measure({ width, height });
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      emitter.dispose();
    };
  }, [element, axis, threshold, timeoutMs]);
}
