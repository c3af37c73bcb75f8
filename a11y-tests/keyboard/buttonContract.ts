/**
 * APG button pattern: the button is a tab stop with role button and a name; Enter and Space
 * each activate it once (`presses` counts activations); focus stays on it.
 */
import { accessibleName, check, describeElement, expectFocus, press } from './contractSupport';

const P = 'button';

export async function expectButtonContract(button: HTMLElement, presses: () => number): Promise<void> {
  check(P, button.tagName === 'BUTTON' || button.getAttribute('role') === 'button', `${describeElement(button)} must be a button`);
  check(P, accessibleName(button) !== '', `${describeElement(button)} must have an accessible name`);
  check(P, button.tabIndex === 0, `${describeElement(button)} must be a tab stop`);
  button.focus();
  expectFocus(P, button, 'focusing it');
  const before = presses();
  await press('{Enter}');
  check(P, presses() === before + 1, `Enter must activate ${describeElement(button)} once (activated ${presses() - before} times)`);
  await press(' ');
  check(P, presses() === before + 2, `Space must activate ${describeElement(button)} once (activated ${presses() - before - 1} times)`);
  expectFocus(P, button, 'Enter and Space');
}
