/**
 * A form or newsletter block's definition, read in its mount chunk from the block as
 * published (`renderedForm.ts` reads the DOM, `parse/publishedForm.ts` decides). A block
 * it cannot read in full stays as the server rendered it, usable as plain HTML: marked
 * `data-runtime-left`, a 7.1 form's waiting markup (`.form-inner-wrapper[hidden]`, which
 * the platform's renderer would replace; its box kept unseen since start-up: `scan/reservedBoxes.ts`) shown, and one console warning naming the block
 * and what was missing.
 */
import { blockLabel } from '../parse/blockJson';
import type { FormMarkup } from '../parse/formMarkup';
import { readPublishedForm, type PublishedFormRead } from '../parse/publishedForm';
import type { Unmount } from '../mountTypes';
import { publishedFormValues } from './renderedForm';
import { LEFT_ATTRIBUTE } from '../scan/boundAttribute';
import { showWaitingMarkup, WAITING_FORM_SELECTOR } from './reservedMarkup';

/** The console message for a form or newsletter block the runtime leaves as rendered. */
export function formLeftMessage(label: string, missing: readonly string[]): string {
  return `Block ${label} left as rendered: the runtime could not read ${missing.join('; ')}`;
}

/** Leaves the block as rendered (see above); the returned function undoes the marks. */
export function leaveFormAsRendered(block: HTMLElement, missing: readonly string[]): Unmount {
  block.setAttribute(LEFT_ATTRIBUTE, `not read: ${missing.join('; ')}`);
  const hideAgain = Array.from(block.querySelectorAll<HTMLElement>(WAITING_FORM_SELECTOR), showWaitingMarkup);
  console.warn(formLeftMessage(blockLabel(block.id), missing));
  return () => {
    block.removeAttribute(LEFT_ATTRIBUTE);
    for (const hide of hideAgain) hide();
  };
}

/** The block's definition as published; `missing` lists what could not be read. */
export function publishedFormOf(block: HTMLElement, markup: FormMarkup, newsletter: boolean): PublishedFormRead {
  return readPublishedForm(publishedFormValues(block, markup, newsletter));
}
