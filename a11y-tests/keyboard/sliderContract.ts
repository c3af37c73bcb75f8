/**
 * APG slider pattern: a focusable element with role="slider", an accessible name and
 * aria-valuenow / aria-valuemin / aria-valuemax (and, when the number alone does not say
 * it, aria-valuetext); ArrowRight and ArrowUp raise the value, ArrowLeft and ArrowDown
 * lower it, PageUp and PageDown move it by a larger step, Home and End set the least and
 * the most, and the value never leaves its bounds. Focus stays on the slider throughout.
 * Runs in the browser (play functions).
 */
import { accessibleName, check, describeElement, eventually, expectFocus, press, type ContractTiming } from './contractSupport';

const P = 'slider';

const numberAttribute = (el: Element, name: string): number => {
  const raw = el.getAttribute(name);
  check(
    P,
    raw !== null && raw.trim() !== '' && Number.isFinite(Number(raw)),
    `${describeElement(el)} must carry a number in ${name}, it has ${JSON.stringify(raw)}`,
  );
  return Number(raw);
};

/** Checks the keys on `slider`; leaves it at its least value (Home). */
export async function expectSliderContract(slider: HTMLElement, { timeout }: ContractTiming = {}) {
  check(P, slider.getAttribute('role') === 'slider', `${describeElement(slider)} must have role="slider"`);
  check(P, accessibleName(slider) !== '', `${describeElement(slider)} must have an accessible name`);
  const min = numberAttribute(slider, 'aria-valuemin');
  const max = numberAttribute(slider, 'aria-valuemax');
  check(P, min < max, `aria-valuemin (${min}) must be under aria-valuemax (${max}) for the keys to be checked`);
  const now = () => numberAttribute(slider, 'aria-valuenow');
  const expectValue = (test: (value: number) => boolean, wanted: string, action: string) =>
    eventually(P, () => test(now()), `after ${action}, aria-valuenow must be ${wanted}, it is ${slider.getAttribute('aria-valuenow')}`, timeout);
  const valueText = slider.getAttribute('aria-valuetext');
  check(P, valueText === null || valueText.trim() !== '', `${describeElement(slider)} has an empty aria-valuetext`);

  slider.focus();
  expectFocus(P, slider, 'focusing it');
  await press('{Home}');
  await expectValue((v) => v === min, String(min), 'Home');
  await press('{ArrowLeft}');
  await expectValue((v) => v === min, String(min), 'ArrowLeft at the least value');
  await press('{ArrowRight}');
  await expectValue((v) => v > min, `above ${min}`, 'ArrowRight');
  const step = now() - min;
  await press('{ArrowUp}');
  await expectValue((v) => v > min + step || v === max, `above ${min + step}`, 'ArrowUp');
  await press('{ArrowDown}{ArrowLeft}');
  await expectValue((v) => v === min, String(min), 'ArrowDown then ArrowLeft');
  await press('{PageUp}');
  await expectValue((v) => v > min + step || v === max, `more than one step above ${min}`, 'PageUp');
  await press('{PageDown}');
  await expectValue((v) => v === min, String(min), 'PageDown');
  await press('{End}');
  await expectValue((v) => v === max, String(max), 'End');
  await press('{ArrowRight}');
  await expectValue((v) => v === max, String(max), 'ArrowRight at the most value');
  await press('{Home}');
  await expectValue((v) => v === min, String(min), 'Home');
  expectFocus(P, slider, 'the keys');
}
