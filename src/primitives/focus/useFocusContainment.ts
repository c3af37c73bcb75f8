import { useEffect, useRef } from 'react';
import { containFocus, type FocusContainmentTarget } from './focusContainment';

/**
 * Keeps Tab and Shift+Tab inside a container, or among the elements a predicate
 * accepts, while `active`: a document-level key handler over containFocus, for
 * content that is not one subtree (a panel and the toolbar that belongs to it).
 */
export function useFocusContainment(target: FocusContainmentTarget | null, active = true) {
  const current = useRef(target);
  current.current = target;
  useEffect(() => {
    if (!active || !current.current) return;
    const containment = containFocus(current.current);
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.key !== 'Tab' || e.defaultPrevented) return;
      if (containment.wrap(document.activeElement, e.shiftKey)) e.preventDefault();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [active, target?.container]); // eslint-disable-line react-hooks/exhaustive-deps
}
