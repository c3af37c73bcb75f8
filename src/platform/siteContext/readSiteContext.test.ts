import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readSiteContext } from './readSiteContext';

/** Shaped like the context of a real published page (trimmed). */
const PAGE_CONTEXT = {
  pageType: 2,
  website: {
    id: '65a6318bcd320552b610bdce',
    identifier: 'example-site',
    cloneable: false,
    developerMode: true,
    language: 'en-US',
    captchaSettings: { enabledForDonations: false },
  },
  websiteSettings: {
    storeSettings: { selectedCurrency: 'eur', measurementStandard: 2 },
    useEscapeKeyToLogin: true,
    ssBadgeType: 2,
  },
  cookieSettings: {
    isCookieBannerEnabled: true,
    isRestrictiveCookiePolicyEnabled: false,
    isRestrictiveCookiePolicyAbsolute: false,
    cookieBannerText: '<p>We use cookies</p>',
    cookieBannerTheme: 'LIGHT',
    cookieBannerVariant: '',
    cookieBannerAcceptType: 'OPT_IN',
  },
  websiteCloneable: false,
  collection: { title: 'Home', id: 'c1', type: 10, permissionType: 1 },
  item: { title: 'A post', recordType: 1, id: 'i1' },
  appDomain: 'example.com',
  templateId: 't1',
  templateVersion: '7.1',
  templateInstallation: { templateWebsite: { id: 'tw1' } },
  authenticatedAccount: { id: 'acc1', preferredLocale: 'pt-BR' },
  websiteRoles: { '1': true },
  accessPermissions: [1310, 1701, 0],
  recaptchaEnterpriseContext: { recaptchaEnterpriseSiteKey: 'site-key' },
  gmRenderKey: 'a2V5',
  betaFeatureFlags: ['fluid_engine', 7],
};

describe('readSiteContext', () => {
  it('reads the fields of a published page', () => {
    const ctx = readSiteContext(PAGE_CONTEXT);
    expect(ctx.pageType).toBe(2);
    expect(ctx.website).toEqual({
      id: '65a6318bcd320552b610bdce',
      identifier: 'example-site',
      cloneable: false,
      developerMode: true,
      captchaSiteKey: 'site-key',
    });
    expect(ctx.websiteSettings).toEqual({
      ssBadgeType: 2,
      storeSettings: { selectedCurrency: 'EUR' },
      useEscapeKeyToLogin: true,
      announcementBar: { show: false, text: null, style: null },
    });
    expect(ctx.cookieSettings.isCookieBannerEnabled).toBe(true);
    expect(ctx.cookieSettings.cookieBannerTheme).toBe('LIGHT');
    expect(ctx.cookieSettings.cookieBannerVariant).toBe('');
    expect(ctx.cookieSettings.cookieBannerPosition).toBeNull();
    expect(ctx.collectionId).toBe('c1');
    expect(ctx.itemId).toBe('i1');
    expect(ctx.collection).toEqual({ id: 'c1', title: 'Home', type: 10, permissionType: 1, typeName: null });
    expect(readSiteContext({ collection: { id: 'c2', typeName: 'Events' } }).collection?.typeName).toBe('events');
    expect(ctx.item).toEqual({ id: 'i1', title: 'A post', recordType: 1 });
    expect(ctx.templateId).toBe('t1');
    expect(ctx.templateVersion).toBe('7.1');
    expect(ctx.templateWebsiteId).toBe('tw1');
    expect(ctx.authenticatedAccountId).toBe('acc1');
    expect(ctx.websiteRoles).toEqual([1]);
    expect(ctx.accessPermissions).toEqual([1310, 1701, 0]);
    expect(ctx.appDomain).toBe('example.com');
    expect(ctx.memberLocale).toBe('pt-BR');
    expect(ctx.websiteLocale).toBe('en-US');
    expect(ctx.mapsRenderKey).toBe('a2V5');
    expect(ctx.betaFeatureFlags).toEqual(['fluid_engine']);
    expect(ctx.access).toEqual({
      isAuthenticated: true,
      developerMode: true,
      cloneMode: false,
      hasViewerRole: false,
      isViewerOnly: false,
      hasSiteSettingsAccess: true,
    });
  });

  it('gives safe defaults for an empty or missing context', () => {
    for (const raw of [undefined, null, {}, [], 'context', 42]) {
      const ctx = readSiteContext(raw);
      expect(ctx.websiteSettings.storeSettings.selectedCurrency).toBe('USD');
      expect(ctx.websiteSettings.useEscapeKeyToLogin).toBe(false);
      expect(ctx.websiteSettings.ssBadgeType).toBe(1);
      expect(ctx.pageType).toBeNull();
      expect(ctx.collection).toBeNull();
      expect(ctx.item).toBeNull();
      expect(ctx.websiteRoles).toEqual([]);
      expect(ctx.website.cloneable).toBe(false);
      expect(ctx.access.isAuthenticated).toBe(false);
      expect(ctx.access.hasSiteSettingsAccess).toBe(false);
      expect(ctx.cookieSettings.isCookieBannerEnabled).toBeNull();
    }
  });

  it('ignores fields of the wrong type', () => {
    const ctx = readSiteContext({
      pageType: '2',
      website: { id: 5, cloneable: 'yes', developerMode: 1 },
      websiteSettings: { storeSettings: { selectedCurrency: 'dollars' }, useEscapeKeyToLogin: 'true', ssBadgeType: null },
      collection: 'Home',
      authenticatedAccount: { id: '' },
      accessPermissions: ['x', 3],
      cookieSettings: { isCookieBannerEnabled: 'true', cookieBannerTheme: 3 },
    });
    expect(ctx.pageType).toBeNull();
    expect(ctx.website.id).toBeNull();
    expect(ctx.website.cloneable).toBe(false);
    expect(ctx.website.developerMode).toBe(false);
    expect(ctx.websiteSettings.storeSettings.selectedCurrency).toBe('USD');
    expect(ctx.websiteSettings.useEscapeKeyToLogin).toBe(false);
    expect(ctx.websiteSettings.ssBadgeType).toBe(1);
    expect(ctx.collection).toBeNull();
    expect(ctx.authenticatedAccountId).toBeNull();
    expect(ctx.accessPermissions).toEqual([3]);
    expect(ctx.cookieSettings.isCookieBannerEnabled).toBeNull();
    expect(ctx.cookieSettings.cookieBannerTheme).toBeNull();
  });

  it('reads roles as a map, as numbers or as names; viewer only is the viewer role alone', () => {
    expect(readSiteContext({ websiteRoles: { '10': true, '4': false } }).access.isViewerOnly).toBe(true);
    expect(readSiteContext({ websiteRoles: [10, 4] }).access).toMatchObject({ hasViewerRole: true, isViewerOnly: false });
    expect(readSiteContext({ websiteRoles: ['viewer'] }).websiteRoles).toEqual([10]);
    expect(readSiteContext({ websiteRoles: ['store manager', '15', 'nonsense'] }).websiteRoles).toEqual([8, 15]);
  });

  it('clone mode from the top-level websiteCloneable too; top-level ids win over nested ones', () => {
    const ctx = readSiteContext({ websiteCloneable: true, collectionId: 'c2', collection: { id: 'c1' }, itemId: 'i2' });
    expect(ctx.access.cloneMode).toBe(true);
    expect(ctx.website.cloneable).toBe(true);
    expect(ctx.collectionId).toBe('c2');
    expect(ctx.itemId).toBe('i2');
  });

  it('cookie banner settings missing from cookieSettings are read from websiteSettings', () => {
    const ctx = readSiteContext({ websiteSettings: { cookieBannerPosition: 'TOP', isActivityLogEnabled: false } });
    expect(ctx.cookieSettings.cookieBannerPosition).toBe('TOP');
    expect(ctx.cookieSettings.isActivityLogEnabled).toBe(false);
  });

  it('survives an object whose getters throw', () => {
    const hostile = {
      get website(): unknown {
        throw new Error('no');
      },
    };
    expect(readSiteContext(hostile).websiteSettings.storeSettings.selectedCurrency).toBe('USD');
  });

  it('never throws, whatever it is given', () => {
    fc.assert(
      fc.property(fc.anything(), (raw) => {
        const ctx = readSiteContext(raw);
        expect(ctx.websiteSettings.storeSettings.selectedCurrency).toMatch(/^[A-Z]{3}$/);
      }),
      { numRuns: 300 },
    );
    fc.assert(
      fc.property(
        fc.dictionary(fc.constantFrom('website', 'websiteSettings', 'collection', 'item', 'websiteRoles', 'cookieSettings', 'pageType'), fc.anything()),
        (raw) => {
          expect(() => readSiteContext(raw)).not.toThrow();
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('cookie banner settings under the website settings', () => {
  it('reads the announcement bar from showAnnouncementBar and websiteSettings.announcementBarSettings', () => {
    const ctx = readSiteContext({ showAnnouncementBar: true, websiteSettings: { announcementBarSettings: { style: 2, text: '<p>Closed on Monday</p>' } } });
    expect(ctx.websiteSettings.announcementBar).toEqual({ show: true, text: '<p>Closed on Monday</p>', style: 2 });
    expect(readSiteContext({ showAnnouncementBar: 'yes', websiteSettings: { announcementBarSettings: { text: 3 } } }).websiteSettings.announcementBar).toEqual({
      show: false,
      text: null,
      style: null,
    });
  });

  it('reads websiteSettings.cookieSettings when the context has no top-level cookieSettings', () => {
    const ctx = readSiteContext({
      websiteSettings: { cookieSettings: { isCookieBannerEnabled: true, isRestrictiveCookiePolicyEnabled: true, cookieBannerTheme: 'LIGHT' } },
    });
    expect(ctx.cookieSettings.isCookieBannerEnabled).toBe(true);
    expect(ctx.cookieSettings.isRestrictiveCookiePolicyEnabled).toBe(true);
    expect(ctx.cookieSettings.cookieBannerTheme).toBe('LIGHT');
  });

  it('prefers the top-level cookieSettings, key by key', () => {
    const ctx = readSiteContext({
      cookieSettings: { isCookieBannerEnabled: false },
      websiteSettings: { cookieSettings: { isCookieBannerEnabled: true, cookieBannerVariant: 'POPUP' } },
    });
    expect(ctx.cookieSettings.isCookieBannerEnabled).toBe(false);
    expect(ctx.cookieSettings.cookieBannerVariant).toBe('POPUP');
  });
});
