/**
 * What the start-up scan reads from the site context, from the page's fields alone (`platform/siteContext/pageFields.ts`):
 * the whole context is read after start-up, with the page services. Pure.
 */
import type { PageFields } from '../../platform/siteContext/pageFields';
import { pageKindOf } from '../../platform/pageKinds/pageKind.rules';
import type { ScanOptions } from './findOnPage';

export function scanOptionsOf(page: PageFields): ScanOptions {
  return {
    currency: page.currency,
    pageType: page.pageType,
    pageKind: pageKindOf(page),
    mapsRenderKey: page.mapsRenderKey,
    locale: page.websiteLocale ?? page.memberLocale,
    authenticatedAccountId: page.authenticatedAccountId,
    announcementBar: page.announcementBar,
  };
}
