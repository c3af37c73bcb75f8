/**
 * Focus containment (spec: needs exactly one of a container or a predicate): Tab and
 * Shift+Tab cycle through the focusable elements inside a container, or through those
 * of the whole document a predicate accepts (content split over several places, such
 * as a dialog and a toolbar it owns). Framework-free: works on DOM elements.
 */
import { focusableIn } from './focusable';

export const FOCUS_CONTAINMENT_ERROR = 'Focus containment needs exactly one of container or predicate.';

export type FocusContainmentTarget = { container: Element; predicate?: undefined } | { predicate: (el: HTMLElement) => boolean; container?: undefined };

export interface FocusContainment {
  /** The elements focus cycles through, in document order. */
  focusables(): HTMLElement[];
  contains(el: Element | null): boolean;
  /** Moves focus for Tab (or Shift+Tab) from `active` to the next element of the set, wrapping at the ends; true when it moved it. */
  wrap(active: Element | null, shift: boolean): boolean;
}

export function containFocus(target: FocusContainmentTarget, doc: Document = document): FocusContainment {
  const hasContainer = target.container !== undefined && target.container !== null;
  const hasPredicate = typeof target.predicate === 'function';
  if (hasContainer === hasPredicate) throw new TypeError(FOCUS_CONTAINMENT_ERROR);
  const focusables = () => (hasContainer ? focusableIn(target.container!) : focusableIn(doc.body).filter(target.predicate!));
  const contains = (el: Element | null) => !!el && (hasContainer ? target.container!.contains(el) : focusables().includes(el as HTMLElement));
  return {
    focusables,
    contains,
    wrap(active, shift) {
      const items = focusables();
      if (items.length === 0) return false;
      const at = items.indexOf(active as HTMLElement);
      // from outside the set: to its first (or, going back, its last) element; inside: the next in
      // document order, skipping what lies between (a predicate's elements need not be neighbours)
      const next = at === -1 ? items[shift ? items.length - 1 : 0]! : items[(at + (shift ? -1 : 1) + items.length) % items.length]!;
      next.focus();
      return true;
    },
  };
}
