import { useEffect, useState } from 'react';
import { inViewThresholds, isInView, DEFAULT_IN_VIEW_RATIO } from './inView.rules';

/**
 * Whether an element is in view: intersecting and showing at least `ratio` of itself
 * (0.5 by default). With `once`, it stays true after the first time. Without
 * IntersectionObserver (old browsers, some test hosts), everything counts as in view.
 */
export function useInView(element: Element | null, { ratio = DEFAULT_IN_VIEW_RATIO, once = false }: { ratio?: number; once?: boolean } = {}): boolean {
  const [inView, setInView] = useState(false);
  useEffect(() => {
    if (!element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setInView(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries[entries.length - 1]!;
        const visible = isInView(entry, ratio);
        setInView(visible);
        if (visible && once) observer.disconnect();
      },
      { threshold: inViewThresholds(ratio) },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, ratio, once]);
  return inView;
}
