/**
 * Markup the server sends hidden for a view to fill keeps its box from the first paint: a
 * 7.1 form's `.form-inner-wrapper[hidden]` (the platform's script renders the form from its
 * definition) is laid out unseen (`visibility: hidden`) instead of taking no room, so the
 * form view swaps into a box the page already had and moves nothing under it (the swap
 * holds the markup's height while on screen: `mounts/heldBox.rules.ts`). Start-up code (kept
 * to this; showing and releasing the box come with the chunks: `mounts/reservedMarkup.ts`):
 * the scanner reserves the box as it finds the block, which is before the first paint when
 * the runtime's script tag is render-blocking (`blocking="render"`, the adapter README's
 * "Layout shift"). Unseen markup shows the visitor nothing, as the hidden one did: the
 * readers of shown content (and the browser's `innerText`) leave it out. A block that is not
 * mounted after all (its chunk failed to load, its mount threw, the runtime was destroyed
 * meanwhile) gives its kept boxes back, hidden as sent, so no empty box is left on the page.
 */

/** Marks an element whose box is kept unseen until a view stands in for it. */
export const RESERVED_ATTRIBUTE = 'data-runtime-reserved';

/** Lays a hidden element out unseen: it takes its box, shows nothing. */
export function reserveHiddenBox(element: HTMLElement): void {
  element.setAttribute(RESERVED_ATTRIBUTE, '');
  element.style.visibility = 'hidden';
  element.hidden = false;
}

/** Keeps the boxes of a form block's waiting markup (7.1: `.form-inner-wrapper[hidden]`). */
export function reserveWaitingForm(content: Element): void {
  content.querySelectorAll<HTMLElement>('.form-inner-wrapper[hidden]').forEach(reserveHiddenBox);
}

/** Hides a kept element again as the server sent it (`hidden`, no box): no view stands in for it. */
export function releaseReservedBox(element: HTMLElement): void {
  if (!element.hasAttribute(RESERVED_ATTRIBUTE)) return;
  element.removeAttribute(RESERVED_ATTRIBUTE);
  element.style.removeProperty('visibility');
  element.hidden = true;
}

/** Gives back every box kept inside a block (the block, not mounted, stays as the server sent it). */
export function releaseReservedBoxes(block: Element): void {
  block.querySelectorAll<HTMLElement>(`[${RESERVED_ATTRIBUTE}]`).forEach(releaseReservedBox);
}
