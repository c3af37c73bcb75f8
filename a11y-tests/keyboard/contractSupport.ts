/**
 * What every keyboard contract shares: readable failures, focus checks, and element
 * look-ups by id reference. Runs in the browser (play functions), no Node APIs.
 */
import { userEvent, waitFor } from 'storybook/test';

export class ContractError extends Error {
  constructor(pattern: string, message: string) {
    super(`[${pattern} contract] ${message}`);
    this.name = 'ContractError';
  }
}

export function check(pattern: string, condition: unknown, message: string): asserts condition {
  if (!condition) throw new ContractError(pattern, message);
}

export function describeElement(el: Element | null): string {
  if (!el) return 'nothing';
  const name = el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 40) ?? '';
  return `<${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${el.getAttribute('role') ? ` role=${el.getAttribute('role')}` : ''}> "${name}"`;
}

export function byIdRef(el: Element, attribute: string): Element[] {
  const ids = (el.getAttribute(attribute) ?? '').split(/\s+/).filter(Boolean);
  return ids.map((id) => el.ownerDocument.getElementById(id)).filter((x): x is HTMLElement => x !== null);
}

/** The element's accessible name as far as ARIA attributes and text go. */
export function accessibleName(el: Element): string {
  const labelledBy = byIdRef(el, 'aria-labelledby');
  if (labelledBy.length > 0)
    return labelledBy
      .map((l) => l.textContent?.trim() ?? '')
      .join(' ')
      .trim();
  return (el.getAttribute('aria-label') ?? el.textContent ?? '').trim();
}

export function expectFocus(pattern: string, expected: Element, action: string): void {
  const active = expected.ownerDocument.activeElement;
  check(pattern, active === expected, `after ${action}, focus should be on ${describeElement(expected)} but is on ${describeElement(active)}`);
}

export async function press(key: string): Promise<void> {
  await userEvent.keyboard(key);
}

export function isShown(el: Element): boolean {
  if (el.closest('[hidden], [aria-hidden="true"], [inert]')) return false;
  const style = getComputedStyle(el);
  return style.display !== 'none' && style.visibility !== 'hidden' && el.getClientRects().length > 0;
}

export interface ContractTiming {
  /** How long to wait for each expected change, in ms (default 3000). */
  timeout?: number;
}

export async function eventually(pattern: string, condition: () => boolean, message: string, timeout = 3000): Promise<void> {
  try {
    await waitFor(
      () => {
        if (!condition()) throw new Error(message);
      },
      { timeout },
    );
  } catch {
    throw new ContractError(pattern, message);
  }
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"]), [contenteditable="true"]';

export function tabbables(container: Element): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => isShown(el));
}
