/**
 * APG accordion, optional keys: with focus on a header, ArrowDown and ArrowUp move to
 * the next and previous header (wrapping at the ends) and Home and End to the first and
 * last. Only for accordions that offer these keys; the base pattern is
 * expectAccordionContract. The contract only moves focus: nothing opens or closes.
 */
import { check, describeElement, expectFocus, press } from './contractSupport';

const P = 'accordion header keys';

export async function expectAccordionHeaderKeysContract(root: HTMLElement): Promise<void> {
  const headers = [...root.querySelectorAll<HTMLElement>('[aria-expanded][aria-controls]')];
  check(P, headers.length >= 2, `moving between headers needs at least two, found ${headers.length}`);
  const first = headers[0]!;
  const last = headers[headers.length - 1]!;
  const states = () => headers.map((h) => h.getAttribute('aria-expanded'));
  const before = states();

  first.focus();
  expectFocus(P, first, `focusing ${describeElement(first)}`);
  await press('{ArrowDown}');
  expectFocus(P, headers[1]!, 'ArrowDown on the first header');
  await press('{ArrowUp}');
  expectFocus(P, first, 'ArrowUp on the second header');
  await press('{ArrowUp}');
  expectFocus(P, last, 'ArrowUp on the first header (focus wraps to the last)');
  await press('{ArrowDown}');
  expectFocus(P, first, 'ArrowDown on the last header (focus wraps to the first)');
  await press('{End}');
  expectFocus(P, last, 'End');
  await press('{Home}');
  expectFocus(P, first, 'Home');
  check(
    P,
    states().every((s, i) => s === before[i]),
    'moving between headers must not open or close any item',
  );
}
