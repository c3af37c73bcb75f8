import { describe, expect, it } from 'vitest';
import { readPageFields } from '../../platform/siteContext/pageFields';
import { scanOptionsOf } from './scanOptions';

describe('what the start-up scan reads from the site context', () => {
  it('a product item page: its kind, currency, bar, account, locale and maps key', () => {
    const raw = {
      collection: { id: 'c9', typeName: 'products', type: 13 },
      itemId: 'i9',
      websiteSettings: { storeSettings: { selectedCurrency: 'eur' }, announcementBarSettings: { text: 'Hi' } },
      showAnnouncementBar: true,
      authenticatedAccount: { id: 'acc9', preferredLocale: 'fr-FR' },
      gmRenderKey: 'k',
    };
    expect(scanOptionsOf(readPageFields(raw))).toEqual({
      currency: 'EUR',
      pageType: null,
      pageKind: 'productItem',
      mapsRenderKey: 'k',
      locale: 'fr-FR',
      authenticatedAccountId: 'acc9',
      announcementBar: { show: true, text: 'Hi', style: null },
    });
  });

  it('the website locale before the member locale', () => {
    expect(scanOptionsOf(readPageFields({ websiteLocale: 'it-IT', memberLocale: 'fr-FR' })).locale).toBe('it-IT');
  });
});
