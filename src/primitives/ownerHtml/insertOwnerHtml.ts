/**
 * The site owner's own HTML (a form's post-submit HTML, 000 §4; a code block): put into
 * its container with every script inside it run again. Scripts set through `innerHTML`
 * never run, so each is replaced by a fresh copy with the same attributes and text, in
 * document order.
 *
 * Only for the owner's HTML (the platform runs it on published pages as well); never for
 * anything a visitor typed, nor for third-party markup (an embed goes into a sandboxed frame).
 */
export function insertOwnerHtml(container: Element, html: string): HTMLScriptElement[] {
  container.innerHTML = html;
  const doc = container.ownerDocument;
  const rerun: HTMLScriptElement[] = [];
  for (const old of Array.from(container.querySelectorAll('script'))) {
    const fresh = doc.createElement('script');
    for (const attr of Array.from(old.attributes)) fresh.setAttribute(attr.name, attr.value);
    fresh.text = old.text;
    old.replaceWith(fresh);
    rerun.push(fresh);
  }
  return rerun;
}
