import { useCallback, useLayoutEffect, useState } from 'react';
import useMeasure from 'react-use-measure';

/**
 * An element's width: read synchronously before the first paint (so layouts that
 * depend on it never shift), then followed through react-use-measure, with resizes
 * debounced (galleries use 100 ms).
 */
export function useMeasuredWidth(debounceMs = 100): [(element: HTMLElement | null) => void, number] {
  const [measureRef, bounds] = useMeasure({ debounce: { resize: debounceMs, scroll: 0 }, scroll: false });
  const [element, setElement] = useState<HTMLElement | null>(null);
  const [initial, setInitial] = useState(0);
  const ref = useCallback(
    (el: HTMLElement | null) => {
      measureRef(el);
      setElement(el);
    },
    [measureRef],
  );
  useLayoutEffect(() => {
    if (element) setInitial(element.getBoundingClientRect().width);
  }, [element]);
  return [ref, bounds.width > 0 ? bounds.width : initial];
}
