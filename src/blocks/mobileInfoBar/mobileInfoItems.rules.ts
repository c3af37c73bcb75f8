/**
 * The mobile info bar's contact items: phone, email, location and opening hours, each
 * read into the words shown and the link followed. Phone and email links are built
 * and checked with the platform's link rules (tel: digits, plus and minus, at least 4,
 * under 50 characters; mailto: one @ and a dotted extension); an item whose link fails
 * is still shown, as plain text. Whether the bar shows at all is the platform's
 * `shouldShowMobileInfoBar`. Pure.
 */
import { checkLink } from '../../platform';

export const MOBILE_INFO_ITEM_KINDS = ['phone', 'email', 'location', 'hours'] as const;
export type MobileInfoItemKind = (typeof MOBILE_INFO_ITEM_KINDS)[number];

export interface MobileInfoItemInput {
  kind: MobileInfoItemKind;
  /** The number, address, place or hours as the owner wrote them. */
  value: string;
  /** For a location: the map page to open; absent, a map search for the place (see MAP_SEARCH_URL). */
  href?: string | null;
}

export interface MobileInfoItem {
  kind: MobileInfoItemKind;
  /** The short visible word (Call, Email, Map, Hours). */
  action: string;
  /** The owner's value, shown to assistive technology after the action and as the tooltip. */
  value: string;
  /** Where the item leads, or null for text only. */
  href: string | null;
}

/**
 * The map search a location without its own link opens. Not in the spec: our choice, a
 * public map search that takes the place as its query.
 */
export const MAP_SEARCH_URL = 'https://www.google.com/maps/search/?api=1&query=';

/** Our words; the spec names none. */
export const MOBILE_INFO_ACTIONS: Readonly<Record<MobileInfoItemKind, string>> = { phone: 'Call', email: 'Email', location: 'Map', hours: 'Hours' };

export class MobileInfoItemError extends TypeError {
  constructor(kind: unknown) {
    super(`Mobile info bar: unknown item kind ${JSON.stringify(kind)}; expected one of ${MOBILE_INFO_ITEM_KINDS.join(', ')}`);
    this.name = 'MobileInfoItemError';
  }
}

const valid = (href: string) => (checkLink(href).valid ? href : null);

/** The link of one item, or null when there is none or it breaks the platform's rules. */
export function mobileInfoHref(item: MobileInfoItemInput): string | null {
  const value = item.value.trim();
  switch (item.kind) {
    case 'phone':
      // spaces, dots and brackets are how people write numbers, not part of the tel: link
      return valid(`tel:${value.replace(/[\s().]/g, '')}`);
    case 'email':
      return valid(`mailto:${value}`);
    case 'location': {
      const own = item.href?.trim();
      if (own) return /^https?:\/\//i.test(own) ? valid(own) : null;
      return `${MAP_SEARCH_URL}${encodeURIComponent(value)}`;
    }
    case 'hours':
      return null;
    default:
      throw new MobileInfoItemError((item as { kind: unknown }).kind);
  }
}

/** The items to show, in the owner's order; items with no value are left out; an unknown kind throws. */
export function readMobileInfoItems(inputs: readonly MobileInfoItemInput[]): MobileInfoItem[] {
  return inputs.flatMap((input) => {
    const href = mobileInfoHref(input);
    const value = input.value.replace(/\s+/g, ' ').trim();
    return value === '' ? [] : [{ kind: input.kind, action: MOBILE_INFO_ACTIONS[input.kind], value, href }];
  });
}
