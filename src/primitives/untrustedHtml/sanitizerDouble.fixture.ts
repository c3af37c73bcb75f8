/**
 * For tests in happy-dom, which has no HTML Sanitizer API and on whose DOM DOMPurify does
 * not work (it drops elements and keeps handlers there): a stand-in `Element.setHTML` that
 * only parses, so view tests can check layout and state. What the sanitiser keeps and takes
 * out is tested in Chromium (`e2e/injection.spec.ts`), against the built runtime.
 */
type SetHtml = (this: Element, html: string) => void;

export function installSanitizerDouble(): () => void {
  const proto = Element.prototype as Element & { setHTML?: SetHtml };
  const had = Object.getOwnPropertyDescriptor(proto, 'setHTML');
  proto.setHTML = function setHTML(html: string) {
    this.innerHTML = html;
  };
  return () => {
    if (had) Object.defineProperty(proto, 'setHTML', had);
    else delete proto.setHTML;
  };
}
