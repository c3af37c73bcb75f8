/**
 * The three kinds of dialog (spec "Dialogs") and when one hides by itself: information
 * dialogs after 2000 ms unless told otherwise (hideAfterTime: a number of ms, or null for
 * never). Pure. Their life (shown, hiding, hidden) is the modal primitive's dialog machine.
 */
export type DialogKind = 'confirmation' | 'alert' | 'information';

const INFORMATION_HIDE_AFTER_MS = 2000;

export class HideAfterTimeError extends TypeError {
  constructor(value: unknown) {
    super(`Dialog hideAfterTime must be a number of milliseconds or null, not ${String(value)}`);
    this.name = 'HideAfterTimeError';
  }
}

/** The auto-hide delay: information dialogs 2000 ms unless set; a number or null, anything else throws. */
export function readHideAfterTime(kind: DialogKind, value: unknown): number | null {
  if (value === undefined) return kind === 'information' ? INFORMATION_HIDE_AFTER_MS : null;
  if (value === null) return null;
  if (typeof value === 'number' && Number.isFinite(value) && value >= 0) return value;
  throw new HideAfterTimeError(value);
}
