/**
 * The post-submit HTML of a form: put into its container with every script inside it
 * run again (000 §4). Scripts set through `innerHTML` never run, so each is replaced
 * by a fresh copy with the same attributes and text, in document order.
 *
 * The HTML is the site owner's own (the platform runs it on published pages as well);
 * it never contains anything a visitor typed.
 */
export function insertSubmissionHtml(container: Element, html: string): HTMLScriptElement[] {
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
