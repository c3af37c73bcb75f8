/**
 * APG tabs pattern: a tablist of tabs, each controlling a tabpanel labelled by it;
 * one selected tab in the tab sequence (roving tabindex); arrows move between tabs and
 * wrap, Home and End jump; with automatic activation focus selects, with manual
 * activation Enter and Space select.
 */
import { accessibleName, byIdRef, check, describeElement, expectFocus, press } from './contractSupport';

const P = 'tabs';

export interface TabsContractOptions {
  activation?: 'automatic' | 'manual';
  orientation?: 'horizontal' | 'vertical';
}

export async function expectTabsContract(root: HTMLElement, { activation = 'automatic', orientation }: TabsContractOptions = {}) {
  const tablist = root.querySelector('[role="tablist"]');
  check(P, tablist, 'no element with role="tablist"');
  check(P, accessibleName(tablist), 'the tablist has no accessible name (aria-label or aria-labelledby)');
  const tabs = [...tablist.querySelectorAll<HTMLElement>('[role="tab"]')];
  check(P, tabs.length >= 2, `a tablist needs at least two tabs, found ${tabs.length}`);
  const vertical = (orientation ?? tablist.getAttribute('aria-orientation')) === 'vertical';
  const [next, previous] = vertical ? ['{ArrowDown}', '{ArrowUp}'] : ['{ArrowRight}', '{ArrowLeft}'];

  for (const tab of tabs) {
    const [panel] = byIdRef(tab, 'aria-controls');
    check(P, panel?.getAttribute('role') === 'tabpanel', `${describeElement(tab)} must control a role="tabpanel" through aria-controls`);
    check(P, byIdRef(panel, 'aria-labelledby').includes(tab), `the panel of ${describeElement(tab)} must be aria-labelledby the tab`);
  }
  const selected = () => tabs.filter((t) => t.getAttribute('aria-selected') === 'true');
  check(P, selected().length === 1, `exactly one tab must have aria-selected="true", found ${selected().length}`);
  for (const tab of tabs) {
    const inSequence = tab.tabIndex >= 0;
    const isSelected = tab.getAttribute('aria-selected') === 'true';
    check(P, inSequence === isSelected, `only the selected tab is in the tab sequence (roving tabindex): ${describeElement(tab)} has tabindex ${tab.tabIndex}`);
  }

  const start = selected()[0]!;
  start.focus();
  expectFocus(P, start, 'focusing the selected tab');
  const index = tabs.indexOf(start);
  const at = (i: number) => tabs[(i + tabs.length) % tabs.length]!;

  await press(next);
  expectFocus(P, at(index + 1), `${next} from tab ${index + 1}`);
  await press(previous);
  expectFocus(P, at(index), `${previous}`);
  at(tabs.length - 1).focus();
  await press(next);
  expectFocus(P, tabs[0]!, `${next} on the last tab (focus wraps to the first)`);
  await press(previous);
  expectFocus(P, tabs[tabs.length - 1]!, `${previous} on the first tab (focus wraps to the last)`);
  await press('{Home}');
  expectFocus(P, tabs[0]!, 'Home');
  await press('{End}');
  expectFocus(P, tabs[tabs.length - 1]!, 'End');

  const last = tabs[tabs.length - 1]!;
  if (activation === 'manual') {
    await press('{Enter}');
  }
  check(P, last.getAttribute('aria-selected') === 'true', `${activation === 'manual' ? 'Enter' : 'focusing'} ${describeElement(last)} must select it`);
  const [lastPanel] = byIdRef(last, 'aria-controls');
  check(P, lastPanel instanceof HTMLElement && !lastPanel.hidden && getComputedStyle(lastPanel).display !== 'none', 'the selected tab shows its panel');
  if (activation === 'manual') {
    tabs[0]!.focus();
    await press(' ');
    check(P, tabs[0]!.getAttribute('aria-selected') === 'true', 'Space must select the focused tab');
  }
}
