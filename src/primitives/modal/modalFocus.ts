/**
 * The focus half of a modal (APG modal dialog pattern), framework-free: focus moves in
 * when it opens, Tab and Shift+Tab cycle through its tab stops, and focus goes back to
 * where it came from when it closes, while the rest of the page is inert (outsideInert).
 * The tab stops are `tabbable`'s: what the browser's Tab reaches (one radio of a group,
 * `summary`, `iframe`, media controls, `contenteditable`; not `tabindex="-1"`, disabled,
 * inert or hidden elements), in the browser's order.
 */
import { tabbable } from 'tabbable';
import { PORTAL_HOST_ATTRIBUTE } from '../portal/Portal';
import { makeOutsideInert } from './outsideInert';
import { nextTabStop, type TabPosition } from './tabOrder.rules';

export interface ModalFocusOptions {
  /** Where focus goes when it opens; default its first tab stop, else the container (give it tabindex -1). */
  initialFocus?: HTMLElement | null;
  /** Where focus returns when it closes; default the element focused when it opened. */
  returnFocus?: HTMLElement | null;
  /** For the move in (`preventScroll` for a modal that covers the viewport). */
  focusOptions?: FocusOptions;
  /**
   * The rest of the page made inert once the frame showing the modal has been painted, not
   * at once: `inert` is inherited style, so marking the page restyles every element outside
   * (about 250 on a gallery page) in the task that opens the modal. For a modal that covers
   * the viewport and must show at once (the lightbox): focus is already in it and its
   * backdrop takes the pointer, so nothing outside can be reached meanwhile.
   */
  inertAfterPaint?: boolean;
}

export interface ModalFocus {
  /** The page live again; focus back where it came from, unless it has moved on to something else (a modal above). */
  end(): void;
}

function tabStops(container: Element): HTMLElement[] {
  return tabbable(container).filter((el): el is HTMLElement => 'focus' in el);
}

/**
 * Opens the modal's focus on `container` (the dialog element). Its layer, what stays live,
 * is the portal host it is rendered in (backdrop and dialog), else the container.
 */
export function startModalFocus(container: HTMLElement, { initialFocus, returnFocus, focusOptions, inertAfterPaint }: ModalFocusOptions = {}): ModalFocus {
  const doc = container.ownerDocument;
  const returnTo = returnFocus ?? doc.activeElement;
  const layer = container.closest(`[${PORTAL_HOST_ATTRIBUTE}]`) ?? container;
  const view = doc.defaultView;
  const undoInert = inertAfterPaint && view ? afterNextPaint(view, () => makeOutsideInert(layer)) : makeOutsideInert(layer);
  (initialFocus ?? tabStops(container)[0] ?? container).focus(focusOptions);
  let ended = false;
  return {
    end() {
      if (ended) return;
      ended = true;
      undoInert();
      const active = doc.activeElement;
      const focusLost = active === null || active === doc.body || layer.contains(active);
      if (focusLost && returnTo && 'focus' in returnTo) (returnTo as HTMLElement).focus();
    },
  };
}

/** Runs `start` in a task after the next frame (its animation frame callbacks, then the paint); the undo returned cancels it or undoes what it did. */
function afterNextPaint(view: Window, start: () => () => void): () => void {
  let undo: (() => void) | null = null;
  let timer: number | undefined;
  const frame = view.requestAnimationFrame(() => {
    timer = view.setTimeout(() => (undo = start()));
  });
  return () => {
    view.cancelAnimationFrame(frame);
    view.clearTimeout(timer);
    undo?.();
  };
}

/** Tab (Shift+Tab with `back`) inside `container`: focus moves to its next tab stop, wrapping at the ends. */
export function moveTabWithin(container: Element, back: boolean): void {
  const stops = tabStops(container);
  const active = container.ownerDocument.activeElement;
  const index = active ? stops.indexOf(active as HTMLElement) : -1;
  const at: TabPosition =
    index >= 0
      ? { stop: index }
      : // on something that is no stop: count the stops before it (none when focus is outside)
        {
          between: active && container.contains(active) ? stops.filter((s) => s.compareDocumentPosition(active) & Node.DOCUMENT_POSITION_FOLLOWING).length : 0,
        };
  const next = nextTabStop(stops.length, at, back);
  if (next !== null) stops[next]!.focus();
}
