/**
 * APG modal dialog pattern: the opener, activated from the keyboard, shows an element
 * with role dialog or alertdialog, aria-modal and an accessible name; focus moves
 * inside and Tab / Shift+Tab cycle within it; Escape closes it (when the dialog allows)
 * and focus returns to the opener.
 */
import { accessibleName, check, describeElement, eventually, isShown, press, tabbables, type ContractTiming } from './contractSupport';

const P = 'dialog';

export interface DialogContractOptions extends ContractTiming {
  /** Whether Escape closes this dialog (default true). */
  escapeCloses?: boolean;
}

function openDialog(doc: Document): HTMLElement | null {
  const dialogs = [...doc.querySelectorAll<HTMLElement>('[role="dialog"], [role="alertdialog"]')].filter(isShown);
  return dialogs.at(-1) ?? null;
}

/** Opens the dialog from `opener` with Enter, checks it, and closes it with Escape. Returns nothing; throws on a breach. */
export async function expectDialogContract(opener: HTMLElement, { escapeCloses = true, timeout }: DialogContractOptions = {}) {
  const doc = opener.ownerDocument;
  opener.focus();
  await press('{Enter}');
  let dialog: HTMLElement | null = null;
  await eventually(P, () => (dialog = openDialog(doc)) !== null, `Enter on ${describeElement(opener)} opened no visible role="dialog"`, timeout);
  const d = dialog as unknown as HTMLElement;
  check(P, d.getAttribute('aria-modal') === 'true', 'a modal dialog needs aria-modal="true"');
  check(P, accessibleName(d), 'the dialog needs an accessible name (aria-labelledby or aria-label)');
  await eventually(P, () => d.contains(doc.activeElement), `focus must move into the dialog, it is on ${describeElement(doc.activeElement)}`, timeout);

  const inside = tabbables(d);
  check(P, inside.length >= 1, 'the dialog has nothing focusable');
  for (let i = 0; i < inside.length + 1; i++) {
    await press('{Tab}');
    check(P, d.contains(doc.activeElement), `Tab ${i + 1} moved focus out of the dialog to ${describeElement(doc.activeElement)}`);
  }
  inside[0]!.focus();
  await press('{Shift>}{Tab}{/Shift}');
  check(
    P,
    doc.activeElement === inside.at(-1),
    `Shift+Tab on the first focusable element must wrap to the last, focus is on ${describeElement(doc.activeElement)}`,
  );

  await press('{Escape}');
  if (!escapeCloses) {
    check(P, isShown(d), 'Escape closed a dialog that should stay open');
    return;
  }
  await eventually(P, () => !isShown(d) || !d.isConnected, 'Escape must close the dialog', timeout);
  await eventually(P, () => doc.activeElement === opener, `focus must return to the opener, it is on ${describeElement(doc.activeElement)}`, timeout);
}
