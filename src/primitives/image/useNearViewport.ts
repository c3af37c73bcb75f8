import { useEffect, useState } from 'react';

/**
 * Whether an element is within `marginPx` of the viewport (near) and on screen
 * (visible). `near` is null until the first observation says either way; once near,
 * it stays near and the element is no longer watched for that. Without
 * IntersectionObserver support everything counts as near at once.
 */
export function useNearViewport(element: Element | null, marginPx = 200): { near: boolean | null; visible: boolean } {
  const supported = typeof IntersectionObserver !== 'undefined';
  const [near, setNear] = useState<boolean | null>(supported ? null : true);
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    if (!element || !supported || near === true) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        } else setNear(false);
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
