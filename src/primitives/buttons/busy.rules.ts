/**
 * A button busy with its own action (a call it started runs): it stays a tab stop and keeps
 * the focus the visitor gave it, but presses nothing. `disabled` would drop the focus to the
 * page and hide the button from the tab order, so a busy button is `aria-disabled="true"`
 * (read out as unavailable) and its press is cancelled: `preventDefault` also stops a busy
 * submit button from submitting its form, by click, Enter or Space, or Enter in a field.
 * `data-busy` marks it for the busy look (`buttonBase`). Pure: no React, no DOM.
 */

/** What a press handler is given: the one thing a busy button does with it is cancel it. */
export interface Press {
  preventDefault(): void;
}

export type AriaDisabled = boolean | 'true' | 'false' | undefined;

export interface BusyAttributes<E extends Press> {
  'aria-disabled': AriaDisabled;
  'data-busy': '' | undefined;
  onClick: ((event: E) => void) | undefined;
}

/** Cancels a press (a busy button's click, and the form submission a submit button's click starts). */
export function ignorePress(event: Press): void {
  event.preventDefault();
}

/** The attributes of a button that may be busy: the caller's own while it is not, the busy ones while it is. */
export function busyAttributes<E extends Press>(
  busy: boolean | undefined,
  ariaDisabled: AriaDisabled,
  onClick: ((event: E) => void) | undefined,
): BusyAttributes<E> {
  if (!busy) return { 'aria-disabled': ariaDisabled, 'data-busy': undefined, onClick };
  return { 'aria-disabled': true, 'data-busy': '', onClick: ignorePress };
}
