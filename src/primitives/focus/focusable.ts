/**
 * The elements Tab reaches inside a container (not disabled, not inert or hidden, laid
 * out). Framework-free: works on DOM elements the view hands it.
 */
const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export function focusableIn(container: Element): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (el) => !el.closest('[inert], [hidden]') && el.getClientRects().length > 0,
  );
}
