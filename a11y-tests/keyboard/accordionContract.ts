/**
 * APG accordion pattern: each header is a button inside a heading, with aria-expanded
 * and aria-controls naming its panel; Enter and Space toggle it; every header is in
 * the tab sequence; a collapsed panel is hidden.
 */
import { byIdRef, check, describeElement, eventually, isShown, press, tabbables, type ContractTiming } from './contractSupport';

const P = 'accordion';

export async function expectAccordionContract(root: HTMLElement, { timeout }: ContractTiming = {}) {
  const headers = [...root.querySelectorAll<HTMLElement>('[aria-expanded][aria-controls]')];
  check(P, headers.length >= 1, 'no header button with aria-expanded and aria-controls');
  const sequence = tabbables(root);
  for (const header of headers) {
    check(P, header.tagName === 'BUTTON' || header.getAttribute('role') === 'button', `${describeElement(header)} must be a button`);
    check(P, header.closest('h1, h2, h3, h4, h5, h6, [role="heading"]'), `${describeElement(header)} must sit inside a heading`);
    check(P, sequence.includes(header), `${describeElement(header)} must be in the tab sequence`);
    const [panel] = byIdRef(header, 'aria-controls');
    check(P, panel, `${describeElement(header)} controls no element`);
  }

  const header = headers[0]!;
  const [panel] = byIdRef(header, 'aria-controls') as [HTMLElement];
  const expanded = () => header.getAttribute('aria-expanded') === 'true';
  const before = expanded();
  header.focus();
  await press('{Enter}');
  await eventually(P, () => expanded() !== before, `Enter on ${describeElement(header)} must toggle aria-expanded`, timeout);
  await eventually(P, () => isShown(panel) === expanded(), 'the panel must be shown when expanded and hidden when collapsed', timeout);
  await press(' ');
  await eventually(P, () => expanded() === before, `Space on ${describeElement(header)} must toggle it back`, timeout);
  await eventually(P, () => isShown(panel) === expanded(), 'the panel must follow aria-expanded after Space', timeout);
}
