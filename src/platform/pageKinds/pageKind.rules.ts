/**
 * The kind of page a visitor is on (spec 000 §2, "visitor-side page kinds": cart page,
 * product reviews request page, search page, product list and item views, blog list,
 * gallery, events list and calendar, member access page, donation page), told from the
 * site context: the page type first (the numbered system pages), then the collection
 * (products by its number 13, the others by `typeName`, which the spec does not number)
 * and whether an item is open. Pure.
 */
import { PageType } from '../enums/pageTypes';
import { CollectionType } from '../enums/content';

export type PageKind =
  | 'cart'
  | 'reviewsRequest'
  | 'search'
  | 'memberAreaDenied'
  | 'donation'
  | 'productList'
  | 'productItem'
  | 'blogList'
  | 'blogItem'
  | 'eventsList'
  | 'eventItem'
  | 'gallery'
  | 'page';

export interface PageKindInput {
  pageType: number | null;
  collection: { type: number | null; typeName: string | null } | null;
  /** The open item's id: an item view rather than the collection's list. */
  itemId: string | null;
}

const BY_PAGE_TYPE: ReadonlyMap<number, PageKind> = new Map([
  [PageType.SHOW_CART, 'cart'],
  [PageType.COMMERCE_CART_V2, 'cart'],
  [PageType.REVIEWS_REQUEST, 'reviewsRequest'],
  [PageType.SEARCH, 'search'],
  [PageType.MEMBER_AREA_ACCESS_DENIED, 'memberAreaDenied'],
  [PageType.DONATE, 'donation'],
]);

/** Collections with a list view and an item view, by `typeName`. */
const LISTS: Readonly<Record<string, [list: PageKind, item: PageKind]>> = {
  products: ['productList', 'productItem'],
  blog: ['blogList', 'blogItem'],
  events: ['eventsList', 'eventItem'],
};

export function pageKindOf({ pageType, collection, itemId }: PageKindInput): PageKind {
  const byType = pageType === null ? undefined : BY_PAGE_TYPE.get(pageType);
  if (byType) return byType;
  if (!collection) return 'page';
  const name = collection.type === CollectionType.PRODUCTS ? 'products' : collection.typeName;
  if (name === 'gallery') return 'gallery';
  const kinds = name ? LISTS[name] : undefined;
  if (!kinds) return 'page';
  return itemId ? kinds[1] : kinds[0];
}

/** True on the kinds whose pages show a list of dated entries (blog list, events list). */
export function isDatedList(kind: PageKind): boolean {
  return kind === 'blogList' || kind === 'eventsList';
}
