/**
 * Markup the server sends hidden for a view to fill keeps its box from the first paint: a
 * 7.1 form's `.form-inner-wrapper[hidden]` (the platform's script renders the form from its
 * definition) is laid out unseen (`visibility: hidden`) instead of taking no room, so the
 * form view swaps into a box the page already had and moves nothing under it (the swap
 * holds the markup's height while on screen: `mounts/heldBox.rules.ts`). Start-up code: the
 * scanner reserves the box as it finds the block, which is before the first paint when the
 * runtime's script tag is render-blocking (`blocking="render"`, the adapter README's
 * "Layout shift"). Unseen markup shows the visitor nothing, as the hidden one did: the
 * readers of shown content (and the browser's `innerText`) leave it out.
 */

/** Marks an element whose box is kept unseen until a view stands in for it. */
export const RESERVED_ATTRIBUTE = 'data-runtime-reserved';

/** A 7.1 form's waiting markup, hidden as sent or with its box kept. */
export const WAITING_FORM_SELECTOR = `.form-inner-wrapper[hidden], .form-inner-wrapper[${RESERVED_ATTRIBUTE}]`;

/** Lays the hidden element out unseen: it takes its box, shows nothing. Elements not hidden are left alone. */
export function reserveHiddenBox(element: HTMLElement): void {
  if (!element.hidden) return;
  element.setAttribute(RESERVED_ATTRIBUTE, '');
  element.style.setProperty('visibility', 'hidden');
  element.hidden = false;
}

/** Shows a kept or hidden element as the server's markup (a block left as rendered); returns how to hide it again as sent. */
export function showWaitingMarkup(element: HTMLElement): () => void {
  const reserved = element.hasAttribute(RESERVED_ATTRIBUTE);
  element.removeAttribute(RESERVED_ATTRIBUTE);
  element.style.removeProperty('visibility');
  element.hidden = false;
  return () => {
    element.hidden = true;
    if (reserved) reserveHiddenBox(element);
  };
}

/** Hides a kept element again as the server sent it (`hidden`, no box): a view that stood in for it is gone. */
export function releaseReservedBox(element: HTMLElement): void {
  if (!element.hasAttribute(RESERVED_ATTRIBUTE)) return;
  element.removeAttribute(RESERVED_ATTRIBUTE);
  element.style.removeProperty('visibility');
  element.hidden = true;
}

/** Keeps the boxes of a form block's waiting markup (7.1: `.form-inner-wrapper[hidden]`). */
export function reserveWaitingForm(content: Element): void {
  for (const wrapper of Array.from(content.querySelectorAll<HTMLElement>('.form-inner-wrapper[hidden]'))) reserveHiddenBox(wrapper);
}
