/**
 * The fields of the page context (`Static.SQUARESPACE_CONTEXT`) that say which page this is and what a
 * published page's start-up reads before its first paint: the page type, collection and item, the store
 * currency, the announcement bar, the signed-in account, the locales and the maps key. `readSiteContext`
 * reads them through here as part of the whole context; the runtime's start-up reads only these
 * (`readPageFields`), and the whole context in the page services after it. Never throws. Pure.
 */
import { DEFAULT_STORE_CURRENCY } from '../constants';
import { asBoolean, asFiniteNumber, asNonEmptyString, asRecord, asString, pick, type LooseRecord } from './looseFields';
import type { AnnouncementBarContext, SiteContextCollection, SiteContextItem } from './siteContext.types';

export interface PageFields {
  pageType: number | null;
  collection: SiteContextCollection | null;
  item: SiteContextItem | null;
  /** `itemId`, else the item's id. */
  itemId: string | null;
  /** `collectionId`, else the collection's id. */
  collectionId: string | null;
  /** `websiteSettings.storeSettings.selectedCurrency`, upper-cased; USD when absent or not a three-letter code. */
  currency: string;
  announcementBar: AnnouncementBarContext;
  /** `authenticatedAccount.id`. */
  authenticatedAccountId: string | null;
  /** `memberLocale`, else `authenticatedAccount.preferredLocale`. */
  memberLocale: string | null;
  /** `websiteLocale`, else `website.language`. */
  websiteLocale: string | null;
  /** `gmRenderKey`. */
  mapsRenderKey: string | null;
}

function readCollection(value: unknown): SiteContextCollection | null {
  const record = asRecord(value);
  if (!record) return null;
  return {
    id: asNonEmptyString(record['id']),
    title: asString(record['title']),
    type: asFiniteNumber(record['type']),
    permissionType: asFiniteNumber(record['permissionType']),
    typeName: asNonEmptyString(record['typeName'])?.toLowerCase() ?? null,
  };
}

function readItem(value: unknown): SiteContextItem | null {
  const record = asRecord(value);
  if (!record) return null;
  return {
    id: asNonEmptyString(record['id']),
    title: asString(record['title']),
    recordType: asFiniteNumber(record['recordType']),
  };
}

function readCurrency(value: unknown): string {
  return typeof value === 'string' && /^[A-Za-z]{3}$/.test(value.trim()) ? value.trim().toUpperCase() : DEFAULT_STORE_CURRENCY;
}

/** The page's fields from the context's root object (null: the fields of an empty context). */
export function pageFieldsOf(root: LooseRecord | null): PageFields {
  const settings = asRecord(root?.['websiteSettings']);
  const account = asRecord(root?.['authenticatedAccount']);
  const collection = readCollection(root?.['collection']);
  const item = readItem(root?.['item']);
  return {
    pageType: asFiniteNumber(root?.['pageType']),
    collection,
    item,
    itemId: asNonEmptyString(root?.['itemId']) ?? item?.id ?? null,
    collectionId: asNonEmptyString(root?.['collectionId']) ?? collection?.id ?? null,
    currency: readCurrency(pick(settings, 'storeSettings', 'selectedCurrency')),
    announcementBar: {
      show: asBoolean(root?.['showAnnouncementBar']) ?? false,
      text: asNonEmptyString(pick(settings, 'announcementBarSettings', 'text')),
      style: asFiniteNumber(pick(settings, 'announcementBarSettings', 'style')),
    },
    authenticatedAccountId: asNonEmptyString(account?.['id']),
    memberLocale: asNonEmptyString(root?.['memberLocale']) ?? asNonEmptyString(account?.['preferredLocale']),
    websiteLocale: asNonEmptyString(root?.['websiteLocale']) ?? asNonEmptyString(pick(root, 'website', 'language')),
    mapsRenderKey: asNonEmptyString(root?.['gmRenderKey']),
  };
}

/**
 * The page's fields from the context as the page set it. Never throws: should reading throw all the same (an
 * object with a throwing getter), the fields of an empty context are returned.
 */
export function readPageFields(raw: unknown): PageFields {
  try {
    return pageFieldsOf(asRecord(raw));
  } catch {
    return pageFieldsOf(null);
  }
}
