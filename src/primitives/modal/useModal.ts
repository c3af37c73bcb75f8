import { useCallback, useLayoutEffect, useRef, type KeyboardEvent, type RefCallback, type RefObject } from 'react';
import { moveTabWithin, startModalFocus, type ModalFocus } from './modalFocus';

export interface ModalOptions {
  /** While true (and the dialog element is in the page) it is modal; false once it starts to close (a fade-out). */
  open: boolean;
  /** Escape calls it; absent, Escape does nothing. Either way Escape goes no further (an outer modal stays open). */
  onEscape?: () => void;
  /** Focus goes here when it opens; default the first tab stop, else the dialog element. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Focus returns here when it closes; default the element focused when it opened. */
  returnFocus?: HTMLElement | null;
  /** For a modal that covers the viewport: moving focus in scrolls nothing. */
  preventScroll?: boolean;
  /** For a modal that covers the viewport and must show at once: the page made inert after its first frame (`ModalFocusOptions`). */
  inertAfterPaint?: boolean;
}

export interface Modal {
  /** Put on the dialog element (role dialog, aria-modal), rendered in a `Portal`. */
  ref: RefCallback<HTMLElement>;
  /** The dialog element while it is in the page. */
  element: RefObject<HTMLElement | null>;
  /** Put on the dialog element (or call from its own handler first): Escape and Tab. */
  onKeyDown: (e: KeyboardEvent) => void;
}

function start(el: HTMLElement, { initialFocus, returnFocus, preventScroll, inertAfterPaint }: ModalOptions, focus: RefObject<ModalFocus | null>) {
  focus.current = startModalFocus(el, {
    initialFocus: initialFocus?.current,
    returnFocus,
    focusOptions: preventScroll ? { preventScroll } : undefined,
    inertAfterPaint,
  });
}

function end(focus: RefObject<ModalFocus | null>) {
  focus.current?.end();
  focus.current = null;
}

/**
 * A modal overlay's behaviour (APG modal dialog): focus moves in when the dialog element
 * attaches (the portal has put its host in the page by then), Tab and Shift+Tab stay
 * inside, Escape closes, the rest of the page is inert, and focus returns when it stops
 * being open or leaves the page. The view keeps its look, its phases and its own keys.
 */
export function useModal(options: ModalOptions): Modal {
  const latest = useRef(options);
  latest.current = options;
  const element = useRef<HTMLElement | null>(null);
  const focus = useRef<ModalFocus | null>(null);

  // starts as the dialog element attaches, once it is in the document (a renderer that sets refs before the portal's
  // host is in the page leaves the start to the layout effect below); ends as it leaves the page
  const ref = useCallback<RefCallback<HTMLElement>>((el) => {
    element.current = el;
    if (!el) return;
    if (latest.current.open && !focus.current && el.isConnected) start(el, latest.current, focus);
    return () => {
      element.current = null;
      end(focus);
    };
  }, []);

  // ends when it stops being open while still in the page (a fade-out); in a layout effect, after React has
  // put back the focus it saw before the commit, so focus given back stays where it was given
  const { open } = options;
  useLayoutEffect(() => {
    if (!open) end(focus);
    else if (element.current && !focus.current) start(element.current, latest.current, focus);
  }, [open]);

  const onKeyDown = useCallback((e: KeyboardEvent) => {
    if (!latest.current.open || e.defaultPrevented) return;
    if (e.key === 'Escape') {
      e.stopPropagation();
      latest.current.onEscape?.();
    } else if (e.key === 'Tab' && element.current) {
      e.preventDefault();
      moveTabWithin(element.current, e.shiftKey);
    }
  }, []);
  return { ref, element, onKeyDown };
}
