/**
 * A modal dialog's life (spec "Dialogs"; the popup overlay's too): shown → hiding →
 * hidden, the hide finishing when the fade ends or, failing that, after 600 ms; confirm,
 * reject and cancel each hide the dialog; a click on the overlay cancels; Escape cancels
 * when enabled; a timeout hides it. Pure.
 */
import { dialog } from '../../tokens/tokens';

export type DialogPhase = 'shown' | 'hiding' | 'hidden';
export type DialogOutcome = 'confirm' | 'reject' | 'cancel' | 'timeout';

export const DIALOG_TIMING = { hideFallbackMs: dialog.hideFallbackMs, fadeS: dialog.fadeS } as const;

export interface DialogState {
  phase: DialogPhase;
  /** Why it hid; null while shown. */
  outcome: DialogOutcome | null;
  escapeCancels: boolean;
}

export type DialogEvent =
  | { type: 'confirm' }
  | { type: 'reject' }
  | { type: 'cancel' }
  | { type: 'overlayClick' }
  | { type: 'escape' }
  | { type: 'timeout' }
  /** The fade ended, or the fallback timer fired. */
  | { type: 'hidden' };

export function initialDialog({ escapeCancels = true }: { escapeCancels?: boolean } = {}): DialogState {
  return { phase: 'shown', outcome: null, escapeCancels };
}

const OUTCOMES: Partial<Record<DialogEvent['type'], DialogOutcome>> = {
  confirm: 'confirm',
  reject: 'reject',
  cancel: 'cancel',
  overlayClick: 'cancel',
  escape: 'cancel',
  timeout: 'timeout',
};

export function dialogReducer(state: DialogState, event: DialogEvent): DialogState {
  if (event.type === 'hidden') return state.phase === 'hiding' ? { ...state, phase: 'hidden' } : state;
  if (state.phase !== 'shown') return state;
  if (event.type === 'escape' && !state.escapeCancels) return state;
  return { ...state, phase: 'hiding', outcome: OUTCOMES[event.type]! };
}

/** Stacked dialogs keep their order: each sits above the ones opened before it (overlay and box). */
export function stackedZIndex(position: number): number {
  return dialog.baseZIndex + position * 2;
}
