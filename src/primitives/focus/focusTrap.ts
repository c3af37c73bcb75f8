/**
 * Keeping Tab inside a container (APG modal dialog). Framework-free: works on DOM
 * elements the view hands it.
 */
const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export function focusableIn(container: Element): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (el) => !el.closest('[inert], [hidden]') && el.getClientRects().length > 0,
  );
}

/**
 * On Tab from the last focusable element go to the first, on Shift+Tab from the
 * first go to the last. Returns true when it moved focus (the caller prevents the
 * default).
 */
export function wrapTab(container: Element, active: Element | null, shift: boolean): boolean {
  const items = focusableIn(container);
  if (items.length === 0) return false;
  const first = items[0]!;
  const last = items[items.length - 1]!;
  if (shift && (active === first || !container.contains(active))) {
    last.focus();
    return true;
  }
  if (!shift && (active === last || !container.contains(active))) {
    first.focus();
    return true;
  }
  return false;
}
