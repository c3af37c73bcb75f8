/**
 * The ids a published form's inline `onsubmit` hands to the platform's form submitter:
 *
 *   (new Y.Squarespace.FormSubmit(form)).submit({ formId: '…', collectionId: '…', objectName: '…' });
 *
 * Read with a pattern, never evaluated. Pure.
 */

export interface FormSubmitIds {
  formId: string | null;
  collectionId: string | null;
  objectName: string | null;
}

type Key = 'formId' | 'collectionId' | 'objectName';

/** `key: 'value'` or `key: "value"` inside the `submit({ … })` call (quotes of either kind; no escapes in real ids). */
const ENTRY = /\b(formId|collectionId|objectName)\s*:\s*(['"])([^'"]*)\2/g;

/** The three ids, each null when the handler does not name it (or names it empty). */
export function readFormSubmitCall(onsubmit: string | null | undefined): FormSubmitIds {
  const ids: FormSubmitIds = { formId: null, collectionId: null, objectName: null };
  if (!onsubmit) return ids;
  const call = onsubmit.indexOf('.submit(');
  const source = call >= 0 ? onsubmit.slice(call) : onsubmit;
  for (const match of source.matchAll(ENTRY)) {
    const key = match[1] as Key;
    const value = (match[3] ?? '').trim();
    if (ids[key] === null && value !== '') ids[key] = value;
  }
  return ids;
}
