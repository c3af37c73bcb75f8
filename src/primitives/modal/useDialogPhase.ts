import { useEffect, useReducer, useRef, type Dispatch, type TransitionEvent } from 'react';
import { useReducedMotion } from '../reducedMotion';
import { DIALOG_TIMING, dialogReducer, initialDialog, type DialogEvent, type DialogOutcome, type DialogState } from './dialog.machine';

export interface DialogPhaseOptions {
  /** Escape cancels (default true). */
  escapeCancels?: boolean;
  /** Told once when it starts to hide, with why (before the fade). */
  onHiding?: (outcome: DialogOutcome) => void;
  /** Told once it has hidden, with why (after the fade). */
  onHidden?: (outcome: DialogOutcome) => void;
}

export interface DialogPhase {
  state: DialogState;
  dispatch: Dispatch<DialogEvent>;
  /** Spread on the `ModalFade` around backdrop and box. */
  fade: {
    $animate: boolean;
    $hiding: boolean;
    'data-dialog-phase': DialogState['phase'];
    onTransitionEnd: (e: TransitionEvent) => void;
  };
}

/**
 * A modal dialog's phases in a view (the dialogs, the popup overlay): the dialog machine,
 * and its fade: hiding ends when the fade does, after 600 ms if the fade never says so,
 * at once under reduced motion.
 */
export function useDialogPhase({ escapeCancels = true, onHiding, onHidden }: DialogPhaseOptions = {}): DialogPhase {
  const [state, dispatch] = useReducer(dialogReducer, { escapeCancels }, initialDialog);
  const reducedMotion = useReducedMotion();
  const latest = useRef({ state, reducedMotion, onHiding, onHidden });
  latest.current = { state, reducedMotion, onHiding, onHidden };

  useEffect(() => {
    const { state: now, reducedMotion: instant, onHiding: hiding, onHidden: hidden } = latest.current;
    if (now.phase === 'hiding') {
      hiding?.(now.outcome!);
      if (instant) {
        dispatch({ type: 'hidden' });
        return;
      }
      const fallback = window.setTimeout(() => dispatch({ type: 'hidden' }), DIALOG_TIMING.hideFallbackMs);
      return () => window.clearTimeout(fallback);
    }
    if (now.phase === 'hidden') hidden?.(now.outcome!);
  }, [state.phase]);

  const hiding = state.phase === 'hiding';
  return {
    state,
    dispatch,
    fade: {
      $animate: !reducedMotion,
      $hiding: hiding,
      'data-dialog-phase': state.phase,
      onTransitionEnd: (e) => {
        if (e.target === e.currentTarget && hiding) dispatch({ type: 'hidden' });
      },
    },
  };
}
