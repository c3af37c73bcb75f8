/**
 * The one address rule over markup: every `href`, `src`, `data-src`, `data-image` and
 * `srcset` it refuses dropped, the text kept. For the sanitiser's result, and for the
 * server's own markup a view shows again (an accordion's descriptions, a newsletter's
 * texts): what the runtime renders never holds a link the rule refuses.
 */
import { checkAddress, type AddressUse } from '../../platform/links/usableAddress.rules';

const ADDRESS_ATTRIBUTES: ReadonlyArray<[string, AddressUse]> = [
  ['href', 'href'],
  ['xlink:href', 'href'],
  ['src', 'src'],
  ['data-src', 'src'],
  ['data-image', 'src'],
];

/** Drops every address the one rule refuses (a `srcset` whole when any of its candidates is refused). */
export function dropRefusedAddresses(root: ParentNode): void {
  for (const element of Array.from(root.querySelectorAll('*'))) {
    for (const [name, use] of ADDRESS_ATTRIBUTES) {
      const value = element.getAttribute(name);
      if (value !== null && !checkAddress(value, use).usable) element.removeAttribute(name);
    }
    const srcset = element.getAttribute('srcset');
    if (srcset !== null && srcset.split(',').some((candidate) => !checkAddress(candidate.trim().split(/\s+/)[0] ?? '', 'src').usable))
      element.removeAttribute('srcset');
  }
}

/** `html` with the refused addresses dropped, parsed inert (a template: nothing in it loads or runs); unchanged when it holds none. */
export function htmlWithUsableAddresses(html: string, doc: Document): string {
  if (!/(?:href|src|srcset|data-image)\s*=/i.test(html)) return html;
  const template = doc.createElement('template');
  template.innerHTML = html;
  dropRefusedAddresses(template.content);
  return template.innerHTML;
}
