/**
 * While a modal is open the rest of the page is inert (APG modal dialog: content outside
 * it cannot be reached); `aria-hidden` where the browser has no `inert`. Marked are the
 * elements beside the modal's layer and beside each of its ancestors up to the body, so
 * the layer itself, and a modal opened later above it, stay live. Modals opened one over
 * another count their marks: an element is live again once every modal that marked it
 * has closed. An element the page had made inert itself is left alone. Framework-free:
 * works on DOM elements.
 */

/** Elements that neither show nor take focus: no mark needed. */
const UNMARKED = new Set(['SCRIPT', 'STYLE', 'TEMPLATE', 'LINK', 'META', 'NOSCRIPT']);

/** How many open modals marked each element. */
const marks = new WeakMap<Element, number>();

/** The elements beside `layer` and beside each of its ancestors, up to the body. */
export function elementsOutside(layer: Element): Element[] {
  const outside: Element[] = [];
  const body = layer.ownerDocument.body;
  for (let node = layer; node !== body && node.parentElement; node = node.parentElement) {
    for (const sibling of node.parentElement.children) {
      if (sibling !== node && !UNMARKED.has(sibling.tagName)) outside.push(sibling);
    }
  }
  return outside;
}

function markAttribute(doc: Document): { name: string; value: string } {
  const view = doc.defaultView;
  return view && 'inert' in view.HTMLElement.prototype ? { name: 'inert', value: '' } : { name: 'aria-hidden', value: 'true' };
}

/** Makes everything outside `layer` inert; returns the undo (safe to call twice). */
export function makeOutsideInert(layer: Element): () => void {
  const mark = markAttribute(layer.ownerDocument);
  const marked = elementsOutside(layer).filter((el) => {
    const count = marks.get(el) ?? 0;
    if (count === 0 && el.hasAttribute(mark.name)) return false;
    if (count === 0) el.setAttribute(mark.name, mark.value);
    marks.set(el, count + 1);
    return true;
  });
  let undone = false;
  return () => {
    if (undone) return;
    undone = true;
    for (const el of marked) {
      const count = (marks.get(el) ?? 1) - 1;
      if (count > 0) {
        marks.set(el, count);
      } else {
        marks.delete(el);
        el.removeAttribute(mark.name);
      }
    }
  };
}
