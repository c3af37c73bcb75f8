/**
 * The one keyboard shape of a row of headers or tabs (APG accordion and tabs): from the first item, the previous
 * key wraps to the last and the next key back to the first; End goes to the last and Home to the first. Used by the
 * view tests of the accordion (Up / Down) and the menu tabs (Left / Right).
 */
import { expect } from 'vitest';

interface KeyboardUser {
  keyboard(text: string): Promise<void>;
}

export async function expectArrowKeyFocus(user: KeyboardUser, items: () => HTMLElement[], keys: { previous: string; next: string }): Promise<void> {
  const first = () => items()[0];
  const last = () => items().at(-1);
  first()!.focus();
  await user.keyboard(`{${keys.previous}}`);
  expect(last()).toHaveFocus();
  await user.keyboard(`{${keys.next}}`);
  expect(first()).toHaveFocus();
  await user.keyboard('{End}');
  expect(last()).toHaveFocus();
  await user.keyboard('{Home}');
  expect(first()).toHaveFocus();
}
