import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readPageFields } from './pageFields';
import { readSiteContext } from './readSiteContext';

/** A published product page's context (trimmed), with an announcement bar and a signed-in member. */
const PRODUCT_PAGE = {
  pageType: 50,
  website: { id: 'w1', language: 'de-DE' },
  websiteSettings: {
    storeSettings: { selectedCurrency: ' gbp ' },
    announcementBarSettings: { text: '<p>Free delivery</p>', style: 2 },
  },
  showAnnouncementBar: true,
  collection: { id: 'c9', typeName: 'Products', type: 13 },
  item: { id: 'i9', title: 'Print', recordType: 11 },
  authenticatedAccount: { id: 'acc9', preferredLocale: 'fr-FR' },
  gmRenderKey: 'maps-key',
};

describe('the page fields of the site context', () => {
  it('reads which page this is and what start-up needs', () => {
    expect(readPageFields(PRODUCT_PAGE)).toEqual({
      pageType: 50,
      collection: { id: 'c9', title: null, type: 13, permissionType: null, typeName: 'products' },
      item: { id: 'i9', title: 'Print', recordType: 11 },
      itemId: 'i9',
      collectionId: 'c9',
      currency: 'GBP',
      announcementBar: { show: true, text: '<p>Free delivery</p>', style: 2 },
      authenticatedAccountId: 'acc9',
      memberLocale: 'fr-FR',
      websiteLocale: 'de-DE',
      mapsRenderKey: 'maps-key',
    });
  });

  it('reads an empty or absent context as a plain page in US dollars with no bar', () => {
    for (const raw of [undefined, null, {}, [], 'context'])
      expect(readPageFields(raw)).toMatchObject({ pageType: null, collection: null, itemId: null, currency: 'USD', announcementBar: { show: false } });
  });

  it('never throws, even over a context whose getter throws', () => {
    const hostile = Object.defineProperty({}, 'websiteSettings', {
      get() {
        throw new Error('no');
      },
    });
    expect(readPageFields(hostile)).toEqual(readPageFields({}));
  });

  it('says what the whole context says of the same fields, for any context', () => {
    const sameAsWhole = (raw: unknown) => {
      const page = readPageFields(raw);
      const whole = readSiteContext(raw);
      expect(page).toEqual({
        pageType: whole.pageType,
        collection: whole.collection,
        item: whole.item,
        itemId: whole.itemId,
        collectionId: whole.collectionId,
        currency: whole.websiteSettings.storeSettings.selectedCurrency,
        announcementBar: whole.websiteSettings.announcementBar,
        authenticatedAccountId: whole.authenticatedAccountId,
        memberLocale: whole.memberLocale,
        websiteLocale: whole.websiteLocale,
        mapsRenderKey: whole.mapsRenderKey,
      });
    };
    sameAsWhole(PRODUCT_PAGE);
    fc.assert(fc.property(fc.jsonValue(), sameAsWhole), { numRuns: 300 });
  });
});
