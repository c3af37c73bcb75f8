import { useEffect, useState } from 'react';

/**
 * Whether an element is within `marginPx` of the viewport (near) and on screen
 * (visible). Once near, it stays near: the element is no longer watched for that.
 * Without IntersectionObserver support everything counts as near at once.
 */
export function useNearViewport(element: Element | null, marginPx = 200): { near: boolean; visible: boolean } {
  const supported = typeof IntersectionObserver !== 'undefined';
  const [near, setNear] = useState(!supported);
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    if (!element || !supported || near) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: `${marginPx}px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, marginPx, near, supported]);

  useEffect(() => {
    if (!element || !supported) return;
    const observer = new IntersectionObserver((entries) => setVisible(entries.some((e) => e.isIntersecting)));
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, supported]);

  return { near, visible };
}
