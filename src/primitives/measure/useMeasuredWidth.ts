import { useLayoutEffect, useState } from 'react';
import { useResizeEmitter } from '../resize/useResizeEmitter';

/**
 * An element's width (its bounding box): read synchronously before the first paint (so
 * layouts that depend on it never shift), then followed through the resize emitter once a
 * resize has settled (`debounceMs`; galleries use 100 ms, the spec's gallery timeout). A width
 * of 0 (the element hidden) keeps the last one, so a hidden view keeps its layout.
 */
export function useMeasuredWidth(debounceMs = 100): [(element: HTMLElement | null) => void, number] {
  const [element, setElement] = useState<HTMLElement | null>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    if (element) setWidth(element.getBoundingClientRect().width);
  }, [element]);
  useResizeEmitter(element, (next) => next > 0 && setWidth(next), { axis: 'x', timeoutMs: debounceMs, box: 'border' });
  return [setElement, width];
}
