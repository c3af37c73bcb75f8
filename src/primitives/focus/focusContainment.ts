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
  /** Moves focus for Tab (or Shift+Tab) from `active` when it would leave; true when it moved it. */
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
      const first = items[0]!;
      const last = items[items.length - 1]!;
      const inside = contains(active);
      if (shift && (active === first || !inside)) {
        last.focus();
        return true;
      }
      if (!shift && (active === last || !inside)) {
        first.focus();
        return true;
      }
      return false;
    },
  };
}
