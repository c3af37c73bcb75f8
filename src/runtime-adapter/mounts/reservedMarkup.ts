/**
 * The mount chunks' side of the boxes the start-up keeps for views (`scan/reservedBoxes.ts`):
 * a block left as rendered shows the markup kept unseen, and a view that is gone hands its box
 * back, hidden as the server sent it (`releaseReservedBox`, with the start-up's side).
 */
import { RESERVED_ATTRIBUTE, reserveHiddenBox } from '../scan/reservedBoxes';

/** A 7.1 form's waiting markup, hidden as sent or with its box kept. */
export const WAITING_FORM_SELECTOR = `.form-inner-wrapper[hidden], .form-inner-wrapper[${RESERVED_ATTRIBUTE}]`;

/** Shows a kept or hidden element as the server's markup (a block left as rendered); returns how to hide it again as it was. */
export function showWaitingMarkup(element: HTMLElement): () => void {
  const reserved = element.hasAttribute(RESERVED_ATTRIBUTE);
  element.removeAttribute(RESERVED_ATTRIBUTE);
  element.style.removeProperty('visibility');
  element.hidden = false;
  return () => {
    if (reserved) reserveHiddenBox(element);
    else element.hidden = true;
  };
}
