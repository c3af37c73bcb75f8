/**
 * APG spin button pattern: a focusable element with role="spinbutton", an accessible name
 * and aria-valuenow / aria-valuemin / aria-valuemax; ArrowUp and ArrowDown change the value
 * by one step, Home and End set the least and the most, and the value never leaves its
 * bounds (ArrowDown at the least and ArrowUp at the most change nothing). Focus stays on
 * the spin button throughout. Runs in the browser (play functions).
 */
import { accessibleName, check, describeElement, eventually, expectFocus, press, type ContractTiming } from './contractSupport';

const P = 'spin button';

const numberAttribute = (el: Element, name: string): number => {
  const raw = el.getAttribute(name);
  check(
    P,
    raw !== null && raw.trim() !== '' && Number.isFinite(Number(raw)),
    `${describeElement(el)} must carry a number in ${name}, it has ${JSON.stringify(raw)}`,
  );
  return Number(raw);
};

/** Checks the keys on `spinButton`; leaves it at its least value (Home). */
export async function expectSpinButtonContract(spinButton: HTMLElement, { timeout }: ContractTiming = {}) {
  check(P, spinButton.getAttribute('role') === 'spinbutton', `${describeElement(spinButton)} must have role="spinbutton"`);
  check(P, accessibleName(spinButton) !== '', `${describeElement(spinButton)} must have an accessible name`);
  const min = numberAttribute(spinButton, 'aria-valuemin');
  const max = numberAttribute(spinButton, 'aria-valuemax');
  check(P, min < max, `aria-valuemin (${min}) must be under aria-valuemax (${max}) for the keys to be checked`);
  const now = () => numberAttribute(spinButton, 'aria-valuenow');
  const expectValue = (value: number, action: string) =>
    eventually(P, () => now() === value, `after ${action}, aria-valuenow must be ${value}, it is ${spinButton.getAttribute('aria-valuenow')}`, timeout);

  spinButton.focus();
  expectFocus(P, spinButton, 'focusing it');
  await press('{Home}');
  await expectValue(min, 'Home');
  await press('{ArrowDown}');
  await expectValue(min, 'ArrowDown at the least value');
  await press('{ArrowUp}');
  await expectValue(min + 1, 'ArrowUp');
  await press('{ArrowDown}');
  await expectValue(min, 'ArrowDown');
  await press('{End}');
  await expectValue(max, 'End');
  await press('{ArrowUp}');
  await expectValue(max, 'ArrowUp at the most value');
  await press('{Home}');
  await expectValue(min, 'Home');
  expectFocus(P, spinButton, 'the keys');
}
