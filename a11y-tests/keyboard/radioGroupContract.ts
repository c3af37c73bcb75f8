/**
 * APG radio group pattern: a named `radiogroup` of named `radio`s; one of them in the
 * tab sequence (the checked one, else the first); the arrow keys move focus to the next
 * or previous radio and check it, wrapping at both ends; Space checks the focused radio.
 */
import { accessibleName, check, describeElement, expectFocus, press } from './contractSupport';

const P = 'radio group';

const checkedOnly = (radios: HTMLElement[], expected: HTMLElement, action: string) => {
  const checked = radios.filter((r) => r.getAttribute('aria-checked') === 'true');
  check(
    P,
    checked.length === 1 && checked[0] === expected,
    `after ${action}, only ${describeElement(expected)} should be checked, found ${checked.map(describeElement).join(', ') || 'none'}`,
  );
};

export async function expectRadioGroupContract(root: HTMLElement) {
  const group = root.querySelector<HTMLElement>('[role="radiogroup"]');
  check(P, group, 'no element with role="radiogroup"');
  check(P, accessibleName(group), 'the radiogroup has no accessible name (aria-label or aria-labelledby)');
  const radios = [...group.querySelectorAll<HTMLElement>('[role="radio"]')];
  check(P, radios.length >= 2, `a radio group needs at least two radios, found ${radios.length}`);
  for (const radio of radios) check(P, accessibleName(radio), `${describeElement(radio)} has no accessible name`);

  const inSequence = radios.filter((r) => r.tabIndex >= 0);
  check(P, inSequence.length === 1, `exactly one radio is in the tab sequence (roving tabindex), found ${inSequence.length}`);
  const checked = radios.find((r) => r.getAttribute('aria-checked') === 'true');
  const stop = inSequence[0]!;
  check(P, stop === (checked ?? radios[0]), `the tab stop must be the checked radio, else the first; it is ${describeElement(stop)}`);

  const at = (i: number) => radios[(i + radios.length) % radios.length]!;
  const start = radios.indexOf(stop);
  stop.focus();
  await press('{ArrowRight}');
  expectFocus(P, at(start + 1), 'ArrowRight');
  checkedOnly(radios, at(start + 1), 'ArrowRight');
  await press('{ArrowLeft}');
  expectFocus(P, at(start), 'ArrowLeft');
  checkedOnly(radios, at(start), 'ArrowLeft');
  await press('{ArrowDown}');
  expectFocus(P, at(start + 1), 'ArrowDown');
  await press('{ArrowUp}');
  expectFocus(P, at(start), 'ArrowUp');

  radios.at(-1)!.focus();
  await press('{ArrowRight}');
  expectFocus(P, radios[0]!, 'ArrowRight on the last radio (focus wraps to the first)');
  checkedOnly(radios, radios[0]!, 'ArrowRight on the last radio');
  await press('{ArrowLeft}');
  expectFocus(P, radios.at(-1)!, 'ArrowLeft on the first radio (focus wraps to the last)');

  radios[1]!.focus();
  await press(' ');
  checkedOnly(radios, radios[1]!, 'Space on the second radio');
  check(P, radios.filter((r) => r.tabIndex >= 0).length === 1 && radios[1]!.tabIndex === 0, 'after Space the checked radio is the one tab stop');
}
