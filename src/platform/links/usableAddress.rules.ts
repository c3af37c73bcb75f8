/**
 * The one rule for addresses taken from markup or JSON: may this href or src be used?
 * Pure: no DOM, no URL parser of the browser's (the rule must hold wherever it runs).
 *
 * - A link (`href`): http, https, `mailto:`, `tel:`, or relative (a path, a query, a
 *   fragment, `//host` — protocol-relative, so http or https).
 * - An image or frame source (`src`): http, https or relative. `data:` is refused too: no
 *   published markup and no part of the spec puts an image in a `data:` address.
 *
 * The scheme is read the way a browser's URL parser reads it, and more warily: leading and
 * trailing spaces and control characters are dropped, tabs and line breaks anywhere are
 * removed (`java\tscript:` is `javascript:`), case is ignored, and character references
 * (`&colon;`, `&#58;`, `&#x3A;`, `&Tab;`, `&NewLine;`) are read as what they stand for, in
 * case the address is later written into HTML.
 */

export type AddressUse = 'href' | 'src';

export type AddressVerdict =
  | { usable: true; address: string }
  /** `scheme` is the refused scheme as the browser would read it, lower-cased, with its colon (`javascript:`). */
  | { usable: false; scheme: string };

const SCHEMES: Record<AddressUse, readonly string[]> = {
  href: ['http:', 'https:', 'mailto:', 'tel:'],
  src: ['http:', 'https:'],
};

const NAMED_REFERENCES: Record<string, string> = { colon: ':', tab: '\t', newline: '\n' };

/** Character references read as the characters they stand for (only those that can change a scheme matter). */
function decodeReferences(value: string): string {
  return value.replace(/&(?:#x([0-9a-f]+)|#(\d+)|(colon|tab|newline));?/gi, (whole, hex?: string, dec?: string, name?: string) => {
    if (name) return NAMED_REFERENCES[name.toLowerCase()] ?? whole;
    const code = hex ? parseInt(hex, 16) : Number(dec);
    return Number.isSafeInteger(code) && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

/**
 * The scheme an address has once read as a browser reads it (lower-cased, with its
 * colon), or null for a relative address.
 */
export function addressScheme(value: string): string | null {
  const withoutBreaks = decodeReferences(value).replace(/[\t\n\r]/g, '');
  // eslint-disable-next-line no-control-regex -- a browser strips leading C0 controls and spaces before it reads the scheme
  const read = withoutBreaks.replace(/^[\u0000-\u0020]+/, '');
  const match = /^([a-z][a-z0-9+.-]*):/i.exec(read);
  return match ? `${(match[1] ?? '').toLowerCase()}:` : null;
}

/** Whether `value` may be used as a link (`href`) or an image or frame source (`src`); the address trimmed when it may. */
export function checkAddress(value: string, use: AddressUse): AddressVerdict {
  const scheme = addressScheme(value);
  if (scheme !== null && !SCHEMES[use].includes(scheme)) return { usable: false, scheme };
  // eslint-disable-next-line no-control-regex -- the address trimmed of C0 controls and spaces, as a browser trims it
  return { usable: true, address: value.replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '') };
}

/** The address when it may be used, else null. */
export function usableAddress(value: string | null | undefined, use: AddressUse): string | null {
  if (value === null || value === undefined) return null;
  const verdict = checkAddress(value, use);
  return verdict.usable ? verdict.address : null;
}

/** The console message for a refused address: who refused it, where it was, and its scheme (never the whole value). */
export function refusedAddressMessage(who: string, where: string, use: AddressUse, scheme: string): string {
  const allowed = use === 'href' ? 'http, https, mailto, tel or a relative address' : 'http, https or a relative address';
  return `${who}: the ${use === 'href' ? 'link' : 'source'} ${where} was refused: its scheme ${JSON.stringify(scheme.slice(0, 40))} is not ${allowed}`;
}
